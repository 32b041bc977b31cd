/**
 * Addresses that moved (ADR 059): a visitor or a search engine asking an old address gets a 301
 * to the new one — only where the old address would be a 404, so a redirect never hides a page
 * that exists. Never into or out of the administration, never to another host.
 */
import type { Db } from '../../db/client.js'
import { routes } from '../../ui/paths.js'
import type { RedirectsRepository } from './redirects.repository.js'
import { SITE_PATH } from './redirects.tables.js'

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

    /** Records, in the caller's transaction, that an item's address changed. */
    moved: (tx: Db, fromPath: string, toPath: string, userId: number | null) => repo.put(tx, fromPath, toPath, 'auto', userId),

    /** A chief editor's redirect; a refusal names what is wrong and changes nothing. */
    async add(from: string, to: string, userId: number): Promise<{ ok: true } | { ok: false; problem: RedirectProblem }> {
      const fromPath = sitePath(from)
      const toPath = sitePath(to)
      if (!fromPath) return { ok: false, problem: 'fromInvalid' }
      if (!toPath) return { ok: false, problem: 'toInvalid' }
      if (fromPath === toPath) return { ok: false, problem: 'same' }
      if (inAdmin(fromPath) || inAdmin(toPath)) return { ok: false, problem: 'admin' }
      await db.transaction((tx) => repo.put(tx, fromPath, toPath, 'manual', userId))
      return { ok: true }
    },

    remove: (id: number) => repo.remove(id),
    list: (filter: { q: string; page: number }) => repo.list(filter),
  }
}

export type RedirectsService = ReturnType<typeof redirectsService>
