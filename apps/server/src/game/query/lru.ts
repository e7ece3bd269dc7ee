/** A small LRU map bounded by entry count and by total weight (e.g. bytes of serialized answers). */
export class LruCache<V> {
  private readonly map = new Map<string, { value: V; weight: number }>();
  private weight = 0;

  constructor(
    readonly maxEntries = 1000,
    readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.map.size;
  }

  clear(): void {
    this.map.clear();
    this.weight = 0;
  }

  delete(key: string): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.weight -= entry.weight;
  }

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    this.map.delete(key);
    this.map.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, weight = 1): void {
    if (weight > this.maxWeight) return;
    const old = this.map.get(key);
    if (old) {
      this.weight -= old.weight;
      this.map.delete(key);
    }
    this.map.set(key, { value, weight });
    this.weight += weight;
    while (this.map.size > this.maxEntries || this.weight > this.maxWeight) {
      const [oldest, entry] = this.map.entries().next().value as [string, { weight: number }];
      this.map.delete(oldest);
      this.weight -= entry.weight;
    }
  }
}
