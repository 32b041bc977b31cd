/**
 * The sitemap, the feeds and robots.txt as served, per origin and address. Emptied with the
 * region cache on every committed content change (ADR 007), and, like it, neither read nor
 * written while changes are not being followed; a build a change overtook is not kept.
 */
export interface CachedText {
  body: string
  etag: string
}

export interface FeedCacheOptions {
  /** Addresses kept, least recently used out first (the origin is part of the key). */
  maxEntries: number
  fresh: () => boolean
}

export class FeedCache {
  private readonly entries = new Map<string, CachedText>()
  private gen = 0

  constructor(private readonly options: FeedCacheOptions) {}

  get generation(): number {
    return this.gen
  }

  get(key: string): CachedText | undefined {
    if (!this.options.fresh()) return undefined
    const hit = this.entries.get(key)
    if (!hit) return undefined
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit
  }

  store(key: string, generation: number, value: CachedText): void {
    if (generation !== this.gen || !this.options.fresh() || this.options.maxEntries === 0) return
    this.entries.delete(key)
    this.entries.set(key, value)
    for (const k of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break
      this.entries.delete(k)
    }
  }

  clear(): void {
    this.gen++
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
