/**
 * Header pieces owned by features: global search (encyclopedia), settings flags (encyclopedia),
 * account menu (accounts). Each feature replaces its export here with its component.
 */
export { GlobalSearch as HeaderSearch } from '../../features/search/GlobalSearch';
export { SettingsMenu } from '../../features/settings/SettingsMenu';
export { AccountMenu } from '../../features/accounts/AccountMenu';
