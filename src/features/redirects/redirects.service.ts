/**
 * Addresses that moved (ADR 059): a visitor or a search engine asking an old address gets a 301
 * to the new one — only where the old address would be a 404, so a redirect never hides a page
 * that exists. Never into or out of the administration, never to another host.
 */
import type { Db } from '../../db/client.js'
import { recordAudit } from '../audit/audit.record.js'
import { routes } from '../../ui/paths.js'
import type { RedirectsRepository } from './redirects.repository.js'
import { SITE_PATH } from './redirects.tables.js'

/** Who changes redirects by hand, for the audit log (ADR 060). */
export interface RedirectActor {
  userId: number
  ip?: string | null
}

/** Why a redirect a chief editor asked for was refused. */
export type RedirectProblem = 'fromInvalid' | 'toInvalid' | 'same' | 'admin'

const ADMIN = [routes.adminHome.cs, routes.adminHome.en]
const inAdmin = (path: string) => ADMIN.some((a) => path === a || path.startsWith(`${a}/`))

/** A path as a redirect holds it: absolute on this site, without its query or fragment. */
export function sitePath(input: string): string | undefined {
  const trimmed = input.trim()
  let path = trimmed
  // An address pasted from the browser: only this site's path is kept, never its host.
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      path = new URL(trimmed).pathname
    } catch {
      return undefined
    }
  }
  return SITE_PATH.test(path) ? path : undefined
}

export function redirectsService(db: Db, repo: RedirectsRepository) {
  return {
    /** Where an address that would be a 404 leads now, if it moved. */
    async lookup(path: string): Promise<string | undefined> {
      if (!SITE_PATH.test(path) || inAdmin(path)) return undefined
      return repo.target(path)
    },

    /** Records, in the caller's transaction, that an item's address changed (and the audit log says so). */
    async moved(tx: Db, fromPath: string, toPath: string, userId: number | null): Promise<void> {
      await repo.put(tx, fromPath, toPath, 'auto', userId)
      await recordAudit(tx, { userId, actor: userId === null ? 'scheduler' : undefined, action: 'create', entity: 'redirect', summary: `redirect (address change) ${fromPath} → ${toPath}` })
    },

    /**
     * Addresses that are gone for good (a page deleted from the trash, ADR 103): the redirects
     * leading to them would lead to a 404, so they go, each with its audit entry, in the caller's
     * transaction. Redirects leading away from them stay (the target chosen on deletion).
     */
    async gone(tx: Db, toPaths: readonly string[], userId: number | null): Promise<number> {
      const removed = await repo.removeLeadingTo(tx, toPaths)
      for (const r of removed) await recordAudit(tx, { userId, action: 'delete', entity: 'redirect', objectId: r.id, summary: `redirect ${r.fromPath} → ${r.toPath} (its target was deleted for good)` })
      return removed.length
    },

    /** A chief editor's redirect; a refusal names what is wrong and changes nothing. */
    async add(from: string, to: string, actor: RedirectActor): Promise<{ ok: true } | { ok: false; problem: RedirectProblem }> {
      const fromPath = sitePath(from)
      const toPath = sitePath(to)
      if (!fromPath) return { ok: false, problem: 'fromInvalid' }
      if (!toPath) return { ok: false, problem: 'toInvalid' }
      if (fromPath === toPath) return { ok: false, problem: 'same' }
      if (inAdmin(fromPath) || inAdmin(toPath)) return { ok: false, problem: 'admin' }
      await db.transaction(async (tx) => {
        await repo.put(tx, fromPath, toPath, 'manual', actor.userId)
        await recordAudit(tx, { userId: actor.userId, action: 'create', entity: 'redirect', summary: `redirect ${fromPath} → ${toPath}`, ip: actor.ip })
      })
      return { ok: true }
    },

    /** Deletes a redirect; false when it is gone. */
    remove: (actor: RedirectActor, id: number) =>
      db.transaction(async (tx) => {
        const gone = await repo.remove(tx, id)
        if (gone) await recordAudit(tx, { userId: actor.userId, action: 'delete', entity: 'redirect', objectId: id, summary: `redirect ${gone.fromPath} → ${gone.toPath}`, ip: actor.ip })
        return gone !== undefined
      }),
    /** Which of `paths` a redirect leads away from (the broken links report, ADR 100). */
    sources: (paths: readonly string[]) => repo.sources(paths),
    list: (filter: { q: string; page: number }) => repo.list(filter),
  }
}

export type RedirectsService = ReturnType<typeof redirectsService>
