import { useSyncExternalStore } from 'react';
import { preferenceCookie, readCookie } from '../lib/cookies';
import { clearedCookie } from './session';

/** Cookie remembering the selected character's id (spec §9: user data lives in cookies). */
export const CHARACTER_COOKIE = 'grimoire_character';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function read(): string | null {
  return typeof document === 'undefined' ? null : readCookie(document.cookie, CHARACTER_COOKIE);
}

export function selectCharacter(id: string | number | null): void {
  document.cookie = id === null ? clearedCookie(CHARACTER_COOKIE) : preferenceCookie(CHARACTER_COOKIE, String(id));
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may have changed the cookie: re-read it when this one regains focus (spec §4).
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

/** The selected character id; null on the server and during hydration, then the cookie's value. */
export function useSelectedCharacterId(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
