import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../routes';
import { DATABASE_CARDS, TOOL_CARDS } from '../../features/home/sections';
import { MENU_ENTRIES, shownEntries, type MenuEntry } from './menu-entries';

/** Every concrete route path of the app (under the `:lang?` layout), as patterns. */
function routePatterns(entries: readonly RouteConfigEntry[], prefix = ''): RegExp[] {
  return entries.flatMap((entry) => {
    const path = [prefix, entry.path ?? ''].filter(Boolean).join('/');
    const own =
      entry.path === undefined || entry.path.startsWith(':lang') || entry.path === '*'
        ? []
        : [new RegExp(`^/${path.replace(/^:lang\?\//, '').replace(/:[A-Za-z]+/g, '[^/]+')}$`)];
    return [...own, ...routePatterns(entry.children ?? [], entry.path?.startsWith(':lang') ? '' : path)];
  });
}

const patterns = routePatterns(routes);
const leadsToAPage = (path: string) => path === '/' || patterns.some((pattern) => pattern.test(path));
const paths = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) => [...(entry.path ? [entry.path] : []), ...paths(entry.children ?? [])]);

describe('site menu and home cards', () => {
  it('every menu entry shown leads to a page that exists', () => {
    expect(paths(shownEntries()).filter((path) => !leadsToAPage(path))).toEqual([]);
  });

  it('every home card leads to a page that exists', () => {
    expect(
      [...DATABASE_CARDS, ...TOOL_CARDS].map((card) => card.path).filter((path) => !leadsToAPage(path)),
    ).toEqual([]);
  });

  it('marks as planned only the entries whose page is not built yet, so a built tool shows up', () => {
    const planned = (entries: readonly MenuEntry[]): string[] =>
      entries.flatMap((entry) => [
        ...(entry.planned && entry.path ? [entry.path] : []),
        ...planned(entry.children ?? []),
      ]);
    expect(planned(MENU_ENTRIES).filter(leadsToAPage)).toEqual([]);
  });
});
