/**
 * The catalogue's generation in this process: every catalogue write (a product, a category, a shipping template)
 * moves it on, and an entry kept under an earlier generation is not served again. Writes made by other processes
 * show once an entry's time is up.
 */
let catalogueGeneration = 0;

/** Called by every catalogue write, so that the next read in this process sees it. */
export function catalogueChanged(): void {
  catalogueGeneration++;
}

/**
 * A bounded map of answers read from the catalogue, each served for at most `ttlMs` (by the server's clock) and only
 * while the catalogue has not changed in this process; least recently used entries leave first. A ttl of 0 keeps
 * nothing.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; generation: number; value: V }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  /** The kept value for `key`, or the one `load` reads (then kept). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.generation === catalogueGeneration && this.now() - hit.at < this.ttlMs) {
      // Re-inserted, so the Map's order is the order of use.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const generation = catalogueGeneration;
    const at = this.now();
    const value = await load();
    // A write during the read leaves the answer unkept: it may predate the write.
    if (generation !== catalogueGeneration) return value;
    this.entries.delete(key);
    this.entries.set(key, { at, generation, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? '');
    return value;
  }
}
