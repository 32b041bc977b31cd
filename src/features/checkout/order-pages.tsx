/**
 * Pages of a placed order: its confirmation (`/qf/cs/eshop/objednavka/{number}`; root
 * `#order-confirmation` with `data-order-tracking`, payment instructions, the SPAYD QR for a
 * transfer), the simulated gateway's page (ADR 028), the shop's legal pages and the account's
 * orders. Rendered per visitor, never stored (noindex), except the legal pages.
 */
import type { CreditNoteRow } from './credit-notes/credit-notes.repository.js'
import { Fragment } from 'react'
import { checkoutMessages } from '../../i18n/checkout.js'
import { formatDate, formatDateTime, formatPrice, otherLang, translator, type Lang } from '../../i18n/index.js'
import { legalText, type LegalPage } from '../../i18n/legal.js'
import { ORDER_TRACKING_ATTRIBUTE, orderTracking } from '../../shared/tracking.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import type { OrderLineView, OrderRow } from './checkout.types.js'
import { paymentOf, shippingOf } from './methods.js'
import { buyerLines, deliveryLine, lineName, sellerFacts, vatOfLines } from './order-documents.js'
import { SELLER } from './seller.js'
import type { CheckoutMessageKey } from '../../i18n/checkout.js'
import type { OrderStatus, PaymentStatus } from '../../db/schema.js'
import type { StatusChange } from './order-status.types.js'
import { CARRIER, trackingUrlOf, type Shipment } from './shipment.js'
import { WithdrawalEntry, type WithdrawalOffer } from './withdrawals/withdrawal-pages.js'

export interface OrderPageData {
  order: OrderRow
  lines: OrderLineView[]
  /** The transfer's QR code as SVG markup (our own output of `qrcode`, not user text). */
  qrSvg?: string
  /** Where the card payment starts (a pending, declined or abandoned card payment). */
  payUrl?: string
  /** Why the card payment could not go on just now (the provider did not answer; ADR 040). */
  notice?: string
  /** The status's changes, oldest first (the account's detail; ADR 044). */
  history?: StatusChange[]
  /** The parcel's carrier and tracking number, once the shop has set them (ADR 071). */
  shipment?: Shipment
  /** The credit notes of its refunds, to download beside the invoice (ADR 084). */
  creditNotes?: CreditNoteRow[]
  /** Where the invoice is downloaded when not from the customer's address (the staff's order page, ADR 084). */
  invoiceHref?: (format: 'pdf' | 'isdoc') => string
  /** The refunds made, as the history shows them (ADR 082). */
  refunded?: RefundMade[]
  /** Whether the customer may withdraw, and the withdrawals made (ADR 083). */
  withdrawal?: WithdrawalOffer
}

/** A refund made, as an order's history shows it. */
export interface RefundMade {
  at: Date
  totalMinor: number
}

const statusKey: Record<OrderStatus, CheckoutMessageKey> = {
  new: 'statusNew',
  paid: 'statusPaid',
  shipped: 'statusShipped',
  delivered: 'statusDelivered',
  cancelled: 'statusCancelled',
}

const paymentKey: Partial<Record<PaymentStatus, CheckoutMessageKey>> = {
  pending: 'paymentPending',
  approved: 'paymentApproved',
  declined: 'paymentDeclined',
  abandoned: 'paymentAbandoned',
}

export const statusText = (lang: Lang, status: OrderStatus) => translator(checkoutMessages, lang)(statusKey[status])

/**
 * An order's status where staff and the customer read it (lists, detail), with the mark of a
 * test payment: the simulated gateway "paid" it and no money moved (ADR 046).
 */
export function StatusWithMark({ lang, order }: { lang: Lang; order: Pick<OrderRow, 'status' | 'testPayment'> }) {
  const status = statusText(lang, order.status)
  if (!order.testPayment) return <>{status}</>
  // One text node each: adjacent ones would be joined by React's `<!-- -->` markers.
  return (
    <>
      {`${status} `}
      <strong className="order__test-payment">{`(${translator(checkoutMessages, lang)('testPaymentMark')})`}</strong>
    </>
  )
}

