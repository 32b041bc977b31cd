/**
 * Sessions this node looked up recently, by id (the token's SHA-256), so that a signed-in page
 * view costs no database query (ADR 012). It may only answer for a session the database would
 * still accept:
 * - every ended session is announced on the `session_ended` feed (migration 0003) and dropped
 *   here, on every node, as soon as the notification arrives;
 * - nothing is read or stored while that feed is not listening (its outage drops everything);
 * - an entry is never older than `maxAgeMs`, which bounds how long a session that ended
 *   unannounced (a listener that died unnoticed) can still be honoured here;
 * - a lookup that began before a drop is not stored after it (generations).
 * Lifetimes (absolute end, idle time-out) are checked by the caller on every hit.
 */
import type { SessionRow } from './session.repository.js'

export interface SessionCacheOptions {
  maxAgeMs: number
  maxEntries: number
  /** True while ended sessions are being followed; when false nothing is read or stored. */
  fresh: () => boolean
}

interface Entry {
  row: SessionRow
  storedAt: number
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>()
  private gen = 0

  constructor(private readonly options: SessionCacheOptions) {}

  /** Counts drops: pass it to `store` so that a lookup a drop overtook is not kept. */
  get generation(): number {
    return this.gen
  }

  get(id: string, now: number): SessionRow | undefined {
    if (!this.options.fresh()) return undefined
    const entry = this.entries.get(id)
    if (!entry) return undefined
    if (now - entry.storedAt < this.options.maxAgeMs) return entry.row
    this.entries.delete(id)
    return undefined
  }

  store(id: string, generation: number, row: SessionRow, now: number): void {
    if (generation !== this.gen || !this.options.fresh()) return
    this.entries.delete(id)
    // The oldest stored goes first; entries are short-lived, so insertion order is good enough.
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(id, { row, storedAt: now })
  }

  /** Forgets one session, or every session when `id` is null (a gap in the feed). */
  drop(id: string | null): void {
    this.gen++
    if (id === null || id === '') this.entries.clear()
    else this.entries.delete(id)
  }

  get size(): number {
    return this.entries.size
  }
}
