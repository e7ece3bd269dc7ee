/** The picture types the cache keeps, told by their first bytes (an upstream's Content-Type is only a claim). */
const SIGNATURES: { type: string; test: (b: Uint8Array) => boolean }[] = [
  { type: 'image/png', test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  {
    type: 'image/webp',
    test: (b) => b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50,
  },
];

/** The type of a picture from its bytes; undefined for anything else (HTML, SVG, JSON, text). */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  if (bytes.length < 12) return undefined;
  return SIGNATURES.find((s) => s.test(bytes))?.type;
}

/** The type a file name promises. */
export function typeOfExtension(path: string): string | undefined {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' }[ext];
}

/**
 * The neutral tile answered for a picture the upstream does not give (the same drawing as the web's
 * GameImage placeholder): an SVG of our own, never an upstream's bytes.
 */
export const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="10" fill="#dee2e6"/><path d="M20 44l9-12 7 9 5-6 7 9z" fill="#adb5bd"/><circle cx="25" cy="24" r="5" fill="#adb5bd"/></svg>';
