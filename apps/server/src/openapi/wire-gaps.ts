/**
 * The DofusDB fields no data source of this site gives, per collection: left out of the documents
 * (never filled with a default) and listed in the OpenAPI document so a client knows before asking.
 * Checked against DofusDB's models (DofusSharp's `DofusDb*` classes) and the fields clients read.
 */
export const ABSENT_FIELDS: Readonly<Record<string, string>> = {
  almanax:
    'The calendar document (`?date=` with a year) has no `categoryId`, `types`, `objectiveId`, `meridiaIllustrationId`, ' +
    '`meriaDescription`, `meriaEffect`, `rubrikabrax`, `celebrationName`, `celebrationDescription`; `name` and `desc` are in French and English only; ' +
    '`npcId` and `bonusIds` come from the 2.73 calendar table (absent for later entries).',
  quests:
    'Steps have no `name` or `description`; objectives are ids only (no `typeId`, `text`, `parameters`, `map`), except an almanax ' +
    "offering quest's first objective, which carries the offering in `need.generated`.",
  achievements:
    'Reward `ornaments[]` have no `name` (no source names ornaments). An objective `name` is its condition in words, not the game text; ' +
    '`readableCriterion` texts are in French (`/criterion/{criterion}?lang=en` gives English).',
  monsters:
    'No `isQuestMonster`, `look`, `gfxId`, `tags`; grades have no `vitality`, `startingSpellId`, `bonusCharacteristics`, ' +
    '`hiddenLevel`; drops have no `count`. `isBoss` and `isMiniBoss` (an archmonster) are given where a source says so; `correspondingMiniBossId` / `correspondingMiniBoss` from the 2.73 archmonster table. `race` is the race id (the race document is `/monster-races/{id}`).',
  'item-sets': 'No `isCosmetic`, `createdAt`, `updatedAt`; `bonusIsSecret` for the sets of the 2.73 tables only.',
  items: 'No `createdAt`, `updatedAt`; `description` and `img` where a source gives them.',
  worlds: 'No `customScales`; `name` for the named worlds only.',
  breeds: 'No `imgTransparent` or `heads` (`img` is the class symbol).',
  'map-positions': 'No `img` (map pictures); `hasPriorityOnWorldmap` where the 2018 tables flag it.',
  spells: '`description` where a source gives it.',
  recipes: 'Ingredient and result names in the languages the item tables hold (German, Spanish and Portuguese for equipment only).',
};

/** `GET /almanax?date=<a date with its year>`: DofusDB's calendar document of the day, not a page. */
export const ALMANAX_CALENDAR: Record<string, unknown> = {
  type: 'object',
  description:
    'DofusDB\'s calendar document: `id` (the game calendar entry), `npcId`, `npc`, `bonusIds`, `dates`, `itemIds`, `quantities`, `items` ' +
    '(full item documents with `type` and `type.superType`), `questIds`, `name` and `desc` (the bonus), and this site\'s day fields beside them.',
  properties: {
    id: { type: 'integer' },
    npcId: { type: 'integer' },
    dates: { type: 'array', items: { type: 'string' } },
    itemIds: { type: 'array', items: { type: 'integer' } },
    quantities: { type: 'array', items: { type: 'integer' } },
    items: { type: 'array', items: { type: 'object' } },
    questIds: { type: 'array', items: { type: 'integer' } },
    name: { type: 'object' },
    desc: { type: 'object' },
  },
  required: ['id', 'dates', 'itemIds', 'quantities', 'items', 'questIds'],
};

