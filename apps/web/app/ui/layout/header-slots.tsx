import type { Language } from '../../i18n/languages';

/**
 * Header pieces owned by features: global search (encyclopedia), settings flags (encyclopedia),
 * account menu (accounts). Each feature replaces its export here with its component.
 */
export function HeaderSearch(_props: { lang: Language }) {
  return null;
}
export function SettingsMenu(_props: { lang: Language }) {
  return null;
}
export function AccountMenu(_props: { lang: Language }) {
  return null;
}
