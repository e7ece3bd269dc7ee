import { localePath, type Language } from '../../i18n/languages';

/**
 * A guest's edit link carries the stuff's edit secret in the URL fragment (`#secret=…`): browsers
 * never send fragments, so the secret stays out of server and proxy logs.
 */
const SECRET_PARAM = 'secret';

export function editLinkPath(lang: Language, id: string, secret: string): string {
  return `${localePath(lang, `/tools/stuff/editor/${id}`)}#${SECRET_PARAM}=${encodeURIComponent(secret)}`;
}

/** The secret of an edit link's fragment (`#secret=…`, with or without the `#`); null when absent. */
export function secretFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const secret = params.get(SECRET_PARAM)?.trim();
  return secret ? secret : null;
}
