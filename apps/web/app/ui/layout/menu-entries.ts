/** The spec's menu (section 1), in the spec's order; `children` groups the tools. */
export interface MenuEntry {
  key: string;
  /** Site path without the language. */
  path?: string;
  children?: MenuEntry[];
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
    ],
  },
  { key: 'worldMap', path: '/tools/map' },
  { key: 'stuffs', path: '/tools/stuffs' },
  { key: 'bugReport', path: '/bug-report' },
];
