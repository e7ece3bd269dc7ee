/**
 * The pictures of the bundle's collections, as `/img` paths: each record's own `img` reference, and
 * the pictures pages and documents name by id (a monster's `monsters/{id}.png`, a class's symbol and
 * artworks). What `npm run images:prefetch` warms.
 */
import { STATIC_PREFIX } from '@grimoire/gamedata/images';
import { parseImagePath, type ImagePath } from './image-path';

type Rec = Readonly<Record<string, unknown>>;
const int = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Pictures named by id rather than by a reference in the record. */
const DERIVED: Record<string, (doc: Rec) => string[]> = {
  monsters: (m) => (int(m.id) ? [`monsters/${m.id}.png`] : []),
  breeds: (b) => [
    ...(int(b.id) ? [`breeds/symbol_${b.id}.png`] : []),
    ...[b.maleArtwork, b.femaleArtwork].filter(int).map((a) => `breeds/artworks/${a}.png`),
  ],
};

/** The distinct pictures of some collections (bundle references, before they are resolved to URLs). */
export function picturesOf(collections: ReadonlyMap<string, readonly Rec[]>, kinds: readonly string[]): ImagePath[] {
  const seen = new Map<string, ImagePath>();
  const add = (ref: string) => {
    const rest = ref.startsWith(STATIC_PREFIX) ? `static/${ref.slice(STATIC_PREFIX.length)}` : ref;
    const image = parseImagePath(rest);
    if (image) seen.set(rest, image);
  };
  for (const kind of kinds) {
    for (const doc of collections.get(kind) ?? []) {
      if (typeof doc.img === 'string') add(doc.img);
      for (const ref of DERIVED[kind]?.(doc) ?? []) add(ref);
    }
  }
  return [...seen.values()];
}
