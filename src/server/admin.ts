/**
 * The administration's context (ADR 057): every feature's admin routes are registered inside one
 * encapsulated plugin whose hooks hold for all of them.
 *
 * - Each route names the permission it needs (`config: { permission }`); a route without one
 *   stops the start, so no admin address can be left unguarded.
 * - Before anything is read, who lacks that permission gets the site's 404 page: a visitor or a
 *   customer learns nothing, not even that the address exists.
 * - Every answer is `private, no-store`, the refusal's 404 too.
 * - An account holding `admin` that has not enrolled in two-factor sign-in is sent to the
 *   enrolment page by every other admin route (ADR 064), a form's post included: nothing is done.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { AdminNavEntry, Feature } from '../features/feature.js'
import type { AccessControl, Grant, RoutePermission } from '../features/access/permissions.js'
import type { Lang } from '../i18n/index.js'
import { paths } from '../ui/paths.js'
import { NotFoundError } from './errors.js'
import { noStore } from './no-store.js'
import { sendNavigate } from './partial.js'


declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission an admin route requires (src/server/admin.ts). */
    permission?: RoutePermission
    /** The two-factor enrolment's own routes: open to an admin who has not enrolled yet (ADR 064). */
    twoFactorSetup?: boolean
  }
  interface FastifyRequest {
    /** Set once the admin context let the request through: its pages link the administration's stylesheet. */
    adminPage?: boolean
  }
  interface FastifyInstance {
    /** Roles and permissions (ADR 057). */
    access: AccessControl
    /** The administration: its routes (for the permission matrix test) and navigation. */
    admin: AdminArea
  }
}

export interface AdminRoute {
  method: string
  url: string
  permission: RoutePermission
}

export interface AdminArea {
  routes: AdminRoute[]
  nav: readonly AdminNavEntry[]
  /** The dashboard, if a feature gives one. */
  home: AdminNavEntry | undefined
  /** The parts of the administration `user` may open, in the features' order. */
  navFor(user: { grants: readonly Grant[] } | null | undefined): AdminNavEntry[]
  /** The administration's navigation for `user` in `lang`: the dashboard, then the parts they may open; `current` is marked. */
  linksFor(user: { grants: readonly Grant[] } | null | undefined, lang: Lang, current: string): Array<{ label: string; href: string; current: boolean }>
  /** The parts `user` may open that count what waits there (ADR 091), with their counts, in the features' order. */
  waitingFor(user: { grants: readonly Grant[] } | null | undefined, lang: Lang): Promise<Array<{ label: string; href: string; count: number }>>
  /** The first part of the administration the user may open (the user menu links it), if any. */
  entryFor(user: { grants: readonly Grant[] } | null | undefined): AdminNavEntry | undefined
}

/** Whether `user` holds what `permission` requires. */
export function permits(access: AccessControl, user: { grants: readonly Grant[] } | null | undefined, permission: RoutePermission): boolean {
  return permission.somewhere ? access.canSomewhere(user, permission.action, permission.entity) : access.can(user, permission.action, permission.entity)
}

/** Registers the features' administrations; decorates `app.admin`. */
export async function registerAdmin(app: FastifyInstance, features: readonly Feature[]): Promise<void> {
  const nav = features.flatMap((f) => f.admin?.nav ?? [])
  const home = features.find((f) => f.admin?.home)?.admin?.home
  const navFor = (user: { grants: readonly Grant[] } | null | undefined) => (user && user.grants.length > 0 ? nav.filter((entry) => permits(app.access, user, entry.permission)) : [])
  const area: AdminArea = {
    routes: [],
    nav,
    home,
    navFor,
    linksFor: (user, lang, current) => {
      const entries = [...(home && permits(app.access, user, home.permission) ? [home] : []), ...navFor(user)]
      return entries.map((e) => ({ label: e.label[lang], href: e.href(lang), current: e.href(lang) === current }))
    },
    waitingFor: async (user, lang) =>
      Promise.all(navFor(user).flatMap((e) => (e.waiting ? [e.waiting(app.services).then((count) => ({ label: e.label[lang], href: e.href(lang), count }))] : []))),
    entryFor: (user) => {
      if (!user || user.grants.length === 0) return undefined
      return home && permits(app.access, user, home.permission) ? home : navFor(user)[0]
    },
  }
  app.decorate('admin', area)
  const adminContext: FastifyPluginAsync = async (admin) => {
    admin.addHook('onRoute', (route) => {
      const permission = route.config?.permission
      if (!permission) throw new Error(`Admin route ${String(route.method)} ${route.url} names no permission (config.permission)`)
      for (const method of [route.method].flat()) if (method !== 'HEAD') area.routes.push({ method, url: route.url, permission })
    })
    admin.addHook('onRequest', async (request, reply) => {
      // Never stored, the refusal included: its 404 page may show the signed-in user's menu.
      void noStore(reply)
      const permission = request.routeOptions.config.permission
      if (!permission || !permits(app.access, request.user, permission)) throw new NotFoundError(request.url)
      if (!request.routeOptions.config.twoFactorSetup && (await app.services.twoFactor.mustEnrol(request.user))) {
        return sendNavigate(reply, paths.adminTwoFactor(request.url.startsWith('/qf/en/') ? 'en' : 'cs'))
      }
      // Only now: a refusal's 404 must look like any other, without the administration's stylesheet.
      request.adminPage = true
    })
    for (const feature of features) for (const routes of feature.admin?.routes ?? []) await admin.register(routes)
  }
  await app.register(adminContext)
}
