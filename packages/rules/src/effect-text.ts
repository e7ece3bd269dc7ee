/**
 * Renders a game effect description template with its values, as the game client does:
 * `#1{~1~2 à }#2 Vitalité` with (10, 20) → `10 à 20 Vitalité`, with (10, 10) → `10 Vitalité`.
 * `{~1~2 text}` shows `text` only when a distinct second value exists; `{~p…}`/`{~s…}`/`{~z…}`
 * plural/singular markers keep their text for the matching count; `#3` is the third value.
 */
export function renderEffectText(template: string, from: number, to?: number, third?: number): string {
  const hasRange = to !== undefined && to !== 0 && to !== from;
  const isPlural = Math.abs(hasRange ? (to as number) : from) > 1;
  let text = template.replace(/#1\{~1~2([^}]*)\}#2/g, (_match, between: string) =>
    hasRange ? `${from}${between}${to}` : `${from}`,
  );
  text = text.replace(/\{~1~2([^}]*)\}/g, (_match, between: string) => (hasRange ? between : ''));
  text = text.replace(/\{~p([^}]*)\}/g, (_m, s: string) => (isPlural ? s : ''));
  text = text.replace(/\{~s([^}]*)\}/g, (_m, s: string) => (isPlural ? '' : s));
  text = text.replace(/\{~z([^}]*)\}/g, (_m, s: string) => (from === 0 ? s : ''));
  text = text
    .replace(/#1/g, String(from))
    .replace(/#2/g, hasRange ? String(to) : '')
    .replace(/#3/g, third === undefined ? '' : String(third));
  return text.replace(/\s{2,}/g, ' ').trim();
}
