/** Sort key of a game version: its numeric prefix, each part zero-padded ("3.6.10.10" > "3.5.1" > "2.73.3.14"). */
const versionKey = (v: string) =>
  (/^\d+(?:\.\d+)*/.exec(v)?.[0] ?? '0')
    .split('.')
    .map((n) => n.padStart(6, '0'))
    .join('.');

/** Newest of the game versions (numeric prefix compare). */
export function newestVersion(versions: readonly string[]): string | undefined {
  return [...versions].sort((a, b) => versionKey(b).localeCompare(versionKey(a)))[0];
}
