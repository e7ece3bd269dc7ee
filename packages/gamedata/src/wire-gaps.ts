/**
 * DofusDB fields the API answers in shape but the dumps cannot fill, so clients know what is
 * missing rather than receiving invented values (printed by `npm run data:report`).
 */
export const WIRE_GAPS: readonly string[] = [
  'recoltable / recoltables2: one document per sub-area from its harvestables (item ids); DofusDB has one per map with posX/posY and quantities, which no dump gives (quantity: null, pos without coordinates)',
  'monsters img: built from the monster id (no dump carries gfxId)',
  'monsters drops percentDropForGrade1..5: the 3.6.8.8 tables give one rate per drop, repeated in the five fields (per-grade rates only for 2019 lists)',
  'breeds heads: not answered (no dump has the head pictures per sex); img is the class symbol',
  'items imgset (several icon sizes): not answered; img is the bundle picture or {IMAGE_BASE_URL}/items/{iconId}.png',
  "criterion/{criterion}: the words and a {kind, parts} tree; DofusDB's own tree encoding is not reproduced",
];
