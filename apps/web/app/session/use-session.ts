import { useCallback } from 'react';
import { useParams, useRevalidator } from 'react-router';
import { existingQueryClient } from '../api/queries/query-client-registry';
import { getBrowserApi } from '../api/use-api';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';
import { useRootData } from '../root';
import { selectCharacter, useSelectedCharacterId } from './selected-character';
import { isConnected, type SessionUser } from './session';

export interface Session {
  user: SessionUser | null;
  /** When the session ends (epoch ms), null when signed out. */
  expiresAt: number | null;
  /** Spec §4: a token and a user exist and the token has not expired. */
  isConnected: boolean;
  /** Id of the selected character (cookie), null when none or before hydration. */
  characterId: string | null;
  lang: Language;
}

/**
 * Spec §3 session state. The user and the session's expiry come from the root loader (the server
 * resolves them from its HttpOnly session cookie on every render; the page never sees the token);
 * characters come from `useCharacters()`, and the server of the session is the selected character's.
 */
export function useSession(): Session {
  const root = useRootData();
  const params = useParams();
  const characterId = useSelectedCharacterId();
  const user = root?.user ?? null;
  const expiresAt = root?.sessionExpiresAt ?? null;
  const connected = isConnected(expiresAt, user);
  return {
    user: connected ? user : null,
    expiresAt: connected ? expiresAt : null,
    isConnected: connected,
    characterId: connected ? characterId : null,
    lang: isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE,
  };
}

/**
 * The server opens the session (its cookies) in its sign-in answer: the page only reloads the user.
 * Logout asks the server to clear the cookies, then drops the user's cached answers.
 */
export function useSessionActions() {
  const { revalidate } = useRevalidator();
  const signIn = useCallback(
    async () => {
      existingQueryClient()?.removeQueries({ queryKey: ['session'] });
      await revalidate(); // the root loader reloads the user from the new cookie
    },
    [revalidate],
  );
  const logout = useCallback(async () => {
    // Idempotent on the server: an expired session is cleared just the same.
    await getBrowserApi().remove('authentication', null).catch(() => undefined);
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
