import { keepPreviousData, useQuery } from '../../api/queries/queries';
import type { ApiClient } from '../../api/types';
import { csrfToken } from '../../api/use-api';
import { secretFromHash } from './edit-link';
import { loadWornData, type WornData } from './loaders';
import type { StuffDoc, StuffPayload } from './types';
import { CSRF_HEADER, EDIT_SECRET_HEADER } from '@grimoire/server/client';

/** Guests edit their stuffs with the secret the API gave once at creation, kept in this browser. */
const SECRETS_KEY = 'grimoire.stuff.secrets';
export { EDIT_SECRET_HEADER };

function readSecrets(): Record<string, string> {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(SECRETS_KEY) ?? '{}');
    return typeof raw === 'object' && raw !== null ? (raw as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function editSecretFor(id: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return readSecrets()[String(id)];
}

function storeSecret(id: string, secret: string | null): void {
  const secrets = readSecrets();
  if (secret) secrets[String(id)] = secret;
  else delete secrets[String(id)];
  try {
    window.localStorage.setItem(SECRETS_KEY, JSON.stringify(secrets));
  } catch {
    // Without storage the guest simply cannot edit later.
  }
}

/**
 * Opening a guest's edit link (`…/editor/12#secret=…`) keeps its secret in this browser, then drops
 * the fragment from the address bar so the secret is not left in view or in copied links.
 */
export function claimEditLink(id: string): boolean {
  if (typeof window === 'undefined') return false;
  const secret = secretFromHash(window.location.hash);
  if (!secret) return false;
  storeSecret(id, secret);
  // The router's own history state is kept: only the visible URL changes, nothing reloads.
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return true;
}

/**
 * Secrets kept before stuffs had share ids are keyed by the old integer id: the API still opens a
 * guest's own stuff by that id when its secret comes along, so each moves to the stuff's share id.
 * True when something moved (ownership is then worth deciding again).
 */
export async function migrateLegacySecrets(): Promise<boolean> {
  const legacy = Object.entries(readSecrets()).filter(([id]) => /^[0-9]+$/.test(id));
  let moved = false;
  for (const [id, secret] of legacy) {
    const response = await fetch(`/api/stuffs/${id}`, {
      headers: { accept: 'application/json', [EDIT_SECRET_HEADER]: secret },
    }).catch(() => null);
    if (response?.ok) {
      const doc = (await response.json()) as Pick<StuffDoc, 'id'>;
      storeSecret(doc.id, secret);
      moved = true;
    }
    // Gone, or no longer this secret's: nothing left to edit with it.
    if (response?.ok || response?.status === 404) storeSecret(id, null);
  }
  return moved;
}

/** An API refusal with its HTTP status and message. */
export class StuffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Stuff writes go through fetch rather than the shared client: they need the `x-edit-secret`
 * header, and a 401 here is shown in place instead of leaving the editor for the sign-in page.
 */
async function send<T>(
  method: string,
  path: string,
  lang: string,
  body?: unknown,
  secret?: string,
): Promise<T> {
  const csrf = csrfToken();
  const response = await fetch(`/api/${path}?lang=${encodeURIComponent(lang)}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
      ...(secret ? { [EDIT_SECRET_HEADER]: secret } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new StuffApiError(response.status, answer.message ?? response.statusText);
  return answer as T;
}

/** Publishes a new stuff or replaces a saved one; keeps a guest's edit secret. */
export async function saveStuff(payload: StuffPayload, lang: string, id?: string): Promise<StuffDoc> {
  const doc = id
    ? await send<StuffDoc>('PUT', `stuffs/${id}`, lang, payload, editSecretFor(id))
    : await send<StuffDoc>('POST', 'stuffs', lang, payload);
  if (doc.editSecret) storeSecret(doc.id, doc.editSecret);
  return doc;
}

export async function deleteStuff(id: string, lang: string): Promise<void> {
  await send('DELETE', `stuffs/${id}`, lang, undefined, editSecretFor(id));
  storeSecret(id, null);
}

/** Whether this browser may change a stuff: its author, or the guest holding the secret. */
export function canEdit(
  doc: Pick<StuffDoc, 'id' | 'author'>,
  userId: string | number | undefined | null,
): boolean {
  if (doc.author !== null) return userId !== undefined && userId !== null && String(userId) === doc.author;
  return !!editSecretFor(doc.id);
}

/** Worn items, their sets and effect definitions; the loader's copy serves the first render. */
export function useWornData(api: ApiClient, itemIds: readonly number[], initial?: WornData) {
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  const key = ids.join(',');
  const initialMatches = initial && initial.key === key;
  return useQuery({
    queryKey: ['stuff-worn', key],
    queryFn: () => loadWornData(api, ids),
    initialData: initialMatches ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
