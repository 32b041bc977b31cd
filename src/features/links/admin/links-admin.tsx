/**
 * The broken internal links report (ADR 100), `/qf/cs/sprava/nefunkcni-odkazy` ·
 * `/qf/en/admin/broken-links`: each broken link of the items the user may read where they sit
 * (a chief editor everything, an editor their faculty's or section's), with the item's edit form,
 * its language, the link's text, its target and why it is broken; filtered by kind of item, a page
 * of 50 at a time. A malformed page number or kind answers 400 with the report's first page and a
 * message saying what was wrong.
 */
import type { FastifyPluginAsync } from 'fastify'
import { otherLang, translator, type Lang } from '../../../i18n/index.js'
import { linksMessages, type LinksMessageKey } from '../../../i18n/links.js'
import { eachLang } from '../../../server/localized.js'
import { AdminNotice, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { Pagination } from '../../../ui/pagination.js'
import { paths, routes } from '../../../ui/paths.js'
import { LINK_HOLDER_KINDS, type LinkHolderKind } from '../link-sources.js'
import type { BrokenLink } from '../links.service.js'
import { READ_LINK_REPORT } from '../permissions.js'

const KIND_KEY: Record<LinkHolderKind, LinksMessageKey> = { news: 'kindNews', event: 'kindEvent', page: 'kindPage' }
const REF_KEY = { news: 'refNews', page: 'refPage', document: 'refDocument' } as const

interface ReportData {
  kind?: LinkHolderKind
  page: number
  pages: number
  total: number
  rows: BrokenLink[]
}

function Target({ lang, link }: { lang: Lang; link: BrokenLink }) {
  const t = translator(linksMessages, lang)
  if ('path' in link.to) return <code>{link.to.path}</code>
  return <>{t(REF_KEY[link.to.kind], { id: link.to.id })}</>
}

function linksPageModel(lang: Lang, nav: AdminNavLink[], data: ReportData, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(linksMessages, lang)
  const title = t('title')
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang),
    alternate: paths.adminBrokenLinks(otherLang(lang), { kind: data.kind, page: data.page }),
    status,
    className: 'admin-list',
    body: (
      <>
        <PageHeading>
          {title} <span id="brokenLinksCount">({data.total})</span>
        </PageHeading>
        <p>{t('intro')}</p>
        <AdminNotice notice={notice} />
        <form method="get" action={paths.adminBrokenLinks(lang)} className="filter-form" role="search" aria-label={t('filterHeading')}>
          <div className="filter-form__field">
            <label htmlFor="brokenLinksKind">{t('kind')}</label>
            <select id="brokenLinksKind" name="kind" defaultValue={data.kind ?? ''}>
              <option value="">{t('kindAll')}</option>
              {LINK_HOLDER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(KIND_KEY[k])}
                </option>
              ))}
            </select>
          </div>
          <p className="filter-form__actions">
            <button type="submit" className="button">
              {t('show')}
            </button>
          </p>
        </form>
        <p className="visually-hidden">{t('count', { count: data.total })}</p>
        {data.rows.length === 0 ? (
          <p id="brokenLinksNone">{t('none')}</p>
        ) : (
          <table className="admin-table" id="brokenLinks">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('item')}</th>
                <th scope="col">{t('lang')}</th>
                <th scope="col">{t('text')}</th>
                <th scope="col">{t('target')}</th>
                <th scope="col">{t('reason')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r, i) => (
                <tr key={i} data-holder={`${r.holder.kind}:${r.holder.id}`} data-reason={r.reason}>
                  <th scope="row">
                    <a href={r.holder.href(lang)} lang={r.holder.lang === lang ? undefined : r.holder.lang}>
                      {r.holder.title}
                    </a>{' '}
                    <span className="admin-note">({t(KIND_KEY[r.holder.kind])})</span>
                  </th>
                  <td>{t(r.holder.lang === 'cs' ? 'langCs' : 'langEn')}</td>
                  <td lang={r.holder.lang === lang ? undefined : r.holder.lang}>{r.text || t('documentList')}</td>
                  <td className="admin-table__wrap">
                    <Target lang={lang} link={r} />
                  </td>
                  <td>{t(r.reason)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pagination page={data.page} pages={data.pages} href={(page) => paths.adminBrokenLinks(lang, { kind: data.kind, page })} />
      </>
    ),
  })
}

export const linksAdminRoutes: FastifyPluginAsync = async (app) => {
  eachLang((lang) => {
    const input = () => ({ services: app.services, routes: app.getRoutes })
    // The check of every path's verdict after a change starts once the answer is sent, never in its way (ADR 100).
    const onResponse = async () => app.services.links.refresh(input())
    app.get<{ Querystring: Record<string, unknown> }>(routes.adminBrokenLinks[lang], { config: { permission: { ...READ_LINK_REPORT, somewhere: true } }, onResponse }, async (req, reply) => {
      const t = translator(linksMessages, lang)
      const rawPage = req.query.page
      const rawKind = req.query.kind
      const pageOk = rawPage === undefined || (typeof rawPage === 'string' && /^[1-9]\d{0,4}$/.test(rawPage))
      const kindOk = rawKind === undefined || rawKind === '' || (typeof rawKind === 'string' && (LINK_HOLDER_KINDS as readonly string[]).includes(rawKind))
      const kind = kindOk && rawKind ? (rawKind as LinkHolderKind) : undefined
      const page = pageOk && typeof rawPage === 'string' ? Number(rawPage) : 1
      // What the user may read where it sits: an editor's scope filters the rows, in the query (ADR 100).
      const result = await app.services.links.report(input(), { kind, page, reach: (entity) => app.access.reach(req.user, 'read', entity) })
      const nav = app.admin.linksFor(req.user, lang, paths.adminBrokenLinks(lang))
      const problem = !pageOk ? t('badPage') : !kindOk ? t('badKind') : undefined
      return reply.code(problem ? 400 : 200).page(linksPageModel(lang, nav, { kind, ...result }, problem ? { kind: 'error', text: problem } : undefined, problem ? 400 : undefined))
    })
  })
}
