import { redirect } from 'react-router';
import type { Route } from './+types/tools.craft-manager';
import { isLanguage, localePath, DEFAULT_LANGUAGE } from '../i18n/languages';

/** Spec §2: `tools/craft-manager` redirects to `tools/workbenchs`, in the same language. */
export function loader({ params }: Route.LoaderArgs) {
  const lang = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  return redirect(localePath(lang, '/tools/workbenchs'), 301);
}
