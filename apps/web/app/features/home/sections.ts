/** Home page cards: the database sections and the tools, with their site paths. */
export const DATABASE_CARDS = [
  { key: 'objects', path: '/database/objects' },
  { key: 'sets', path: '/database/item-sets' },
  { key: 'classes', path: '/database/breeds' },
  { key: 'monsters', path: '/database/monsters' },
  { key: 'quests', path: '/database/quests' },
  { key: 'achievements', path: '/database/achievements' },
  { key: 'dungeons', path: '/database/dungeons' },
  { key: 'challenges', path: '/database/challenges' },
  { key: 'havenbags', path: '/database/havenbags' },
  { key: 'almanax', path: '/almanax' },
  { key: 'temporis', path: '/temporis' },
] as const;

/** Tools whose pages exist; the treasure hunt, breeding and map tools join when built. */
export const TOOL_CARDS = [
  { key: 'stuffCreator', path: '/tools/stuff/creator' },
  { key: 'stuffs', path: '/tools/stuffs' },
  { key: 'workbench', path: '/tools/workbenchs' },
  { key: 'jobsXp', path: '/tools/jobs-xp' },
  { key: 'treasureHunt', path: '/tools/treasure-hunt' },
  { key: 'portals', path: '/tools/portals' },
  { key: 'groupFinder', path: '/tools/group-finder' },
] as const;
