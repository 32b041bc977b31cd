/**
 * The frame data (menus, faculty list) per language, kept for a minute and dropped with the
 * region cache on every committed content change. Like the region cache (ADR 007), a load that
 * a change overtook is returned but not kept, and nothing is kept while changes are not followed.
 */
import type { Lang } from '../i18n/index.js'
import type { ChromeData } from '../ui/chrome.js'

export interface ChromeCacheOptions {
  load: (lang: Lang) => Promise<ChromeData>
  /** How long a load is kept, in ms. */
  ttl: number
  /** True while changes are being followed. */
  fresh: () => boolean
  now?: () => number
}

export class ChromeCache {
  private readonly entries = new Map<Lang, { at: number; data: ChromeData }>()
  private gen = 0

  constructor(private readonly options: ChromeCacheOptions) {}

  async get(lang: Lang): Promise<ChromeData> {
    const now = this.options.now ?? Date.now
    const hit = this.entries.get(lang)
    if (hit && this.options.fresh() && now() - hit.at < this.options.ttl) return hit.data
    const generation = this.gen
    const data = await this.options.load(lang)
    if (generation === this.gen && this.options.fresh()) this.entries.set(lang, { at: now(), data })
    return data
  }

  clear(): void {
    this.gen++
    this.entries.clear()
  }
}
