/**
 * The only paths the image cache serves: `/img/<folders>/<name>.<png|jpg|jpeg|webp|gif>` (pictures of
 * the primary upstream, DofusDB's layout) and `/img/static/<…>` (the second upstream, Ankama's static
 * host). Letters, digits, `_` and `-` only in each segment, at most 12 segments and 300 characters, no
 * query: nothing else can reach an upstream (no `..`, no encoded characters, no absolute URL, no
 * other host), and the file it is kept in on disk is the path itself under the cache folder.
 */
export type ImageUpstream = 'main' | 'static';

export interface ImagePath {
  upstream: ImageUpstream;
  /** The path under the upstream's base, e.g. `items/47661.png`. */
  path: string;
}

export const IMAGE_ROUTE = '/img';
const MAX_LENGTH = 300;
const SHAPE = /^(?:[A-Za-z0-9_-]+\/){0,11}[A-Za-z0-9_-]+\.(?:png|jpe?g|webp|gif)$/;

/** The picture a request path (below `/img/`, undecoded, without query) names; null when refused. */
export function parseImagePath(rest: string): ImagePath | null {
  if (rest.length === 0 || rest.length > MAX_LENGTH || !SHAPE.test(rest)) return null;
  if (rest.startsWith('static/')) {
    const path = rest.slice('static/'.length);
    return SHAPE.test(path) ? { upstream: 'static', path } : null;
  }
  return { upstream: 'main', path: rest };
}

/** The site path of a picture (the reverse of `parseImagePath`). */
export function imageSitePath({ upstream, path }: ImagePath): string {
  return `${IMAGE_ROUTE}/${upstream === 'static' ? 'static/' : ''}${path}`;
}
