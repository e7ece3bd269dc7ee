import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { createServerApi } from '../api/server-api';
import type { ApiClient } from '../api/types';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';
import { errorCode } from '../api/errors';

/** For loaders: the in-process ApiClient and the page language. */
export function loaderApi(
  context: AppLoadContext,
  params: { lang?: string },
): { api: ApiClient; lang: Language } {
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  return { api: createServerApi(context, lang), lang };
}

/** Parses a numeric route id or answers 404 (an id like `abc` never reaches the API). */
export function numericId(value: string | undefined, notFoundKey = 'notFound.text'): number {
  const id = Number(value);
  if (!value || !Number.isInteger(id) || id < 0) throw data(notFoundKey, { status: 404 });
  return id;
}

/**
 * The id of a game record whose table holds negative ids too (the monster race -1, "Non classés",
 * which eleven monsters belong to): an integer, else 404 before reaching the API.
 */
export function gameId(value: string | undefined, notFoundKey = 'notFound.text'): number {
  if (!value || !/^-?[0-9]{1,10}$/.test(value)) throw data(notFoundKey, { status: 404 });
  return Number(value);
}

/**
 * A saved record's link id (stuffs, workbenches): its random 22-character share id, or for a stuff
 * an old integer link; anything else answers 404 before reaching the API.
 */
export function shareId(value: string | undefined, notFoundKey = 'notFound.text'): string {
  if (!value || !/^([A-Za-z0-9_-]{22}|[1-9][0-9]{0,9})$/.test(value))
    throw data(notFoundKey, { status: 404 });
  return value;
}

/** Loads one document or turns the API's 404 into the route's localized 404. */
export async function getOr404<T>(load: () => Promise<T>, notFoundKey = 'notFound.text'): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (errorCode(error) === 404) throw data(notFoundKey, { status: 404 });
    throw error;
  }
}
