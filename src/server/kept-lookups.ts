/**
 * Answers of database lookups kept on this node for a short while, by key, for lookups every
 * page of a signed-in visitor would otherwise repeat (the session, ADR 012; the header's cart
 * summary, ADR 049). The owner of a cache drops a key whenever what it answered may have
 * changed; besides:
 * - nothing is read or stored while `fresh()` is false (the feed that announces changes is down,
 *   or changes cannot all be seen here);
 * - an entry is never older than `maxAgeMs`;
 * - a lookup that began before a drop is not stored after it (generations).
 */
export interface KeptLookupsOptions {
  maxAgeMs: number
  maxEntries: number
  /** True while every change is being followed; when false nothing is read or stored. */
  fresh: () => boolean
}

interface Entry<V> {
  value: V
  storedAt: number
}

export class KeptLookups<V> {
  private readonly entries = new Map<string, Entry<V>>()
  private gen = 0

  constructor(private readonly options: KeptLookupsOptions) {}

  /** Counts drops: pass it to `store` so that a lookup a drop overtook is not kept. */
  get generation(): number {
    return this.gen
  }

  get(key: string, now: number): V | undefined {
    if (!this.options.fresh()) return undefined
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (now - entry.storedAt < this.options.maxAgeMs) return entry.value
    this.entries.delete(key)
    return undefined
  }

  store(key: string, generation: number, value: V, now: number): void {
    if (generation !== this.gen || !this.options.fresh()) return
    this.entries.delete(key)
    // The oldest stored goes first; entries are short-lived, so insertion order is good enough.
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(key, { value, storedAt: now })
  }

  /** Forgets one key, or everything when `key` is null (a gap in the feed). */
  drop(key: string | null): void {
    this.gen++
    if (key === null || key === '') this.entries.clear()
    else this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }
}
