/**
 * Rendered content regions, kept per page address and shared by full pages and partial
 * answers (docs/decisions/007-region-cache.md). Only regions that are the same for every
 * visitor are stored (pages opt in with `reply.cachedPage`); the page frame, which holds the
 * user's menu and the CSP nonce, is rendered for every request.
 *
 * Freshness: the cache is emptied on every committed content change (the database's change
 * feed, on every node), and stores nothing while that feed is not listening; what it stored
 * before such a gap may still answer instead of a database that does not, for a bounded time
 * (freshness.ts). A render that began before a change is not stored after it (generations).
 */
import type { ContainerId } from '../ui/containers.js'
import type { PageMeta } from '../ui/page-model.js'
import type { Freshness } from './freshness.js'

export interface CachedPage {
  meta: PageMeta
  /** Every region the page has, stored or not yet: what a request may ask of it. */
  own: readonly ContainerId[]
  regions: Partial<Record<ContainerId, string>>
}

export interface RegionCacheOptions {
  /**
   * Upper bound of the stored HTML in bytes of memory. V8 keeps text with any letter beyond
   * Latin-1 (ě, č, ř: every Czech page) as two bytes per UTF-16 code unit, so that is what a
   * region is charged; counted in code units, "32 MB" held 64 MB (ADR 014).
   */
  maxSize: number
  /** Whether stored regions are current, or may stand in for the database. */
  freshness: Pick<Freshness, 'current' | 'standsIn'>
  /** The clock that a page's `freshUntil` is read against. */
  now?: () => number
}

const BYTES_PER_CODE_UNIT = 2

interface Entry extends CachedPage {
  size: number
}

/** How page requests fared, and what the bound pushed out: plain counts the metrics read (ADR 072). */
export interface RegionCacheCounts {
  hits: number
  misses: number
  /** Answered from what was stored before a gap of the change feed, for a database that did not answer. */
  stale: number
  /** Entries dropped to stay within `maxSize` (not those dropped by a change, nor outdated ones). */
  evictions: number
}

export class RegionCache {
  private readonly entries = new Map<string, Entry>()
  private size = 0
  private gen = 0
  readonly counts: RegionCacheCounts = { hits: 0, misses: 0, stale: 0, evictions: 0 }

  constructor(private readonly options: RegionCacheOptions) {}

  /** Counts changes: pass it to `store` to drop a render that a change overtook. */
  get generation(): number {
    return this.gen
  }

  /** The current regions of an address, if stored. */
  get(key: string): CachedPage | undefined {
    if (!this.options.freshness.current) return undefined
    const entry = this.entries.get(key)
    if (entry && this.outdated(entry.meta)) {
      this.remove(key, entry)
      return undefined
    }
    return this.touch(key)
  }

  /**
   * What is stored for an address, to answer instead of a database that does not answer: what
   * `get` gives, or, during a gap of the change feed, what was stored before it, within the bound.
   */
  standIn(key: string): CachedPage | undefined {
    return this.options.freshness.standsIn ? this.touch(key) : undefined
  }

  /** Adds regions of one page, rendered in `generation`, to what is stored for its address. */
  store(key: string, generation: number, page: CachedPage): void {
    if (generation !== this.gen || !this.options.freshness.current || this.options.maxSize === 0 || this.outdated(page.meta)) return
    const old = this.entries.get(key)
    const regions = { ...old?.regions, ...page.regions }
    const size = BYTES_PER_CODE_UNIT * (key.length + Object.values(regions).reduce((sum, html) => sum + html.length, 0))
    if (size > this.options.maxSize / 8) return
    if (old) this.remove(key, old)
    this.entries.set(key, { meta: page.meta, own: page.own, regions, size })
    this.size += size
    for (const [k, e] of this.entries) {
      if (this.size <= this.options.maxSize) break
      this.remove(k, e)
      this.counts.evictions++
    }
  }

  /** Forgets everything: content changed, or changes may have been missed. */
  clear(): void {
    this.gen++
    this.entries.clear()
    this.size = 0
  }

  /** What is stored, without touching recency: for tests and inspection. */
  stored(): [string, CachedPage][] {
    return [...this.entries]
  }

  /** The bound, in bytes of memory. */
  get maxSize(): number {
    return this.options.maxSize
  }

  get stats(): { entries: number; size: number } {
    return { entries: this.entries.size, size: this.size }
  }

  /** The clock has passed the moment the page said its content changes by itself. */
  private outdated(meta: PageMeta): boolean {
    return meta.freshUntil !== undefined && meta.freshUntil.getTime() <= (this.options.now ?? Date.now)()
  }

  private touch(key: string): CachedPage | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    // Least recently used goes first: a read moves the entry to the end.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key)
    this.size -= entry.size
  }
}
