/**
 * Which alert a visitor sees (spec 001 §4): the first valid alert of the language whose id is
 * not among the visitor's seen alerts. The valid alerts are read at most every ALERTS_TTL_MS
 * per language and node, since every page's frame asks. While the database does not answer, the
 * last alerts read stand in (none if there were none): a page stored in the region cache may be
 * served through an outage (ADR 007), and the banner must not turn it into a 503.
 */
import { isDatabaseUnavailable } from '../../db/unavailable.js'
import type { Lang } from '../../i18n/index.js'
import type { AlertsRepository } from './alerts.repository.js'
import type { SiteAlert } from './alerts.types.js'

export const ALERTS_TTL_MS = 30_000

export function alertsService(repo: AlertsRepository, { now = () => new Date() }: { now?: () => Date } = {}) {
  const cache = new Map<Lang, { at: number; alerts: Promise<SiteAlert[]> }>()
  const lastRead = new Map<Lang, SiteAlert[]>()

  const valid = (lang: Lang): Promise<SiteAlert[]> => {
    const time = now()
    const hit = cache.get(lang)
    if (hit && time.getTime() - hit.at < ALERTS_TTL_MS) return hit.alerts
    const alerts = repo.validAt(lang, time).then(
      (read) => {
        lastRead.set(lang, read)
        return read
      },
      (error: unknown) => {
        // Not kept: the next page asks the database again.
        cache.delete(lang)
        if (isDatabaseUnavailable(error)) return lastRead.get(lang) ?? []
        throw error
      },
    )
    cache.set(lang, { at: time.getTime(), alerts })
    return alerts
  }

  return {
    async alertFor(lang: Lang, seen: readonly string[]): Promise<SiteAlert | null> {
      const time = now().getTime()
      return (await valid(lang)).find((a) => !seen.includes(a.alertId) && a.validUntil.getTime() > time) ?? null
    },
    /** Drops the cached alerts, so the next page reads them again (after an editor's change, in tests). */
    forget(): void {
      cache.clear()
    },
  }
}

export type AlertsService = ReturnType<typeof alertsService>
