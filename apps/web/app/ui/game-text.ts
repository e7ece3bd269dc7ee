/**
 * The game's link markup in texts: `{{monsterRace,175::Soul-Blaze}}` (kind, id, label). Texts are
 * split into plain parts and links; a link whose record the site has no page for stays plain text.
 */
export type GameTextPart = { text: string } | { text: string; kind: string; id: number };

/** The importer normalizes every link to `{{kind,id::label}}`; extra parameters are tolerated. */
const MARKUP = /\{\{([A-Za-z]+),(\d+)(?:,[^:{}]*)?::([^}]*)\}\}/g;

/** Site path of a linked record kind (only kinds the site has a page for). */
export const GAME_LINK_PATHS: Record<string, (id: number) => string> = {
  monsterRace: (id) => `/database/monsters/race/${id}`,
  monster: (id) => `/database/monster/${id}`,
  item: (id) => `/database/object/${id}`,
  spell: (id) => `/database/spells/${id}`,
};

export function parseGameText(text: string): GameTextPart[] {
  const parts: GameTextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(MARKUP)) {
    const at = m.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ text: m[3], kind: m[1], id: Number(m[2]) });
    last = at + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text as a player reads it, markup replaced by its label (titles, meta descriptions). */
export function plainGameText(text: string | undefined): string {
  return text === undefined
    ? ''
    : parseGameText(text)
        .map((part) => part.text)
        .join('');
}

/** `{kind: ids}` of the links a text holds (to check which records exist before linking them). */
export function gameTextLinks(text: string | undefined): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const part of text === undefined ? [] : parseGameText(text))
    if ('kind' in part) (out[part.kind] ??= []).push(part.id);
  return out;
}
