/**
 * Refunds owed (ADR 091), `/qf/cs/sprava/vraceni-penez` · `/qf/en/admin/refunds-owed`: the
 * cancelled orders that were paid and whose refunds made do not cover it yet — the refund the
 * cancel's mail promised. Longest waiting first, 20 a page; each links to the order's refund form.
 */
import { formatDate, formatPrice, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { refundMessages } from '../../../i18n/refunds.js'
import type { AdminNavLink } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { EmailLink } from '../../../ui/email.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { Pagination } from '../../../ui/pagination.js'
import { paths } from '../../../ui/paths.js'
import type { OwedRow } from '../refunds/refunds.types.js'

export const OWED_PAGE_SIZE = 20

/** The page asked for in the query string; anything odd is the first. */
export const owedPage = (query: Record<string, unknown>) => (typeof query.page === 'string' && /^\d{1,4}$/.test(query.page) ? Math.max(Number(query.page), 1) : 1)

/** In the administration's frame: its trail and navigation, as the back office's other lists. */
export function refundsOwedPageModel(lang: Lang, nav: AdminNavLink[], page: number, result: { rows: OwedRow[]; total: number }): PageModel {
  const t = translator(refundMessages, lang)
  const title = t('owedTitle')
  const pages = Math.ceil(result.total / OWED_PAGE_SIZE)
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang),
    alternate: paths.adminRefundsOwed(otherLang(lang), page),
    className: 'staff-orders-page refunds-owed-page',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <p>{t('owedLead')}</p>
        <p id="refundsOwedCount">{t('owedCount', { count: String(result.total) })}</p>
        {result.rows.length === 0 ? (
          <p>{t('owedNone')}</p>
        ) : (
          <table className="cart__lines staff__orders" id="refundsOwed">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('owedOrder')}</th>
                <th scope="col">{t('owedCancelled')}</th>
                <th scope="col">{t('owedCustomer')}</th>
                <th scope="col">{t('owedPaidRefunded')}</th>
                <th scope="col">{t('owedLeft')}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((r) => (
                <tr key={r.number} data-order-number={r.number}>
                  <th scope="row">
                    <a href={paths.staffOrderRefundForm(lang, r.number)}>{r.number}</a>
                  </th>
                  <td>{r.cancelledAt ? formatDate(lang, r.cancelledAt) : '—'}</td>
                  <td>
                    {r.name}
                    <br />
                    <EmailLink address={r.email} />
                  </td>
                  <td>
                    {formatPrice(lang, r.paidMinor)} / {formatPrice(lang, r.refundedMinor)}
                  </td>
                  <td>
                    <strong>{formatPrice(lang, r.owedMinor)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pagination page={page} pages={pages} href={(p) => paths.adminRefundsOwed(lang, p)} />
      </>
    ),
  })
}
