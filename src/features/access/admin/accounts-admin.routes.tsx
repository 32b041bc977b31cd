/**
 * The admin's accounts and roles (ADR 060), the access feature's admin part: registered in the
 * admin context with the site-wide permissions `read` / `update` `account` (the access manifest
 * grants them to `admin`), so anybody else gets the site's 404 for every address here.
 *
 * - GET the list (`?q=&page=`): accounts by part of their e-mail or name, each with its roles.
 * - GET an account (`/{id}`, `?done=` shows the notice after a change): its grants and the form.
 * - POST `/{id}/udelit` · `/{id}/grant` (`role`, `scopeKind`, `faculty`, `section`) and
 *   `/{id}/odebrat` · `/{id}/revoke` (`role`, `scope`): through `role-changes.ts`, recorded in the
 *   audit log; 303 to the account with the notice. Refused with a message and nothing changed:
 *   an unknown role or malformed scope (422), a faculty that does not exist (422), a grant the
 *   account does not hold (409), the last administrator of the site (409); an account that does
 *   not exist is a 404. A change of the admin's own roles ends their own session too: they are
 *   sent to sign in again.
 * - POST `/{id}/zrusit-dvoufazove-overeni` · `/{id}/reset-two-factor`: for someone who lost their
 *   authenticator and recovery codes, the enrolment goes (audited) and their sessions end; refused
 *   (409, nothing changed) for an account without one and for the admin's own (their own page
 *   asks for a code).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { blankForm, isRecord, parseForm, type FormState } from '../../../forms/form.js'
import { accountsAdminMessages, type AccountsAdminMessageKey } from '../../../i18n/accounts-admin.js'
import { translate, type Lang } from '../../../i18n/index.js'
import { NotFoundError } from '../../../server/errors.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { ADMIN_GRANT, ADMIN_RESET_TWO_FACTOR, ADMIN_REVOKE, paths, routes } from '../../../ui/paths.js'
import type { Permission } from '../permissions.js'
import { accountPageModel, accountsPageModel, type AccountTwoFactor, type FacultyChoice } from './accounts-admin-pages.js'
import { GrantForm, MAX_QUERY, RevokeForm } from './accounts-admin.schema.js'

/** Site-wide: only an unscoped grant holds them. */
export const READ_ACCOUNT: Permission = { action: 'read', entity: 'account' }
export const UPDATE_ACCOUNT: Permission = { action: 'update', entity: 'account' }

const ID = /^[1-9]\d{0,8}$/
const DONE = ['granted', 'revoked', 'unchanged', 'twoFactorReset'] as const
type Done = (typeof DONE)[number]
const doneKey: Record<Done, AccountsAdminMessageKey> = { granted: 'granted', revoked: 'revoked', unchanged: 'alreadyHeld', twoFactorReset: 'twoFactorResetDone' }

type GrantState = FormState<typeof GrantForm.schema, AccountsAdminMessageKey>

/** The grant form's fields as sent, the schema's only, cut short: shown again after a refusal. */
const echoOf = (body: unknown): GrantState['echo'] =>
  isRecord(body) ? Object.fromEntries(Object.entries(body).flatMap(([k, v]) => (typeof v === 'string' && Object.hasOwn(GrantForm.schema.shape, k) ? [[k, v.slice(0, 300)]] : []))) : {}

