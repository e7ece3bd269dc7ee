/**
 * The DofusDB fields no data source gives, per collection: the API leaves them out (never a
 * default standing in) and says so, in the OpenAPI document (apps/server/src/openapi) and in
 * `npm run data:report`. Checked against DofusDB's models (DofusSharp's `DofusDb*` classes) and the
 * fields public clients read (apps/server/src/game/wire/document-cases.ts).
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
  items:
    'No `createdAt`, `updatedAt`, `imgset` (several icon sizes); `description` where a source gives it; `img` is the bundle picture or `{IMAGE_BASE_URL}/items/{iconId}.png`.',
  worlds: 'No `customScales`; `name` for the named worlds only.',
  breeds: 'No `imgTransparent` or `heads` (`img` is the class symbol).',
  recoltables2:
    'One document per sub-area from its harvestables (item ids): DofusDB has one per map with `posX`/`posY` and quantities, which no dump gives ' +
    '(`quantity: null`, `pos` without coordinates). The spots tagged per map in the back office are in `/recoltable`.',
  'map-positions': 'No `img` (map pictures); `hasPriorityOnWorldmap` where the 2018 tables flag it.',
  spells: '`description` where a source gives it.',
  recipes: 'Ingredient and result names in the languages the item tables hold (German, Spanish and Portuguese for equipment only).',
};

/** The same, one line per collection (the import report). */
export const WIRE_GAPS: readonly string[] = Object.entries(ABSENT_FIELDS).map(([collection, gaps]) => `${collection}: ${gaps}`);
