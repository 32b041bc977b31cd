/**
 * The chief editors' redirects (ADR 059), the redirects feature's admin part: the list (find by
 * either address, pages) with a form to add one, and a delete button per redirect. Plain forms;
 * a refusal answers the list with the form filled again and the reason (422), a deleted or
 * unknown redirect a 404 with the list.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { isRecord } from '../../../forms/form.js'
import { formatDateTime, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { redirectsMessages, type RedirectsMessageKey } from '../../../i18n/redirects.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { AdminNotice, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { Pagination } from '../../../ui/pagination.js'
import { paths, routes } from '../../../ui/paths.js'
import { READ_REDIRECTS, UPDATE_REDIRECTS } from '../permissions.js'
import { REDIRECTS_PAGE_SIZE, type RedirectRow } from '../redirects.repository.js'

const MAX_INPUT = 600
const DONE = ['added', 'removed'] as const

interface ListData {
  q: string
  page: number
  rows: RedirectRow[]
  total: number
  canEdit: boolean
  /** The add form's values after a refusal, and the field it concerns. */
  echo?: { from: string; to: string; field: 'from' | 'to' }
}

function redirectsPageModel(lang: Lang, nav: AdminNavLink[], data: ListData, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(redirectsMessages, lang)
  const title = t('title')
  const pages = Math.max(1, Math.ceil(data.total / REDIRECTS_PAGE_SIZE))
  const fieldError = (field: 'from' | 'to') => (data.echo?.field === field ? notice?.text : undefined)
  const field = (name: 'from' | 'to', label: string) => (
    <div className="form__field">
      <label htmlFor={`redirect-${name}`}>{label}</label>
      <input
        id={`redirect-${name}`}
        name={name}
        required
        maxLength={MAX_INPUT}
        autoComplete="off"
        defaultValue={data.echo?.[name]}
        aria-describedby={`redirect-hint${fieldError(name) ? ` redirect-${name}-error` : ''}`}
        aria-invalid={fieldError(name) ? true : undefined}
      />
      {fieldError(name) ? (
        <p className="form__message form__message--error" id={`redirect-${name}-error`}>
          {fieldError(name)}
        </p>
      ) : null}
    </div>
  )
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang),
    alternate: paths.adminRedirects(otherLang(lang), { q: data.q, page: data.page }),
    status,
    className: 'admin-list',
    body: (
        <>
          <PageHeading>{title}</PageHeading>
          <p>{t('intro')}</p>
          <AdminNotice notice={notice} />
          {data.canEdit ? (
            <form method="post" action={paths.adminRedirects(lang)} className="form admin-form" aria-labelledby="redirectAddHeading">
              <h2 id="redirectAddHeading">{t('addHeading')}</h2>
              <p className="form__hint" id="redirect-hint">
                {t('pathHint')}
              </p>
              <div className="admin-form__placement">
                {field('from', t('from'))}
                {field('to', t('to'))}
              </div>
              <p className="admin-form__actions">
                <button type="submit" className="button">
                  {t('add')}
                </button>
              </p>
            </form>
          ) : null}
          <form method="get" action={paths.adminRedirects(lang)} className="filter-form" role="search" aria-label={t('filterHeading')}>
            <div className="filter-form__field">
              <label htmlFor="redirectQuery">{t('filter')}</label>
              <input id="redirectQuery" name="q" type="search" maxLength={MAX_INPUT} defaultValue={data.q} autoComplete="off" />
            </div>
            <p className="filter-form__actions">
              <button type="submit" className="button">
                {t('search')}
              </button>
            </p>
          </form>
          <p id="redirectCount">{t('count', { count: data.total })}</p>
          {data.rows.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <table className="admin-table" id="redirectList">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('from')}</th>
                  <th scope="col">{t('to')}</th>
                  <th scope="col">{t('source')}</th>
                  {data.canEdit ? (
                    <th scope="col">
                      <span className="visually-hidden">{t('remove')}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.id} data-redirect-id={r.id}>
                    <th scope="row">
                      <code>{r.fromPath}</code>
                    </th>
                    <td>
                      <a href={r.toPath}>{r.toPath}</a>
                    </td>
                    <td>
                      {t(r.source === 'auto' ? 'sourceAuto' : 'sourceManual')}, {formatDateTime(lang, r.createdAt)}
                      {r.createdBy ? `, ${r.createdBy}` : ''}
                    </td>
                    {data.canEdit ? (
                      <td>
                        <form method="post" action={paths.adminRedirectDelete(lang, r.id)} aria-label={t('removeLabel', { from: r.fromPath })}>
                          <button type="submit" className="button" aria-label={t('removeLabel', { from: r.fromPath })}>
                            {t('remove')}
                          </button>
                        </form>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pagination page={data.page} pages={pages} href={(page) => paths.adminRedirects(lang, { q: data.q, page })} />
        </>
    ),
  })
}

