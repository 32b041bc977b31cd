/**
 * The customer's side of a withdrawal (ADR 083): the form, worded after the model form of the
 * annex to nařízení vlády 363/2013 Sb. (Directive 2011/83/EU Annex I(B) in English), with the
 * order's facts filled in and the pieces to return per goods line, a reason and the account for
 * a refund by transfer; the acknowledgement page; and the entry on the order's own pages. A plain
 * form post, confirmed with the site's popup when script runs (ADR 021). Per visitor, noindex.
 */
import { randomBytes } from 'node:crypto'
import { formatDate, formatPrice, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { withdrawalMessages } from '../../../i18n/withdrawals.js'
import { Container } from '../../../ui/container.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import type { OrderLineRow, OrderRow } from '../checkout.types.js'
import { buyerLines, lineName } from '../order-documents.js'
import { MAX_NOTE } from '../refunds/refund.schema.js'
import { SELLER } from '../seller.js'
import type { Withdrawable, WithdrawalRow } from './withdrawals.types.js'

/** What the form shows: its idempotency key and the values sent (after a refusal). */
export interface WithdrawalFormState {
  key: string
  values: Record<string, string>
}

export const freshWithdrawalForm = (): WithdrawalFormState => ({ key: randomBytes(18).toString('base64url'), values: {} })

/** Whether the order may still be withdrawn from, and until when (null: not delivered yet, the days have not begun). */
export interface WithdrawalOffer {
  open: boolean
  lastDay: Date | null
  made: Pick<WithdrawalRow, 'id' | 'createdAt'>[]
}

export interface WithdrawalFormData {
  order: OrderRow
  lines: OrderLineRow[]
  withdrawable: Withdrawable
  offer: WithdrawalOffer
  /** A refusal or why the form is not offered. */
  problem?: string
  /** Where "back" leads: the account's order page for its owner, else the confirmation. */
  back: string
}

const sellerAddress = () => `${SELLER.name}, ${SELLER.street}, ${SELLER.postalCode} ${SELLER.city}`

/** The entry on the order's confirmation and account pages: the link while it may be withdrawn from, and the withdrawals made. */
export function WithdrawalEntry({ lang, number, offer }: { lang: Lang; number: string; offer: WithdrawalOffer }) {
  const t = translator(withdrawalMessages, lang)
  if (!offer.open && offer.made.length === 0) return null
  return (
    <section className="order__withdrawal" aria-labelledby="withdrawalHeading">
      <h2 id="withdrawalHeading">{t('made')}</h2>
      {offer.open ? (
        <p>
          {offer.lastDay ? t('linkHint', { date: formatDate(lang, offer.lastDay) }) : t('linkHintBefore')}{' '}
          <a href={paths.withdraw(lang, number)} id="withdrawalLink">
            {t('link')}
          </a>
        </p>
      ) : null}
      {offer.made.length ? (
        <ul id="withdrawalsMade">
          {offer.made.map((w) => (
            <li key={w.id}>
              <a href={paths.withdrawalDone(lang, number, w.id)}>{t('madeItem', { date: formatDate(lang, w.createdAt) })}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

/** The order's facts the model form names: addressee, dates, number, the consumer's name and address. */
function ModelFacts({ lang, order, deliveredAt }: { lang: Lang; order: OrderRow; deliveredAt: Date | null }) {
  const t = translator(withdrawalMessages, lang)
  const [name, ...rest] = buyerLines(order)
  return (
    <dl className="order__facts">
      <dt>{t('addressee')}</dt>
      <dd>{`${sellerAddress()}, ${SELLER.email}`}</dd>
      <dt>{t('orderNumber')}</dt>
      <dd>{order.number}</dd>
      <dt>{t('orderedOn')}</dt>
      <dd>{formatDate(lang, order.createdAt)}</dd>
      <dt>{t('receivedOn')}</dt>
      <dd>{deliveredAt ? formatDate(lang, deliveredAt) : t('notReceived')}</dd>
      <dt>{t('consumerName')}</dt>
      <dd>{name}</dd>
      <dt>{t('consumerAddress')}</dt>
      <dd>{order.street ? `${order.street}, ${order.postalCode} ${order.city}` : rest.join(', ')}</dd>
    </dl>
  )
}

export function withdrawalFormPageModel(lang: Lang, data: WithdrawalFormData, state: WithdrawalFormState, status?: number): PageModel {
  const t = translator(withdrawalMessages, lang)
  const { order, lines, withdrawable, offer } = data
  const title = t('title', { number: order.number })
  const v = (name: string) => state.values[name]
  const open = withdrawable.lines.filter((l) => l.quantity > 0)
  const askAccount = order.paymentCode !== 'card'
  return {
    title,
    alternate: paths.withdraw(otherLang(lang), order.number),
    robots: 'noindex',
    status,
    section: 'eshop',
    breadcrumbs: { trail: [{ label: 'E-shop', href: paths.eshop(lang) }], current: title },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content order-page withdrawal-page">
          <PageHeading>{title}</PageHeading>
          {data.problem ? (
            <p className="checkout__notice checkout__notice--problem" role="alert" id="withdrawalProblem" tabIndex={-1} autoFocus>
              {data.problem}
            </p>
          ) : null}
          {offer.open && open.length ? (
            <form method="post" action={paths.withdraw(lang, order.number)} id="withdrawalForm" className="withdrawal__form" noValidate>
              <h2 id="withdrawalFormHeading">{t('formHeading')}</h2>
              <p>{t('formLead')}</p>
              <p id="withdrawalDeadline">{offer.lastDay ? t('deadline', { date: formatDate(lang, offer.lastDay) }) : t('deadlineBefore')}</p>
              <input type="hidden" name="key" value={state.key} />
              <ModelFacts lang={lang} order={order} deliveredAt={withdrawable.deliveredAt} />
              <fieldset>
                <legend>{t('statement')}</legend>
                {withdrawable.lines.map((l) => {
                  const line = lines.find((x) => x.line === l.line)
                  if (!line) return null
                  if (l.quantity <= 0) return <p key={l.line}>{t('lineDone', { name: lineName(lang, line) })}</p>
                  return (
                    <div className="form__field" key={l.line}>
                      <label htmlFor={`withdrawQty${l.line}`}>{t('lineQuantity', { name: `${lineName(lang, line)} (${formatPrice(lang, line.unitPriceMinor)})`, ordered: String(line.quantity), max: String(l.quantity) })}</label>
                      <input id={`withdrawQty${l.line}`} name={`qty-${l.line}`} type="number" inputMode="numeric" min={0} max={l.quantity} step={1} defaultValue={v(`qty-${l.line}`) ?? '0'} />
                    </div>
                  )
                })}
              </fieldset>
              <div className="form__field">
                <label htmlFor="withdrawReason">{t('reason')}</label>
                <textarea id="withdrawReason" name="reason" maxLength={MAX_NOTE} rows={3} defaultValue={v('reason') ?? ''} />
              </div>
              {askAccount ? (
                <div className="form__field">
                  <label htmlFor="withdrawAccount">{t('account')}</label>
                  <p className="form__hint" id="withdrawAccountHint">
                    {t('accountHint')}
                  </p>
                  <input id="withdrawAccount" name="account" type="text" maxLength={60} autoComplete="off" spellCheck={false} aria-describedby="withdrawAccountHint" defaultValue={v('account') ?? ''} />
                </div>
              ) : null}
              <dl className="order__facts">
                <dt>{t('date')}</dt>
                <dd>{formatDate(lang, new Date())}</dd>
              </dl>
              <p>
                <button type="submit" className="button" id="withdrawalSubmit" data-confirm={t('confirm', { number: order.number })} data-confirm-title={t('confirmTitle')}>
                  {t('submit')}
                </button>
              </p>
            </form>
          ) : !data.problem ? (
            <p id="withdrawalClosed">{open.length === 0 ? t('nothingLeft') : t('cancelled')}</p>
          ) : null}
          <p>
            <a href={data.back}>{t('ackBack')}</a>
          </p>
        </Container>
      ),
    },
  }
}

/** The acknowledgement: what was withdrawn, when, and what happens next. */
export function withdrawalDonePageModel(lang: Lang, order: OrderRow, lines: OrderLineRow[], w: WithdrawalRow, back: string): PageModel {
  const t = translator(withdrawalMessages, lang)
  const title = t('ackTitle')
  return {
    title,
    alternate: paths.withdrawalDone(otherLang(lang), order.number, w.id),
    robots: 'noindex',
    section: 'eshop',
    breadcrumbs: { trail: [{ label: 'E-shop', href: paths.eshop(lang) }], current: title },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content order-page withdrawal-page">
          <PageHeading>{title}</PageHeading>
          <p className="checkout__notice" role="status" id="withdrawalDone">
            {t('ackLead', { number: order.number, date: formatDate(lang, w.createdAt), email: order.email })}
          </p>
          <h2 id="withdrawalLinesHeading">{t('ackLines')}</h2>
          <ul aria-labelledby="withdrawalLinesHeading" id="withdrawalLines">
            {w.lines.map((l) => {
              const line = lines.find((x) => x.line === l.line)
              return <li key={l.line}>{`${line ? lineName(lang, line) : l.line}: ${t('pieces', { count: String(l.quantity) })}`}</li>
            })}
          </ul>
          {w.reason ? <p>{t('mailReason', { reason: w.reason })}</p> : null}
          {w.account ? <p>{t('mailAccount', { account: w.account })}</p> : null}
          <p>{t('ackReturn', { address: sellerAddress() })}</p>
          <p>
            <a href={back}>{t('ackBack')}</a>
          </p>
        </Container>
      ),
    },
  }
}
