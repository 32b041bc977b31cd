/**
 * An order's refunds on the staff's order page (ADR 082): what was paid and what is left, a form
 * for a new refund (pieces per goods line, shipping and payment in crowns, card or transfer with
 * the customer's account, a note), confirmed with the site's popup when script runs and posted as
 * a plain form; and every refund made, with its state and who made it.
 */
import { randomBytes } from 'node:crypto'
import { formatDate, formatPrice, translator, type Lang } from '../../../i18n/index.js'
import { refundMessages, type RefundMessageKey } from '../../../i18n/refunds.js'
import { paths } from '../../../ui/paths.js'
import type { OrderLineRow, OrderRow } from '../checkout.types.js'
import { lineName } from '../order-documents.js'
import { MAX_NOTE } from '../refunds/refund.schema.js'
import type { Refundable, RefundRow, RefundStatus } from '../refunds/refunds.types.js'
import type { CreditNoteRow } from '../credit-notes/credit-notes.repository.js'

/** What the form shows: its idempotency key and the values sent (after a refusal). */
export interface RefundFormState {
  key: string
  values: Record<string, string>
}

export const freshRefundForm = (): RefundFormState => ({ key: randomBytes(18).toString('base64url'), values: {} })

const STATE: Record<RefundStatus, RefundMessageKey> = { pending: 'statePending', succeeded: 'stateSucceeded', failed: 'stateFailed' }

/** Crowns as the form shows an amount: `89` or `89,50` (`89.50` in English). */
export const crowns = (lang: Lang, minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2).replace('.', lang === 'cs' ? ',' : '.'))