export const redirectsAdminRoutes: FastifyPluginAsync = async (app) => {
  const { redirects } = app.services
  const said = (lang: Lang, key: RedirectsMessageKey) => translator(redirectsMessages, lang)(key)

  async function listPage(req: FastifyRequest, reply: FastifyReply, lang: Lang, query: { q: string; page: number }, extra: { notice?: AdminNoticeModel; status?: number; echo?: ListData['echo'] } = {}) {
    const result = await redirects.list(query)
    const nav = app.admin.linksFor(req.user, lang, paths.adminRedirects(lang))
    const canEdit = app.access.can(req.user, 'update', 'redirect')
    return reply.code(extra.status ?? 200).page(redirectsPageModel(lang, nav, { ...query, ...result, canEdit, echo: extra.echo }, extra.notice, extra.status))
  }

  eachLang((lang) => {
    const base = routes.adminRedirects[lang]

    app.get<{ Querystring: Record<string, unknown> }>(base, { config: { permission: READ_REDIRECTS } }, async (req, reply) => {
      const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, MAX_INPUT) : ''
      const page = typeof req.query.page === 'string' && /^[1-9]\d{0,4}$/.test(req.query.page) ? Number(req.query.page) : 1
      const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as (typeof DONE)[number]) : undefined
      return listPage(req, reply, lang, { q, page }, { notice: done ? { kind: 'status', text: said(lang, done) } : undefined })
    })

    app.post(base, { config: { permission: UPDATE_REDIRECTS } }, async (req, reply) => {
      const body = formBody(req)
      const value = (name: string) => (isRecord(body) && typeof body[name] === 'string' ? (body[name] as string).slice(0, MAX_INPUT) : '')
      const from = value('from')
      const to = value('to')
      const outcome = await redirects.add(from, to, { userId: req.user!.id, ip: req.ip })
      if (outcome.ok) return reply.redirect(paths.adminRedirects(lang, { done: 'added' }), 303)
      return listPage(req, reply, lang, { q: '', page: 1 }, { notice: { kind: 'error', text: `${said(lang, 'refused')} ${said(lang, outcome.problem)}` }, status: 422, echo: { from, to, field: outcome.problem === 'toInvalid' ? 'to' : 'from' } })
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${lang === 'cs' ? 'smazat' : 'delete'}`, { config: { permission: UPDATE_REDIRECTS } }, async (req, reply) => {
      const id = /^[1-9]\d{0,8}$/.test(req.params.id) ? Number(req.params.id) : undefined
      if (id !== undefined && (await redirects.remove({ userId: req.user!.id, ip: req.ip }, id))) return reply.redirect(paths.adminRedirects(lang, { done: 'removed' }), 303)
      return listPage(req, reply, lang, { q: '', page: 1 }, { notice: { kind: 'error', text: said(lang, 'notFound') }, status: 404 })
    })
  })
}
