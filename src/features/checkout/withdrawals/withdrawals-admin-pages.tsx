/**
 * The shop manager's withdrawals (ADR 083): the queue (`/qf/cs/sprava/odstoupeni` ·
 * `/qf/en/admin/withdrawals`, filtered by state, 20 a page, newest first) and the section on an
 * order's administration page: each withdrawal with its lines, reason and account, the button
 * that records the goods received (they go back in stock), and the link that opens the refund
 * form prefilled with it. Buttons confirm with the site's popup when script runs (ADR 021).
 */
import { formatDate, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { withdrawalMessages, type WithdrawalMessageKey } from '../../../i18n/withdrawals.js'
import { Breadcrumbs } from '../../../ui/breadcrumbs.js'
import { Container } from '../../../ui/container.js'
import { EmailLink } from '../../../ui/email.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { Pagination } from '../../../ui/pagination.js'
import { paths } from '../../../ui/paths.js'
import type { OrderLineRow, OrderRow } from '../checkout.types.js'
import { lineName } from '../order-documents.js'
import type { staffCan } from '../permissions.js'
import { stateOf } from './withdrawals.repository.js'
import { QUEUE_STATES, type QueueFilter } from './withdrawals.service.js'
import type { QueueRow, WithdrawalRow, WithdrawalState } from './withdrawals.types.js'

const STATE_KEY: Record<WithdrawalState, WithdrawalMessageKey> = { goods: 'stateGoods', refund: 'stateRefund', done: 'stateDone' }
const FILTER_KEY: Record<QueueFilter, WithdrawalMessageKey> = { todo: 'stateTodo', goods: 'stateGoods', refund: 'stateRefund', done: 'stateDone', all: 'stateAll' }

export function withdrawalsQueuePageModel(lang: Lang, filter: { state: QueueFilter; page: number }, result: { rows: QueueRow[]; total: number; pages: number }): PageModel {
  const t = translator(withdrawalMessages, lang)
  const title = t('queueTitle')
  return {
    title,
    alternate: paths.adminWithdrawals(otherLang(lang), filter),
    robots: 'noindex',
    breadcrumbs: { trail: [], current: title },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content staff-orders-page withdrawals-page">
          <Breadcrumbs trail={[]} current={title} />
          <PageHeading>{title}</PageHeading>
          <form method="get" action={paths.adminWithdrawals(lang)} className="staff__filter filter-form" role="search" aria-label={t('filterState')}>
            <div className="filter-form__field">
              <label htmlFor="withdrawalState">{t('filterState')}</label>
              <select id="withdrawalState" name="state" defaultValue={filter.state}>
                {QUEUE_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(FILTER_KEY[s])}
                  </option>
                ))}
              </select>
            </div>
            <p className="filter-form__actions">
              <button type="submit" className="button">
                {t('filterSubmit')}
              </button>
            </p>
          </form>
          <p id="withdrawalsCount">{t('count', { count: String(result.total) })}</p>
          {result.rows.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <table className="cart__lines staff__orders staff__withdrawals" id="withdrawalsQueue">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('colOrder')}</th>
                  <th scope="col">{t('colWhen')}</th>
                  <th scope="col">{t('colCustomer')}</th>
                  <th scope="col">{t('colPieces')}</th>
                  <th scope="col">{t('colState')}</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((w) => (
                  <tr key={w.id} data-withdrawal-state={w.state}>
                    <th scope="row">
                      <a href={`${paths.staffOrder(lang, w.number)}#withdrawal-${w.id}`}>{w.number}</a>
                    </th>
                    <td>{formatDate(lang, w.createdAt)}</td>
                    <td>
                      {w.name}
                      <br />
                      <EmailLink address={w.email} />
                    </td>
                    <td>{w.pieces}</td>
                    <td>{t(STATE_KEY[w.state])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pagination page={filter.page} pages={result.pages} href={(page) => paths.adminWithdrawals(lang, { state: filter.state, page })} />
        </Container>
      ),
    },
  }
}

export type StaffCan = ReturnType<typeof staffCan>

/** The order's withdrawals on its administration page; nothing when it has none or the reader may not see them. */
export function WithdrawalsSection({ lang, order, lines, withdrawals, can }: { lang: Lang; order: OrderRow; lines: OrderLineRow[]; withdrawals: WithdrawalRow[]; can: StaffCan }) {
  const t = translator(withdrawalMessages, lang)
  if (!can.withdrawals || withdrawals.length === 0) return null
  const shipped = order.status === 'shipped' || order.status === 'delivered'
  return (
    <section className="staff__withdrawals" aria-labelledby="withdrawalsHeading">
      <h2 id="withdrawalsHeading">{t('sectionHeading')}</h2>
      {withdrawals.map((w) => {
        const state = stateOf(w, order.status)
        return (
          <article key={w.id} id={`withdrawal-${w.id}`} data-withdrawal-state={state} aria-labelledby={`withdrawal-${w.id}-heading`}>
            <h3 id={`withdrawal-${w.id}-heading`}>{t('sectionItem', { id: String(w.id), date: formatDate(lang, w.createdAt) })}</h3>
            <ul>
              {w.lines.map((l) => {
                const line = lines.find((x) => x.line === l.line)
                return <li key={l.line}>{`${line ? lineName(lang, line) : l.line}: ${t('pieces', { count: String(l.quantity) })}`}</li>
              })}
            </ul>
            <p>
              {w.reason ? t('mailReason', { reason: w.reason }) : t('noReason')}
              {w.account ? (
                <>
                  <br />
                  {t('mailAccount', { account: w.account })}
                </>
              ) : null}
            </p>
            <p>
              <strong>{t(STATE_KEY[state])}</strong>
              {w.receivedAt ? ` ${t('receivedBy', { date: formatDate(lang, w.receivedAt), who: w.receivedBy ?? '—' })}` : ''}
              {w.refundId !== null ? ` ${t('refunded')}` : ''}
            </p>
            {state === 'goods' && can.receive ? (
              shipped ? (
                <form method="post" action={paths.staffWithdrawalReceived(lang, order.number, w.id)} className="staff__status-form">
                  <p className="form__hint">{t('receiveHint')}</p>
                  <button type="submit" className="button" id={`withdrawalReceive${w.id}`} data-confirm={t('receiveConfirm', { id: String(w.id) })} data-confirm-title={t('confirmTitle')}>
                    {t('receive')}
                  </button>
                </form>
              ) : (
                <p>{t('notShipped')}</p>
              )
            ) : null}
            {state === 'refund' && can.refund ? (
              <p>
                <a className="button" href={paths.staffOrderRefundFor(lang, order.number, w.id)} id={`withdrawalRefund${w.id}`}>
                  {t('refundLink')}
                </a>
              </p>
            ) : null}
          </article>
        )
      })}
    </section>
  )
}
