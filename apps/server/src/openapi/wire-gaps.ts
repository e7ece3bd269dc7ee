/** What the OpenAPI document says of DofusDB documents: the fields no source gives, and the almanax calendar answer. */
export { ABSENT_FIELDS } from '@grimoire/gamedata/wire-gaps';

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

