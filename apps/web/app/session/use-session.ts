import { useCallback } from 'react';
import { useParams, useRevalidator } from 'react-router';
import { existingQueryClient } from '../api/queries/query-client-registry';
import { TOKEN_COOKIE } from '../api/use-api';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';
import { useRootData } from '../root';
import { selectCharacter, useSelectedCharacterId } from './selected-character';
import { clearedCookie, isConnected, tokenCookie, type AuthenticationResult, type SessionUser } from './session';

export interface Session {
  user: SessionUser | null;
  token: string | null;
  /** Spec §4: a token and a user exist and the token has not expired. */
  isConnected: boolean;
  /** Id of the selected character (cookie), null when none or before hydration. */
  characterId: string | null;
  lang: Language;
}

/**
 * Spec §3 session state. The user and token come from the root loader (the server resolves them
 * from the token cookie on every render); characters come from `useCharacters()`, and the server
 * of the session is the selected character's.
 */
export function useSession(): Session {
  const root = useRootData();
  const params = useParams();
  const characterId = useSelectedCharacterId();
  const user = root?.user ?? null;
  const token = root?.accessToken ?? null;
  const connected = isConnected(token, user);
  return {
    user: connected ? user : null,
    token: connected ? token : null,
    isConnected: connected,
    characterId: connected ? characterId : null,
    lang: isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE,
  };
}

/** Sign-in keeps the token in a cookie for its lifetime; logout clears the session everywhere. */
export function useSessionActions() {
  const { revalidate } = useRevalidator();
  const signIn = useCallback(
    async (result: AuthenticationResult) => {
      document.cookie = tokenCookie(result.accessToken);
      existingQueryClient()?.removeQueries({ queryKey: ['session'] });
      await revalidate(); // the root loader reloads the user from the new cookie
    },
    [revalidate],
  );
  const logout = useCallback(async () => {
    document.cookie = clearedCookie(TOKEN_COOKIE);
    selectCharacter(null);
    // Drop the user's cached answers only once the page knows it is signed out: removing them while
    // the connected menu is still mounted would refetch them without a token, and that 401 would
    // reload the sign-in page under the reader's fingers.
    await existingQueryClient()?.cancelQueries({ queryKey: ['session'] });
    await revalidate();
    existingQueryClient()?.removeQueries({ queryKey: ['session'] });
  }, [revalidate]);
  return { signIn, logout };
}
