/**
 * The search slugs of a collection in one language, joined into one string so a `$search` is a few
 * `indexOf` jumps over the whole collection instead of one `includes` per document (about 3× faster
 * on the 15,700 real items).
 */
export class SlugIndex {
  private readonly joined: string;
  /** Offset of each slug in `joined`; slugs never contain the `\n` separator (see slugify). */
  private readonly starts: Int32Array;

  constructor(slugs: readonly string[]) {
    this.starts = new Int32Array(slugs.length);
    let offset = 0;
    slugs.forEach((slug, i) => {
      this.starts[i] = offset;
      offset += slug.length + 1;
    });
    this.joined = slugs.join('\n');
  }

  /** 1 for every document whose slug contains `needle` (an empty needle matches all). */
  matches(needle: string): Uint8Array {
    const hits = new Uint8Array(this.starts.length);
    if (needle === '') return hits.fill(1);
    if (needle.includes('\n')) return hits;
    for (let at = this.joined.indexOf(needle); at >= 0;) {
      const doc = this.docAt(at);
      hits[doc] = 1;
      // The next match can only count for a later document.
      at = doc + 1 < this.starts.length ? this.joined.indexOf(needle, this.starts[doc + 1]) : -1;
    }
    return hits;
  }

  /** The document whose slug holds this offset of `joined` (binary search over `starts`). */
  private docAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}
