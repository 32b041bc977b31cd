/**
 * What the content change feed's state means for stored renders (regions and menus; ADR 007).
 * While the feed listens they are current: served, and new ones stored. In a gap (the feed lost
 * its connection) nothing new is stored and nothing stored is served as current, but what was
 * stored before the gap may stand in for a database that does not answer, until the gap is
 * `staleMs` old: that bounds how out of date a page served during an outage can be. When the
 * feed listens again the caches are emptied (changes in the gap are unknown).
 */
import type { FeedState } from '../db/client.js'

export interface FreshnessOptions {
  /** The change feed's state; undefined before it started. */
  feed: () => FeedState | undefined
  /** How long into a gap stored renders may stand in for the database (REGION_CACHE_STALE_MS). */
  staleMs: number
  now?: () => number
}

export class Freshness {
  constructor(private readonly options: FreshnessOptions) {}

  /** Stored renders are current: serve them, store new ones. */
  get current(): boolean {
    return this.options.feed()?.listening === true
  }

  /** Stored renders may answer instead of a database that does not: current, or stored before a gap still within the bound. */
  get standsIn(): boolean {
    const state = this.options.feed()
    if (!state) return false
    if (state.listening) return true
    const now = this.options.now ?? Date.now
    return state.lostSince !== null && now() - state.lostSince <= this.options.staleMs
  }
}
