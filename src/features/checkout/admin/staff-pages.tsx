/**
 * The staff's pages (ADR 041): the order list (`/qf/cs/sprava/objednavky`, filter by status,
 * search by number or e-mail, pages) and an order (its detail and history as the account shows
 * them, with a button for each change the rules allow from its status). The buttons ask for a
 * confirmation with the site's popup when script runs (ADR 021) and post a plain form; the
 * answer is a full page. Rendered per visitor, never stored (noindex).
 */
import type { OrderStatus } from '../../../db/schema.js'
import { checkoutMessages } from '../../../i18n/checkout.js'
import { formatDate, formatPrice, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { staffMessages, type StaffMessageKey } from '../../../i18n/staff.js'
import { Breadcrumbs } from '../../../ui/breadcrumbs.js'
import { Container } from '../../../ui/container.js'
import { EmailLink } from '../../../ui/email.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { Pagination } from '../../../ui/pagination.js'
import { paths } from '../../../ui/paths.js'
import type { OrderRow } from '../checkout.types.js'
import { OrderDetail, OrderHistory, statusText, StatusWithMark, type OrderPageData } from '../order-pages.js'
import { allowedFrom, ORDER_STATUSES } from '../order-status.js'
import { blankForm, formView, type FormState } from '../../../forms/form.js'
import { SelectField, TextField } from '../../../ui/form-field.js'
import { SHIPMENT_STATUSES } from '../order-status.repository.js'
import { CARRIER, CARRIERS, carrierFor } from '../shipment.js'
import { MAX_QUERY, ShipmentForm, TARGET_STATUSES } from './staff.schema.js'
import type { ListQuery } from './staff.service.js'
import type { Refundable, RefundRow } from '../refunds/refunds.types.js'
import { freshRefundForm, RefundSection, type RefundFormState } from './refund-section.js'
import type { CreditNoteRow } from '../credit-notes/credit-notes.repository.js'
import { WithdrawalsSection, type StaffCan } from '../withdrawals/withdrawals-admin-pages.js'
import type { WithdrawalRow } from '../withdrawals/withdrawals.types.js'

export interface StaffNotice {
  kind: 'status' | 'error'
  text: string
}

/** Id of the notice after a change or a refusal. */
export const STAFF_NOTICE = 'staffNotice'

const buttonKey: Record<(typeof TARGET_STATUSES)[number], StaffMessageKey> = { paid: 'toPaid', shipped: 'toShipped', delivered: 'toDelivered', cancelled: 'toCancelled' }
const confirmKey: Record<(typeof TARGET_STATUSES)[number], StaffMessageKey> = {
  paid: 'confirmPaid',
  shipped: 'confirmShipped',
  delivered: 'confirmDelivered',
  cancelled: 'confirmCancelled',
}

function Notice({ notice }: { notice?: StaffNotice }) {
  if (!notice) return null
  return (
    // Focus goes to what happened when the page loads after a post (as the administration's notice, admin-frame.tsx).
    <p className={`staff__notice staff__notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} id={STAFF_NOTICE} tabIndex={-1} autoFocus>
      {notice.text}
    </p>
  )
}

export interface OrdersPage {
  rows: OrderRow[]
  total: number
  pages: number
}

export function staffOrdersPageModel(lang: Lang, query: ListQuery, result: OrdersPage, notice?: StaffNotice, status?: number): PageModel {
  const t = translator(staffMessages, lang)
  const c = translator(checkoutMessages, lang)
  const filter = { status: query.status ?? undefined, q: query.query || undefined }
  return {
    title: t('ordersTitle'),
    alternate: paths.staffOrders(otherLang(lang), { ...filter, page: query.page }),
    robots: 'noindex',
    status,
    breadcrumbs: { trail: [], current: t('ordersTitle') },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content staff-orders-page">
          <Breadcrumbs trail={[]} current={t('ordersTitle')} />
          <PageHeading>{t('ordersTitle')}</PageHeading>
          <Notice notice={notice} />
          <form method="get" action={paths.staffOrders(lang)} className="staff__filter filter-form" role="search" aria-label={t('filterHeading')}>
            <div className="filter-form__field">
              <label htmlFor="staffStatus">{t('filterStatus')}</label>
              <select id="staffStatus" name="status" defaultValue={query.status ?? ''}>
                <option value="">{t('filterAll')}</option>
                {ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusText(lang, s)}
                  </option>
                ))}
              </select>
            </div>
            <div className="filter-form__field">
              <label htmlFor="staffQuery">{t('filterQuery')}</label>
              <input id="staffQuery" name="q" type="search" maxLength={MAX_QUERY} defaultValue={query.query} autoComplete="off" />
            </div>
            <p className="filter-form__actions">
              <button type="submit" className="button">
                {t('filterSubmit')}
              </button>
              {query.status || query.query ? <a href={paths.staffOrders(lang)}>{t('filterReset')}</a> : null}
            </p>
          </form>
          <p id="staffOrdersCount">{t('count', { count: result.total })}</p>
          {result.rows.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <table className="cart__lines staff__orders" id="staffOrders">
              <caption className="visually-hidden">{t('ordersTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{c('orderNumber')}</th>
                  <th scope="col">{t('created')}</th>
                  <th scope="col">{t('customer')}</th>
                  <th scope="col">{c('status')}</th>
                  <th scope="col">{t('total')}</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((o) => (
                  <tr key={o.id} className="staff__order" data-order-number={o.number}>
                    <th scope="row">
                      <a href={paths.staffOrder(lang, o.number)}>{o.number}</a>
                    </th>
                    <td>{formatDate(lang, o.createdAt)}</td>
                    <td>
                      {o.name}
                      <br />
                      <EmailLink address={o.email} />
                    </td>
                    <td>
                      <StatusWithMark lang={lang} order={o} />
                    </td>
                    <td>{formatPrice(lang, o.totalMinor)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pagination page={query.page} pages={result.pages} href={(page) => paths.staffOrders(lang, { ...filter, page })} />
        </Container>
      ),
    },
  }
}

export type StaffOrderData = OrderPageData & Required<Pick<OrderPageData, 'history'>> & { refunds: RefundRow[]; refundable: Refundable; refundCreditNotes: CreditNoteRow[]; withdrawals: WithdrawalRow[]; can: StaffCan }

export type ShipmentFormState = FormState<typeof ShipmentForm.schema, keyof typeof staffMessages>

export function staffOrderPageModel(lang: Lang, data: StaffOrderData, notice?: StaffNotice, status?: number, shipmentForm: ShipmentFormState = blankForm(), refundForm: RefundFormState = freshRefundForm()): PageModel {
  const t = translator(staffMessages, lang)
  const { order } = data
  const title = t('orderTitle', { number: order.number })
  const trail = [{ label: t('ordersTitle'), href: paths.staffOrders(lang) }]
  return {
    title,
    alternate: paths.staffOrder(otherLang(lang), order.number),
    robots: 'noindex',
    status,
    breadcrumbs: { trail, current: title },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content order-page staff-order-page">
          <Breadcrumbs trail={trail} current={title} />
          <PageHeading>{title}</PageHeading>
          <Notice notice={notice} />
          <StatusActions lang={lang} order={order} />
          <ShipmentSection lang={lang} data={data} state={shipmentForm} />
          <WithdrawalsSection lang={lang} order={order} lines={data.lines} withdrawals={data.withdrawals} can={data.can} />
          <RefundSection lang={lang} order={order} lines={data.lines} refundable={data.refundable} refunds={data.refunds} creditNotes={data.refundCreditNotes} state={refundForm} canRefund={data.can.refund} />
          <div className="order">
            <OrderDetail lang={lang} data={{ ...data, invoiceHref: (format) => paths.staffInvoice(lang, order.number, format) }} />
            <OrderHistory lang={lang} order={order} history={data.history} refunded={data.refunds.filter((r) => r.status === 'succeeded').map((r) => ({ at: r.createdAt, totalMinor: r.totalMinor }))} />
          </div>
          <p>
            <a href={paths.staffOrders(lang)}>{t('backToList')}</a>
          </p>
        </Container>
      ),
    },
  }
}

/** The changes the rules allow from the order's status (order-status.ts), each a confirmed submit button. */
export const changesFrom = (order: { status: OrderStatus; paymentCode: string }) => TARGET_STATUSES.filter((to) => allowedFrom(to, order.paymentCode).includes(order.status))

function StatusActions({ lang, order }: { lang: Lang; order: OrderRow }) {
  const t = translator(staffMessages, lang)
  const changes = changesFrom(order)
  return (
    <section className="staff__actions" aria-labelledby="staffActionsHeading">
      <h2 id="staffActionsHeading">{t('actionsHeading')}</h2>
      {changes.length === 0 ? (
        <p id="staffNoChanges">{t('actionsNone')}</p>
      ) : (
        <form method="post" action={paths.staffOrderStatus(lang, order.number)} className="staff__status-form" aria-labelledby="staffActionsHeading">
          <input type="hidden" name="from" value={order.status} />
          {changes.map((to) => (
            <button
              key={to}
              type="submit"
              name="to"
              value={to}
              className={to === 'cancelled' ? 'button button--secondary' : 'button'}
              data-confirm={t(confirmKey[to], { number: order.number })}
              data-confirm-title={t('confirmTitle')}
            >
              {t(buttonKey[to])}
            </button>
          ))}
        </form>
      )}
    </section>
  )
}

/**
 * The order's parcel (ADR 071): the carrier (the shipping method's by default) and its tracking
 * number, saved with a plain form; the packing slip to print. Pick-up at the shop has no parcel.
 */
function ShipmentSection({ lang, data, state }: { lang: Lang; data: StaffOrderData; state: ShipmentFormState }) {
  const t = translator(staffMessages, lang)
  const { order, shipment } = data
  const carrier = carrierFor(order.shippingCode)
  const open = carrier !== undefined && SHIPMENT_STATUSES.includes(order.status)
  const form = formView(ShipmentForm, state, lang)
  // What was sent, else the parcel as saved, else the shipping method's carrier.
  const saved: Record<string, string | undefined> = { carrier: shipment?.carrier ?? carrier, trackingNumber: shipment?.trackingNumber }
  const shown = { ...form, value: (name: string) => form.value(name) ?? saved[name] }
  return (
    <section className="staff__shipment" aria-labelledby="staffShipmentHeading">
      <h2 id="staffShipmentHeading">{t('shipmentHeading')}</h2>
      {!carrier ? <p>{t('shipmentNone')}</p> : !open ? <p>{t('shipmentClosed')}</p> : null}
      {open ? (
        <form method="post" action={paths.staffOrderShipment(lang, order.number)} className="staff__shipment-form" aria-labelledby="staffShipmentHeading" noValidate>
          <SelectField form={shown} name="carrier" id="shipmentCarrier" label={t('shipmentCarrier')} options={CARRIERS.map((c) => ({ value: c, label: CARRIER[c].name[lang] }))} />
          <TextField
            form={shown}
            name="trackingNumber"
            id="shipmentNumber"
            label={t('shipmentNumber')}
            hint={t('shipmentNumberHint')}
            maxLength={60}
            autoComplete="off"
            spellCheck={false}
            required
          />
          {order.status !== 'shipped' ? <p className="form__hint">{t('shipmentMailNote')}</p> : null}
          <p>
            <button type="submit" className="button">
              {t('shipmentSave')}
            </button>
          </p>
        </form>
      ) : shipment ? (
        <p>
          {CARRIER[shipment.carrier].name[lang]}: {shipment.trackingNumber}
        </p>
      ) : null}
      {order.status !== 'cancelled' ? (
        <p>
          <a href={paths.packingSlip(lang, order.number)} id="packingSlipLink">
            {t('packingSlip')}
          </a>
        </p>
      ) : null}
    </section>
  )
}
