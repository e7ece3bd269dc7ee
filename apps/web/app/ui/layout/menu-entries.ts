/** The spec's menu (section 1), in the spec's order; `children` groups the tools. */
export interface MenuEntry {
  key: string;
  /** Site path without the language. */
  path?: string;
  children?: MenuEntry[];
  /** In the spec's menu but its page is not built yet: left out of the menu rather than a 404. */
  planned?: true;
}

export const MENU_ENTRIES: MenuEntry[] = [
  { key: 'temporis', path: '/temporis' },
  { key: 'objects', path: '/database/objects' },
  { key: 'sets', path: '/database/item-sets' },
  { key: 'classes', path: '/database/breeds' },
  { key: 'quests', path: '/database/quests' },
  { key: 'achievements', path: '/database/achievements' },
  { key: 'dungeons', path: '/database/dungeons' },
  { key: 'monsters', path: '/database/monsters' },
  { key: 'challenges', path: '/database/challenges' },
  { key: 'havenbags', path: '/database/havenbags' },
  {
    key: 'tools',
    children: [
      { key: 'treasureHunt', path: '/tools/treasure-hunt' },
      { key: 'jobsXp', path: '/tools/jobs-xp' },
      { key: 'stuffCreator', path: '/tools/stuff/creator' },
      { key: 'workbench', path: '/tools/workbenchs' },
      { key: 'breedingDragoturkey', path: '/tools/breeding/crossing/dragodinde' },
      { key: 'breedingMuldo', path: '/tools/breeding/crossing/muldo' },
      { key: 'breedingVolkorne', path: '/tools/breeding/crossing/volk' },
      { key: 'portals', path: '/tools/portals' },
      { key: 'groupFinder', path: '/tools/group-finder' },
    ],
  },
  { key: 'worldMap', path: '/tools/map' },
  { key: 'stuffs', path: '/tools/stuffs' },
  { key: 'bugReport', path: '/bug-report' },
];

/** The entries shown: planned ones left out, and groups left with no entry dropped. */
export function shownEntries(entries: readonly MenuEntry[] = MENU_ENTRIES): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (entry.planned) return [];
    if (!entry.children) return [entry];
    const children = shownEntries(entry.children);
    return children.length ? [{ ...entry, children }] : [];
  });
}
