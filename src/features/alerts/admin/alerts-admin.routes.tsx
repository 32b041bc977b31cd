/**
 * The alert banner's administration (issue 25, ADR 065), the alerts feature's admin part, for
 * chief editors: the list, the add form, an alert's form, and "end now" and "delete" per alert.
 * A change is on every node within a second: `site_alerts` is content (its trigger drops every
 * node's cached alerts through the change feed). Every act writes the audit log in its
 * transaction. A refusal answers the form again with the reasons (422); an alert that is gone is
 * a 404 with the list.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { blankForm, parseForm } from '../../../forms/form.js'
import { alertsAdminMessages, type AlertsAdminMessageKey } from '../../../i18n/alerts-admin.js'
import { translate, type Lang } from '../../../i18n/index.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { isAlertId } from '../../../shared/seen-alerts.js'
import { slugify } from '../../../shared/slug.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { paths, routes } from '../../../ui/paths.js'
import type { AlertRecord } from '../alerts.repository.js'
import { READ_ALERTS, UPDATE_ALERTS } from '../permissions.js'
import { alertFormPageModel, alertsListPageModel, formOfAlert } from './alerts-admin-pages.js'
import { AlertForm, type AlertValues } from './alerts-admin.schema.js'

const DONE = ['created', 'saved', 'ended', 'removed'] as const
type Done = (typeof DONE)[number]

/** A new alert's id: words of its text and a random tail, so no two alerts share one (the seen-alerts cookie holds ids). */
export const newAlertId = (text: string) => {
  const words = slugify(text, 40)
  return `${words ? `${words}-` : ''}${randomBytes(4).toString('hex')}`
}

type FormState = ReturnType<typeof blankForm<typeof AlertForm.schema, AlertsAdminMessageKey>>

export const alertsAdminRoutes: FastifyPluginAsync = async (app) => {
  const { alertsAdmin, alerts } = app.services
  const said = (lang: Lang, key: AlertsAdminMessageKey) => translate(alertsAdminMessages, lang, key)
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminAlerts(lang))
  const actor = (req: FastifyRequest) => ({ userId: req.user!.id, ip: req.ip })
  /** This node shows the change at once; the others hear it from the change feed. */
  const changed = () => alerts.forget()

  async function listPage(req: FastifyRequest, reply: FastifyReply, lang: Lang, notice?: AdminNoticeModel, status?: number) {
    return reply.code(status ?? 200).page(alertsListPageModel(lang, nav(req, lang), await alertsAdmin.list(), new Date(), notice, status))
  }

  const notFound = (req: FastifyRequest, reply: FastifyReply, lang: Lang) => listPage(req, reply, lang, { kind: 'error', text: said(lang, 'notFound') }, 404)

  const formPage = (req: FastifyRequest, reply: FastifyReply, lang: Lang, alert: AlertRecord | undefined, state: FormState, status = 422) =>
    reply.code(status).page(alertFormPageModel(lang, nav(req, lang), alert, state, { kind: 'error', text: said(lang, 'refused') }, status))

  /** The submitted form as an alert, or the form again with its reasons. */
  function read(req: FastifyRequest, alertId: (v: AlertValues) => string): { ok: true; alert: AlertRecord } | { ok: false; state: FormState } {
    const parsed = parseForm(AlertForm, formBody(req))
    if (!parsed.ok) return { ok: false, state: parsed }
    const v = parsed.values
    const now = new Date()
    if (v.validUntil! <= now) return { ok: false, state: { errors: { validUntil: 'untilPast' }, echo: {} } }
    return {
      ok: true,
      alert: { alertId: alertId(v), messages: { cs: v.messageCs || null, en: v.messageEn || null }, validFrom: v.validFrom ?? now, validUntil: v.validUntil! },
    }
  }

  /** The alert named by the address, if the address can name one. */
  const named = (raw: string) => (isAlertId(raw) ? alertsAdmin.one(raw) : Promise.resolve(undefined))

  eachLang((lang) => {
    const base = routes.adminAlerts[lang]
    const newPath = paths.adminAlertNew(lang)

    app.get<{ Querystring: Record<string, unknown> }>(base, { config: { permission: READ_ALERTS } }, async (req, reply) => {
      const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as Done) : undefined
      return listPage(req, reply, lang, done ? { kind: 'status', text: said(lang, done) } : undefined)
    })

    app.get(newPath, { config: { permission: UPDATE_ALERTS } }, async (req, reply) => reply.page(alertFormPageModel(lang, nav(req, lang), undefined, blankForm())))

    app.post(newPath, { config: { permission: UPDATE_ALERTS } }, async (req, reply) => {
      const body = formBody(req)
      const got = read(req, (v) => newAlertId(v.messageCs || v.messageEn))
      if (!got.ok) return formPage(req, reply, lang, undefined, withEcho(got.state, body))
      await alertsAdmin.create(actor(req), got.alert)
      changed()
      return reply.redirect(paths.adminAlerts(lang, 'created'), 303)
    })

    app.get<{ Params: { id: string } }>(`${base}/:id`, { config: { permission: UPDATE_ALERTS } }, async (req, reply) => {
      const alert = await named(req.params.id)
      if (!alert) return notFound(req, reply, lang)
      return reply.page(alertFormPageModel(lang, nav(req, lang), alert, formOfAlert(alert)))
    })

    app.post<{ Params: { id: string } }>(`${base}/:id`, { config: { permission: UPDATE_ALERTS } }, async (req, reply) => {
      const alert = await named(req.params.id)
      if (!alert) return notFound(req, reply, lang)
      const body = formBody(req)
      const got = read(req, (v) => (v.again === 'on' ? newAlertId(v.messageCs || v.messageEn) : alert.alertId))
      if (!got.ok) return formPage(req, reply, lang, alert, withEcho(got.state, body))
      if (!(await alertsAdmin.replace(actor(req), alert.alertId, got.alert))) return notFound(req, reply, lang)
      changed()
      return reply.redirect(paths.adminAlerts(lang, 'saved'), 303)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${lang === 'cs' ? 'ukoncit' : 'end'}`, { config: { permission: UPDATE_ALERTS } }, async (req, reply) => {
      const outcome = isAlertId(req.params.id) ? await alertsAdmin.end(actor(req), req.params.id, new Date()) : 'missing'
      if (outcome === 'missing') return notFound(req, reply, lang)
      if (outcome === 'ended') return listPage(req, reply, lang, { kind: 'error', text: said(lang, 'alreadyEnded') }, 409)
      changed()
      return reply.redirect(paths.adminAlerts(lang, 'ended'), 303)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${lang === 'cs' ? 'smazat' : 'delete'}`, { config: { permission: UPDATE_ALERTS } }, async (req, reply) => {
      if (!isAlertId(req.params.id) || !(await alertsAdmin.remove(actor(req), req.params.id))) return notFound(req, reply, lang)
      changed()
      return reply.redirect(paths.adminAlerts(lang, 'removed'), 303)
    })
  })
}

/** A refusal's state with every field shown again as sent (cut), so nothing typed is lost. */
function withEcho(state: FormState, body: unknown): FormState {
  const echo: FormState['echo'] = { ...state.echo }
  if (typeof body === 'object' && body !== null) {
    for (const name of ['messageCs', 'messageEn', 'validFrom', 'validUntil', 'again'] as const) {
      const value = (body as Record<string, unknown>)[name]
      if (typeof value === 'string' && Object.hasOwn(body, name)) echo[name] = value.slice(0, 1000)
    }
  }
  return { errors: state.errors, echo }
}
