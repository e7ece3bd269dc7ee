/**
 * One image policy. The sources give pictures on several hosts (DofusDB, dofusdu.de, Ankama's static
 * host, site-relative paths). The bundle keeps a reference relative to one of two configured bases:
 * a path (`items/47661.png`) under IMAGE_BASE_URL (DofusDB's image host layout), or `static:<path>`
 * under IMAGE_STATIC_BASE_URL (Ankama's static host). The server turns references into URLs from
 * the configured bases only, so every picture comes from a host the CSP allows.
 */

/** Prefix of references under the second base. */
export const STATIC_PREFIX = 'static:';

const RULES: [RegExp, (m: RegExpExecArray) => string][] = [
  // dofusdu.de item icons share DofusDB's icon ids: …/img/item/47661-128.png → items/47661.png
  [
    /^https?:\/\/api\.dofusdu\.de\/dofus\d*\/v\d+\/img\/item\/(\d+)(?:-\d+)?\.png$/,
    (m) => `items/${m[1]}.png`,
  ],
  // DofusDB itself: https://api.dofusdb.fr/img/<path>
  [/^https?:\/\/api\.dofusdb\.fr\/img\/(.+)$/, (m) => m[1]],
  // Ankama's item pictures (any size folder) are the same icons: …/game/items/200/15424.png
  [
    /^https?:\/\/s\.ankama\.com\/www\/static\.ankama\.com\/dofus\/www\/game\/items\/\d+\/(\d+)\.png$/,
    (m) => `items/${m[1]}.png`,
  ],
  // Other Ankama static pictures (jobs, haven-bag themes): kept on the second base.
  [/^https?:\/\/s\.ankama\.com\/www\/static\.ankama\.com\/(.+)$/, (m) => `${STATIC_PREFIX}${m[1]}`],
  // Site-relative DofusDB paths of the almanax tracker: /items/47661.png
  [
    /^\/?(items|monsters|spells|breeds|mounts|idols|emoticons|titles)\/([\w-]+\.(?:png|jpg|webp|svg))$/,
    (m) => `${m[1]}/${m[2]}`,
  ],
];

/**
 * The bundle reference of a source's image URL; undefined for pictures on a host neither base serves
 * (e.g. dofus-forge's own `/data/spells/img/…` paths), so pages show the local placeholder instead.
 */
export function normalizeImageRef(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const u = url.trim();
  for (const [re, to] of RULES) {
    const m = re.exec(u);
    if (m) return to(m);
  }
  // Already a reference (demo world, earlier bundles): a relative path without a leading slash.
  if (/^(static:)?[\w-]+(\/[\w.-]+)+$/.test(u)) return u;
  return undefined;
}

export interface ImageBases {
  /** IMAGE_BASE_URL. */
  primary: string;
  /** IMAGE_STATIC_BASE_URL; references under it are dropped when empty. */
  secondary?: string;
}

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** The URL of a bundle reference, from the configured bases only (undefined when none serves it). */
export function resolveImageRef(ref: string | undefined, bases: ImageBases): string | undefined {
  if (!ref) return undefined;
  if (ref.startsWith(STATIC_PREFIX))
    return bases.secondary ? join(bases.secondary, ref.slice(STATIC_PREFIX.length)) : undefined;
  if (/^[a-z]+:/i.test(ref)) return undefined; // an absolute URL on a host we did not configure
  return bases.primary ? join(bases.primary, ref) : undefined;
}
