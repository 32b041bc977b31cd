/**
 * The frame data (menus, faculty list) per language, kept for a minute and dropped with the
 * region cache on every committed content change. Like the region cache (ADR 007), a load that
 * a change overtook is returned but not kept, nothing is kept while changes are not followed,
 * and what is kept may stand in for a database that does not answer, within the same bound.
 */
import { isDatabaseUnavailable } from '../db/unavailable.js'
import type { Lang } from '../i18n/index.js'
import type { ChromeData } from '../ui/chrome.js'
import type { Freshness } from './freshness.js'

export interface ChromeCacheOptions {
  load: (lang: Lang) => Promise<ChromeData>
  /** How long a load is kept, in ms. */
  ttl: number
  /** Whether what is kept is current, or may stand in for the database. */
  freshness: Pick<Freshness, 'current' | 'standsIn'>
  now?: () => number
}

export class ChromeCache {
  private readonly entries = new Map<Lang, { at: number; data: ChromeData }>()
  private gen = 0

  constructor(private readonly options: ChromeCacheOptions) {}

  async get(lang: Lang): Promise<ChromeData> {
    const { freshness } = this.options
    const now = this.options.now ?? Date.now
    const hit = this.entries.get(lang)
    if (hit && freshness.current && now() - hit.at < this.options.ttl) return hit.data
    const generation = this.gen
    try {
      const data = await this.options.load(lang)
      if (generation === this.gen && freshness.current) this.entries.set(lang, { at: now(), data })
      return data
    } catch (err) {
      const kept = generation === this.gen ? this.kept(lang) : undefined
      if (kept && isDatabaseUnavailable(err)) return kept
      throw err
    }
  }

  /** What is kept for `lang`, without loading, if it may stand in for the database (the 503 page's menus). */
  kept(lang: Lang): ChromeData | undefined {
    return this.options.freshness.standsIn ? this.entries.get(lang)?.data : undefined
  }

  clear(): void {
    this.gen++
    this.entries.clear()
  }
}