export function RefundSection({
  lang,
  order,
  lines,
  refundable,
  refunds,
  creditNotes,
  state,
  canRefund,
}: {
  lang: Lang
  order: OrderRow
  lines: OrderLineRow[]
  refundable: Refundable
  refunds: RefundRow[]
  creditNotes: CreditNoteRow[]
  state: RefundFormState
  canRefund: boolean
}) {
  const t = translator(refundMessages, lang)
  const byCard = order.paymentCode === 'card' && order.paymentStatus === 'approved'
  // Only who holds the refund permission is offered the form (ADR 083); the others see what was refunded.
  const open = canRefund && refundable.paid && refundable.totalMinor > 0
  const v = (name: string) => state.values[name]
  const method = v('method') ?? (byCard ? 'card' : 'transfer')
  const refunded = order.totalMinor - refundable.totalMinor
  return (
    <section className="staff__refunds" aria-labelledby="refundHeading">
      <h2 id="refundHeading">{t('heading')}</h2>
      {!refundable.paid ? (
        <p>{t('notPaid')}</p>
      ) : (
        <p id="refundLeft">{t('paidLeft', { paid: formatPrice(lang, order.totalMinor), refunded: formatPrice(lang, refunded), left: formatPrice(lang, refundable.totalMinor) })}</p>
      )}
      {refundable.paid && refundable.totalMinor <= 0 ? <p>{t('nothingLeft')}</p> : null}
      {open ? (
        <form method="post" action={paths.staffOrderRefund(lang, order.number)} className="staff__refund-form" id="refundForm" noValidate>
          <fieldset>
            <legend>{t('formLegend')}</legend>
            <input type="hidden" name="key" value={state.key} />
            {v('withdrawal') ? <input type="hidden" name="withdrawal" value={v('withdrawal')} /> : null}
            {refundable.lines.map((l) => {
              const line = lines.find((x) => x.line === l.line)
              if (!line || l.quantity <= 0) return null
              return (
                <div className="form__field" key={l.line}>
                  <label htmlFor={`refundQty${l.line}`}>{t('lineQuantity', { name: lineName(lang, line), max: String(l.quantity), price: formatPrice(lang, l.unitPriceMinor) })}</label>
                  <input id={`refundQty${l.line}`} name={`qty-${l.line}`} type="number" inputMode="numeric" min={0} max={l.quantity} step={1} defaultValue={v(`qty-${l.line}`) ?? '0'} />
                </div>
              )
            })}
            {refundable.shippingMinor > 0 ? (
              <div className="form__field">
                <label htmlFor="refundShipping">{t('shipping', { max: formatPrice(lang, refundable.shippingMinor) })}</label>
                <input id="refundShipping" name="shipping" type="text" inputMode="decimal" maxLength={10} defaultValue={v('shipping') ?? ''} placeholder={crowns(lang, refundable.shippingMinor)} autoComplete="off" />
              </div>
            ) : null}
            <fieldset className="form__field">
              <legend>{t('method')}</legend>
              {byCard ? (
                <p>
                  <input type="radio" id="refundCard" name="method" value="card" defaultChecked={method === 'card'} /> <label htmlFor="refundCard">{t('methodCard')}</label>
                </p>
              ) : null}
              <p>
                <input type="radio" id="refundTransfer" name="method" value="transfer" defaultChecked={method === 'transfer'} /> <label htmlFor="refundTransfer">{t('methodTransfer')}</label>
              </p>
            </fieldset>
            <div className="form__field">
              <label htmlFor="refundAccount">{t('account')}</label>
              <p className="form__hint" id="refundAccountHint">
                {t('accountHint')}
              </p>
              <input id="refundAccount" name="account" type="text" maxLength={60} autoComplete="off" spellCheck={false} aria-describedby="refundAccountHint" defaultValue={v('account') ?? ''} />
            </div>
            <div className="form__field form__field--check">
              <input id="refundRestock" name="restock" type="checkbox" defaultChecked={v('restock') === 'on'} aria-describedby="refundRestockHint" /> <label htmlFor="refundRestock">{t('restock')}</label>
              <p className="form__hint" id="refundRestockHint">
                {t('restockHint')}
              </p>
            </div>
            <div className="form__field">
              <label htmlFor="refundNote">{t('note')}</label>
              <textarea id="refundNote" name="note" maxLength={MAX_NOTE} rows={2} defaultValue={v('note') ?? ''} />
            </div>
            <p>
              <button type="submit" className="button" id="refundSubmit" data-confirm={t('confirm', { number: order.number })} data-confirm-title={t('confirmTitle')}>
                {t('submit')}
              </button>
            </p>
          </fieldset>
        </form>
      ) : null}
      <h3 id="refundHistoryHeading">{t('history')}</h3>
      {refunds.length === 0 ? (
        <p>{t('historyNone')}</p>
      ) : (
        <table className="cart__lines staff__refund-history" id="refundHistory" aria-labelledby="refundHistoryHeading">
            <thead>
              <tr>
                <th scope="col">{t('when')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('what')}</th>
                <th scope="col">{t('how')}</th>
                <th scope="col">{t('state')}</th>
                <th scope="col">{t('who')}</th>
                <th scope="col">{t('creditNote')}</th>
              </tr>
            </thead>
            <tbody>
              {refunds.map((r) => (
                <tr key={r.id} data-refund-status={r.status}>
                  <td>{formatDate(lang, r.createdAt)}</td>
                  <td>{formatPrice(lang, r.totalMinor)}</td>
                  <td>
                    {[
                      ...r.lines.map((l) => {
                        const line = lines.find((x) => x.line === l.line)
                        return `${line ? lineName(lang, line) : l.line} × ${l.quantity}`
                      }),
                      ...(r.shippingMinor > 0 ? [t('shippingPart', { amount: formatPrice(lang, r.shippingMinor) })] : []),
                    ].join(', ')}
                    {r.note ? (
                      <>
                        <br />
                        {r.note}
                      </>
                    ) : null}
                  </td>
                  <td>
                    {r.method === 'card' ? t('viaCard') : t('viaTransfer', { account: r.account ?? '' })}
                    {r.restock ? `, ${t('restocked')}` : ''}
                  </td>
                  <td>{t(STATE[r.status])}</td>
                  <td>{r.by ?? '—'}</td>
                  <td>
                    <CreditNoteLinks lang={lang} order={order.number} note={creditNotes.find((n) => n.refundId === r.id)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
      )}
    </section>
  )
}

/** A refund's credit note as PDF and ISDOC (ADR 084); a refund not made (yet) has none. */
function CreditNoteLinks({ lang, order, note }: { lang: Lang; order: string; note: CreditNoteRow | undefined }) {
  if (!note) return <>—</>
  return (
    <>
      <a href={paths.staffCreditNote(lang, order, note.number, 'pdf')} className="staff__credit-note">{`${note.number}.pdf`}</a>
      <br />
      <a href={paths.staffCreditNote(lang, order, note.number, 'isdoc')}>{`${note.number}.isdoc`}</a>
    </>
  )
}