/** The caption and column heads of an order's lines: the checkout's summary and the order pages alike. */
export function OrderLinesHead({ lang }: { lang: Lang }) {
  const t = translator(checkoutMessages, lang)
  return (
    <>
      <caption className="visually-hidden">{t('stepSummary')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('goods')}</th>
          <th scope="col">{t('quantity')}</th>
          <th scope="col">{t('unitPrice')}</th>
          <th scope="col">{t('lineTotal')}</th>
        </tr>
      </thead>
    </>
  )
}

/** An order's facts, lines, totals, addresses, shipping and payment: the confirmation, the account's and the staff's detail. */
export function OrderDetail({ lang, data }: { lang: Lang; data: OrderPageData }) {
  const t = translator(checkoutMessages, lang)
  const { order, lines } = data
  const price = (m: number) => formatPrice(lang, m)
  const payment = order.testPayment ? 'paymentTest' : paymentKey[order.paymentStatus]
  return (
    <>
      {order.paymentCode === 'card' && payment ? (
        <p className={`checkout__notice checkout__notice--${order.testPayment ? 'test' : order.paymentStatus}`} role="status" id="paymentStatus">
          {t(payment)}
        </p>
      ) : null}
      {data.notice ? (
        <p className="checkout__notice checkout__notice--problem" role="alert" id="paymentProblem">
          {data.notice}
        </p>
      ) : null}
      {data.payUrl ? (
        <p>
          <a className="button" href={data.payUrl} id="payByCard">
            {t('payCard')}
          </a>
        </p>
      ) : null}
      <dl className="order__facts">
        <dt>{t('orderNumber')}</dt>
        <dd id="orderNumber">{order.number}</dd>
        <dt>{t('orderDate')}</dt>
        <dd>{formatDate(lang, order.createdAt)}</dd>
        <dt>{t('status')}</dt>
        <dd id="orderStatus">
          <StatusWithMark lang={lang} order={order} />
        </dd>
      </dl>
      {order.paymentCode === 'transfer' && order.status === 'new' ? (
        <section className="order__transfer" aria-labelledby="transferHeading">
          <h2 id="transferHeading">{t('transferTitle')}</h2>
          <dl className="order__facts">
            <dt>{t('transferAccount')}</dt>
            <dd>{SELLER.account}</dd>
            <dt>{t('transferIban')}</dt>
            <dd>{SELLER.iban}</dd>
            <dt>{t('transferVs')}</dt>
            <dd id="variableSymbol">{order.number}</dd>
            <dt>{t('transferAmount')}</dt>
            <dd>{price(order.totalMinor)}</dd>
          </dl>
          {data.qrSvg ? (
            <figure className="order__qr">
              <div className="order__qr-code" role="img" aria-label={t('transferQr')} dangerouslySetInnerHTML={{ __html: data.qrSvg }} />
              <figcaption>{t('transferQr')}</figcaption>
            </figure>
          ) : null}
        </section>
      ) : null}
      {order.paymentCode === 'cod' ? <p>{t('codNote')}</p> : null}
      <table className="cart__lines order__lines">
        <OrderLinesHead lang={lang} />
        <tbody>
          {lines.map((l) => (
            <tr key={l.line} className={`order-line order-line--${l.kind}`}>
              <th scope="row">
                {l.kind === 'shipping' ? `${t('shippingLine')}: ` : l.kind === 'payment' ? `${t('paymentLine')}: ` : ''}
                {lineName(lang, l)}
              </th>
              <td>{l.quantity}</td>
              <td>{price(l.unitPriceMinor)}</td>
              <td>{price(l.unitPriceMinor * l.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="cart__total">
        {t('total')}: <strong id="orderTotal">{price(order.totalMinor)}</strong>
      </p>
      <p className="cart__vat-note">
        {t('vatIncluded', { vat: price(order.vatMinor) })} ({vatOfLines(lines).map((v) => `${t('vatRate', { rate: v.rate })}: ${price(v.vatMinor)}`).join('; ')})
      </p>
      <div className="order__parties">
        <section aria-labelledby="deliveryHeading">
          <h2 id="deliveryHeading">{t('deliveryAddress')}</h2>
          <p>
            {buyerLines(order).map((line, i) => (
              <Fragment key={i}>
                {i > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
          {deliveryLine(lang, order) ? <p id="orderDeliveryPoint">{deliveryLine(lang, order)}</p> : null}
          <p>
            {t('shippingLine')}: {shippingOf(order.shippingCode)?.name[lang]}
            <br />
            {t('paymentLine')}: {paymentOf(order.paymentCode)?.name[lang]}
          </p>
          {data.shipment ? <ShipmentFacts lang={lang} shipment={data.shipment} /> : null}
        </section>
        <section aria-labelledby="sellerHeading">
          <h2 id="sellerHeading">{t('seller')}</h2>
          <p>
            {SELLER.name}
            <br />
            {`${SELLER.street}, ${SELLER.postalCode} ${SELLER.city}`}
            <br />
            {`IČO ${SELLER.ico}, DIČ ${SELLER.dic}`}
          </p>
        </section>
      </div>
      <p className="order__links">
        <a href={data.invoiceHref?.('pdf') ?? paths.invoice(lang, order.number)} id="invoiceLink">
          {t('invoice')}
        </a>{' '}
        · <a href={data.invoiceHref?.('isdoc') ?? paths.invoiceIsdoc(lang, order.number)} id="invoiceIsdocLink">{t('invoiceIsdoc')}</a>{' '}
        · <a href={paths.terms(lang)}>{t('termsLink')}</a> · <a href={paths.withdrawal(lang)}>{t('withdrawalLink')}</a> · <a href={paths.complaints(lang)}>{t('complaintsLink')}</a>
      </p>
      {data.creditNotes?.length ? <CreditNotes lang={lang} order={order.number} notes={data.creditNotes} /> : null}
    </>
  )
}

/** The order's credit notes (ADR 084), each as PDF and ISDOC. */
function CreditNotes({ lang, order, notes }: { lang: Lang; order: string; notes: CreditNoteRow[] }) {
  const t = translator(checkoutMessages, lang)
  return (
    <section aria-labelledby="creditNotesHeading" id="creditNotes">
      <h2 id="creditNotesHeading">{t('creditNotesHeading')}</h2>
      <ul>
        {notes.map((n) => (
          <li key={n.number}>
            {t('creditNoteLine', { number: n.number, date: formatDate(lang, n.issuedAt) })}:{' '}
            <a href={paths.creditNote(lang, order, n.number, 'pdf')} className="order__credit-note">{`${n.number}.pdf`}</a> · <a href={paths.creditNote(lang, order, n.number, 'isdoc')}>{`${n.number}.isdoc`}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The parcel's carrier and number, and a link to the carrier's tracking page (ADR 071). */
function ShipmentFacts({ lang, shipment }: { lang: Lang; shipment: Shipment }) {
  const t = translator(checkoutMessages, lang)
  const carrier = CARRIER[shipment.carrier].name[lang]
  return (
    <p id="orderShipment">
      {t('shipmentCarrier')}: {carrier}
      <br />
      {t('shipmentNumber')}: {shipment.trackingNumber}
      <br />
      <a href={trackingUrlOf(shipment)} rel="noopener noreferrer" id="orderTracking">
        {t('shipmentTrack', { carrier })}
      </a>
    </p>
  )
}

const crumbs = (lang: Lang) => (lang === 'cs' ? 'E-shop' : 'E-shop')

export function confirmationPageModel(lang: Lang, data: OrderPageData, status?: number): PageModel {
  const t = translator(checkoutMessages, lang)
  const { order, lines } = data
  const title = t('confirmationTitle', { number: order.number })
  const tracking = orderTracking(
    order,
    lines.map((l) => ({
      productId: 0,
      // The product's SKU, as in every other event; the line's own (a shipping or payment code) without a product.
      sku: l.productSku ?? l.sku,
      name: l.nameCs,
      priceMinor: l.unitPriceMinor,
      category: l.category,
      variant: l.size,
      quantity: l.quantity,
    })),
  )
  return {
    title,
    alternate: paths.order(otherLang(lang), order.number),
    status,
    section: 'eshop',
    robots: 'noindex',
    breadcrumbs: { trail: [{ label: crumbs(lang), href: paths.eshop(lang) }], current: title },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content order-page">
          <PageHeading>{title}</PageHeading>
          <div id="order-confirmation" className="order" {...{ [ORDER_TRACKING_ATTRIBUTE]: JSON.stringify(tracking) }}>
            <p className="order__lead">{t('confirmationLead', { email: order.email })}</p>
            <OrderDetail lang={lang} data={data} />
            {data.withdrawal ? <WithdrawalEntry lang={lang} number={order.number} offer={data.withdrawal} /> : null}
          </div>
        </Container>
      ),
    },
  }
}

/**
 * Another tab's submit of a checkout that had placed its order (ADR 045): says so and links the
 * order, whose confirmation that tab did not show. No order tracking: the purchase was reported
 * once, by the confirmation.
 */
export function alreadyPlacedPageModel(lang: Lang, order: OrderRow): PageModel {
  const t = translator(checkoutMessages, lang)
  const title = t('alreadyPlacedTitle', { number: order.number })
  return {
    title,
    alternate: paths.orderAlreadyPlaced(otherLang(lang), order.number),
    section: 'eshop',
    robots: 'noindex',
    breadcrumbs: { trail: [{ label: crumbs(lang), href: paths.eshop(lang) }], current: title },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content order-page">
          <PageHeading>{title}</PageHeading>
          <p className="order__lead" id="alreadyPlaced">
            {t('alreadyPlacedLead')}
          </p>
          <AlreadyPlacedLinks lang={lang} number={order.number} />
        </Container>
      ),
    },
  }
}

/** The way on from an order already placed: the order itself, or the shop. Also on an empty checkout. */
export function AlreadyPlacedLinks({ lang, number }: { lang: Lang; number: string }) {
  const t = translator(checkoutMessages, lang)
  return (
    <p className="order__links">
      <a className="button" href={paths.order(lang, number)} id="alreadyPlacedOrder">
        {t('alreadyPlacedLink', { number })}
      </a>{' '}
      <a href={paths.eshop(lang)}>{t('alreadyPlacedShop')}</a>
    </p>
  )
}

/** An order in the account (`/qf/cs/ucet/objednavky/{number}`). */
export function accountOrderPageModel(lang: Lang, data: OrderPageData): PageModel {
  const t = translator(checkoutMessages, lang)
  const title = t('orderTitle', { number: data.order.number })
  return {
    title,
    alternate: paths.accountOrder(otherLang(lang), data.order.number),
    robots: 'noindex',
    breadcrumbs: { trail: [{ label: t('ordersTitle'), href: paths.accountOrders(lang) }], current: title },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content order-page">
          <PageHeading>{title}</PageHeading>
          <div className="order">
            <OrderDetail lang={lang} data={data} />
            {data.withdrawal ? <WithdrawalEntry lang={lang} number={data.order.number} offer={data.withdrawal} /> : null}
            {data.history ? <OrderHistory lang={lang} order={data.order} history={data.history} refunded={data.refunded} /> : null}
          </div>
        </Container>
      ),
    },
  }
}

/** The order's way so far: received, then each change of status with its time (the account's and the staff's detail). */
export function OrderHistory({ lang, order, history, refunded = [] }: { lang: Lang; order: OrderRow; history: StatusChange[]; refunded?: RefundMade[] }) {
  const t = translator(checkoutMessages, lang)
  const steps = [
    { at: order.createdAt, label: t('statusHistoryPlaced') },
    ...history.map((c) => ({ at: c.at, label: statusText(lang, c.to) })),
    ...refunded.map((r) => ({ at: r.at, label: t('statusHistoryRefunded', { amount: formatPrice(lang, r.totalMinor) }) })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime())
  return (
    <section className="order__history" aria-labelledby="orderHistoryHeading">
      <h2 id="orderHistoryHeading">{t('statusHistory')}</h2>
      <ol id="orderHistory">
        {steps.map((s, i) => (
          <li key={i}>
            <time dateTime={s.at.toISOString()}>{formatDateTime(lang, s.at)}</time>
            {`: ${s.label}`}
          </li>
        ))}
      </ol>
    </section>
  )
}

export function accountOrdersPageModel(lang: Lang, orders: OrderRow[]): PageModel {
  const t = translator(checkoutMessages, lang)
  return {
    title: t('ordersTitle'),
    alternate: paths.accountOrders(otherLang(lang)),
    robots: 'noindex',
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content orders-page">
          <PageHeading>{t('ordersTitle')}</PageHeading>
          {orders.length === 0 ? (
            <p>{t('ordersEmpty')}</p>
          ) : (
            <table className="cart__lines orders__list">
              <caption className="visually-hidden">{t('ordersTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orderNumber')}</th>
                  <th scope="col">{t('orderDate')}</th>
                  <th scope="col">{t('status')}</th>
                  <th scope="col">{t('lineTotal')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.id} className="orders__order">
                    <th scope="row">
                      <a href={paths.accountOrder(lang, o.number)}>{o.number}</a>
                    </th>
                    <td>{formatDate(lang, o.createdAt)}</td>
                    <td>
                      <StatusWithMark lang={lang} order={o} />
                    </td>
                    <td>{formatPrice(lang, o.totalMinor)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Container>
      ),
    },
  }
}

/** The simulated gateway's page: the order, the amount, and three outcomes (ADR 028). */
export function gatewayPageModel(lang: Lang, order: { number: string; totalMinor: number }, outcomes: { approved: string; declined: string; abandoned: string }): PageModel {
  const t = translator(checkoutMessages, lang)
  return {
    title: t('gatewayTitle'),
    alternate: null,
    robots: 'noindex',
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content gateway-page">
          <PageHeading>{t('gatewayTitle')}</PageHeading>
          <p>{t('gatewayLead')}</p>
          <p className="gateway__amount" id="gatewayAmount">
            {t('gatewayAmount', { number: order.number, amount: formatPrice(lang, order.totalMinor) })}
          </p>
          <p className="gateway__actions">
            <a className="button" href={outcomes.approved} id="gatewayApprove">
              {t('gatewayApprove')}
            </a>{' '}
            <a className="button button--secondary" href={outcomes.declined} id="gatewayDecline">
              {t('gatewayDecline')}
            </a>{' '}
            <a href={outcomes.abandoned} id="gatewayAbandon">
              {t('gatewayAbandon')}
            </a>
          </p>
        </Container>
      ),
    },
  }
}

/** Terms, complaints, withdrawal: plain text pages in the shop's section. */
export function legalPageModel(lang: Lang, page: LegalPage): PageModel {
  const text = legalText(page, lang, sellerFacts())
  const other = { terms: paths.terms, complaints: paths.complaints, withdrawal: paths.withdrawal }[page]
  return {
    title: text.title,
    description: text.description,
    alternate: other(otherLang(lang)),
    section: 'eshop',
    breadcrumbs: { trail: [{ label: crumbs(lang), href: paths.eshop(lang) }], current: text.title },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content legal-page">
          <PageHeading>{text.title}</PageHeading>
          {text.sections.map((s, i) => (
            <section key={i} aria-labelledby={`legal-${i}`}>
              <h2 id={`legal-${i}`}>{s.heading}</h2>
              {s.paragraphs.map((p, j) => (
                <p key={j}>{p}</p>
              ))}
            </section>
          ))}
        </Container>
      ),
    },
  }
}