export const accountsAdminRoutes: FastifyPluginAsync = async (app) => {
  const { accountsAdmin, content, twoFactor, sessions } = app.services
  const said = (lang: Lang, key: AccountsAdminMessageKey) => translate(accountsAdminMessages, lang, key)
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminAccounts(lang))

  /** The faculties a scope may name: their Czech slugs (as scopes are written) and names in `lang`. */
  async function faculties(lang: Lang): Promise<FacultyChoice[]> {
    const [slugs, names] = await Promise.all([content.faculties('cs'), content.faculties(lang)])
    return slugs.map((f) => ({ slug: f.slug, name: names.find((n) => n.id === f.id)?.name ?? f.name }))
  }

  async function accountOr404(req: FastifyRequest, raw: string) {
    const account = ID.test(raw) ? await accountsAdmin.account(Number(raw)) : undefined
    if (!account) throw new NotFoundError(req.url)
    return account
  }

  async function accountPage(req: FastifyRequest, reply: FastifyReply, lang: Lang, id: string, state?: GrantState, notice?: AdminNoticeModel, status?: number) {
    const account = await accountOr404(req, id)
    const own = req.user!.id === account.id
    const enrolment = await twoFactor.status(account.id)
    const twoFactorState: AccountTwoFactor = enrolment.enrolled ? { enrolled: true, enrolledAt: enrolment.enrolledAt, own } : { enrolled: false, own }
    return reply.code(status ?? 200).page(accountPageModel(lang, nav(req, lang), account, await faculties(lang), twoFactorState, state ?? blankForm(), notice, status))
  }

  /** After a change: the account's page, or the login when the admin changed their own roles (their session ended). */
  const changed = (req: FastifyRequest, reply: FastifyReply, lang: Lang, id: number, done: Done) => {
    const to = paths.adminAccount(lang, id, done)
    return reply.redirect(req.user!.id === id && (done === 'granted' || done === 'revoked') ? paths.login(lang, to) : to, 303)
  }

  eachLang((lang) => {
    const base = routes.adminAccounts[lang]

    app.get<{ Querystring: Record<string, unknown> }>(base, { config: { permission: READ_ACCOUNT } }, async (req, reply) => {
      const q = typeof req.query.q === 'string' ? req.query.q.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_QUERY) : ''
      const page = typeof req.query.page === 'string' && /^[1-9]\d{0,4}$/.test(req.query.page) ? Number(req.query.page) : 1
      const [result, list] = await Promise.all([accountsAdmin.search(q, page), faculties(lang)])
      return reply.page(accountsPageModel(lang, nav(req, lang), { q, page }, result, list))
    })

    app.get<{ Params: { id: string }; Querystring: { done?: unknown } }>(`${base}/:id`, { config: { permission: READ_ACCOUNT } }, async (req, reply) => {
      const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as Done) : undefined
      return accountPage(req, reply, lang, req.params.id, undefined, done ? { kind: 'status', text: said(lang, doneKey[done]) } : undefined)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${ADMIN_GRANT[lang]}`, { config: { permission: UPDATE_ACCOUNT } }, async (req, reply) => {
      const account = await accountOr404(req, req.params.id)
      const body = formBody(req)
      const submitted = parseForm(GrantForm, body)
      const refuse = (state: GrantState, key: AccountsAdminMessageKey = 'refusedInvalid') => accountPage(req, reply, lang, req.params.id, state, { kind: 'error', text: said(lang, key) }, 422)
      if (!submitted.ok) return refuse(submitted)
      const v = submitted.values
      let scope = ''
      if (v.scopeKind === 'faculty') {
        if (!(await faculties(lang)).some((f) => f.slug === v.faculty)) return refuse({ errors: { faculty: 'facultyRequired' }, echo: echoOf(body) })
        scope = `faculty:${v.faculty}`
      } else if (v.scopeKind === 'section') scope = `section:${v.section}`
      const outcome = await accountsAdmin.grant({ userId: req.user!.id, ip: req.ip }, account.id, v.role, scope)
      if (outcome === 'not-found') throw new NotFoundError(req.url)
      return changed(req, reply, lang, account.id, outcome === 'granted' ? 'granted' : 'unchanged')
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${ADMIN_REVOKE[lang]}`, { config: { permission: UPDATE_ACCOUNT } }, async (req, reply) => {
      const account = await accountOr404(req, req.params.id)
      const submitted = parseForm(RevokeForm, formBody(req))
      const refuse = (key: AccountsAdminMessageKey, status: number) => accountPage(req, reply, lang, req.params.id, undefined, { kind: 'error', text: said(lang, key) }, status)
      if (!submitted.ok) return refuse(submitted.errors.role ? 'refusedRole' : submitted.errors.scope ? 'refusedScope' : 'refusedInvalid', 422)
      const outcome = await accountsAdmin.revoke({ userId: req.user!.id, ip: req.ip }, account.id, submitted.values.role, submitted.values.scope)
      switch (outcome) {
        case 'not-found':
          throw new NotFoundError(req.url)
        case 'not-held':
          return refuse('notHeld', 409)
        case 'last-admin':
          return refuse('refusedLastAdmin', 409)
        default:
          return changed(req, reply, lang, account.id, 'revoked')
      }
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${ADMIN_RESET_TWO_FACTOR[lang]}`, { config: { permission: UPDATE_ACCOUNT } }, async (req, reply) => {
      const account = await accountOr404(req, req.params.id)
      const refuse = (key: AccountsAdminMessageKey) => accountPage(req, reply, lang, req.params.id, undefined, { kind: 'error', text: said(lang, key) }, 409)
      if (account.id === req.user!.id) return refuse('twoFactorOwn')
      if ((await twoFactor.reset({ userId: req.user!.id, ip: req.ip }, account.id, account.email)) === 'notEnrolled') return refuse('twoFactorNotOn')
      await sessions.endAll(account.id)
      return changed(req, reply, lang, account.id, 'twoFactorReset')
    })
  })
}
