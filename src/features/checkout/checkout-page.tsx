/**
 * The checkout page (`/qf/cs/eshop/pokladna`, `/qf/en/eshop/checkout`): contact and address,
 * shipping, payment, summary, consent, place order — one form that works as full pages without
 * JavaScript (the "apply shipping" and "update summary" buttons re-render it with the choices
 * made). With JavaScript it is one page whose regions update partially (ADR 044): a shipping or
 * payment choice asks for `checkoutPayment` and `checkoutSummary`, a submit for `checkout` (a
 * refusal is re-rendered in place, its first error marked `autofocus`). A payment the shipping
 * does not allow is disabled. Rendered per visitor, never stored (noindex). The root `#checkout`
 * carries the cart's tracking data, and each option's plain name is `.checkout-option__name`
 * inside its label (GA4 events read them).
 */
import type { FormView } from '../../forms/form.js'
import { checkoutMessages } from '../../i18n/checkout.js'
import { validationMessages } from '../../i18n/validation.js'
import { formatPrice, otherLang, translator, type Lang } from '../../i18n/index.js'
import { cartTracking, TRACKING_ATTRIBUTES, type TrackedProduct } from '../../shared/tracking.js'
import { Container } from '../../ui/container.js'
import { FormSummary, TextField } from '../../ui/form-field.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import type { CartItem } from '../cart/cart.service.js'
import type { OrderRow } from './checkout.types.js'
import type { Quote } from './checkout.service.js'
import { AlreadyPlacedLinks, OrderLinesHead } from './order-pages.js'
import { DELIVERY, FREE_SHIPPING_MINOR, PAYMENT, PAYMENTS_BY_SHIPPING, SHIPPING, shippingPrice, type PaymentCode, type ShippingCode } from './methods.js'
import type { PickupSearch } from './checkout.service.js'
import type { PickupPoint } from './pickup-points.js'
import { SELLER } from './seller.js'

export interface SavedAddress {
  id: number
  name: string
  street: string
  city: string
  postalCode: string
  phone: string
}

export interface CheckoutView {
  items: CartItem[]
  goodsMinor: number
  quote: Quote
  shippingCode: ShippingCode
  /** Null when none is chosen (or the one chosen does not go with the shipping). */
  paymentCode: PaymentCode | null
  /** Why the payment chosen was unchecked (it does not go with the shipping chosen). */
  paymentNotice?: string
  checkoutKey: string
  /** The digest of the goods the summary shows: the submit says what it saw (ADR 045). */
  cartDigest: string
  /** This page's own id: its submits are told apart from another tab's. */
  pageId: string
  form: FormView
  addresses: SavedAddress[]
  /** A problem of the whole order (sold out, expired), shown above the form. */
  problem?: string
  /** Packeta's pick-up point choice (ADR 052): what was searched, the points found, the one chosen. */
  pickup?: { query: string; found: PickupSearch; chosen?: PickupPoint }
}

const tracked = (i: CartItem): TrackedProduct => ({
  productId: i.productId,
  variantId: i.variantId,
  // One item id for the product in every event; the size is its item_variant (ADR 030).
  sku: i.productSku,
  name: i.name,
  priceMinor: i.priceMinor,
  category: i.trackingCategory,
  variant: i.size,
  quantity: i.quantity,
})

export const CHECKOUT_FORM = 'checkoutForm'

/** The fields in page order: the first with an error takes focus after a refusal. */
const FIELD_ORDER = ['email', 'name', 'phone', 'shippingCode', 'street', 'city', 'postalCode', 'pickupPoint', 'paymentCode', 'terms'] as const

/**
 * `placed`: with the cart empty, the order this visitor placed a moment ago (another tab's): the
 * page says so and links it.
 */
export function checkoutPageModel(lang: Lang, view: CheckoutView | null, status?: number, placed?: Pick<OrderRow, 'number'>): PageModel {
  const t = translator(checkoutMessages, lang)
  return {
    title: t('title'),
    description: t('description'),
    alternate: paths.checkout(otherLang(lang)),
    section: 'eshop',
    robots: 'noindex',
    status,
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content checkout-page">
          <PageHeading>{t('title')}</PageHeading>
          <CheckoutRegion lang={lang} view={view} placed={placed} />
        </Container>
      ),
      checkout: () => <CheckoutRegion lang={lang} view={view} placed={placed} />,
      ...(view
        ? {
            checkoutDelivery: () => <DeliveryRegion lang={lang} view={view} />,
            checkoutPickupList: () => <PickupList lang={lang} view={view} />,
            checkoutPayment: () => <PaymentRegion lang={lang} view={view} />,
            checkoutSummary: () => <SummaryRegion lang={lang} view={view} />,
          }
        : {}),
    },
  }
}

function CheckoutRegion({ lang, view, placed }: { lang: Lang; view: CheckoutView | null; placed?: Pick<OrderRow, 'number'> }) {
  return (
    <Container id="checkout" className="checkout" {...{ [TRACKING_ATTRIBUTES.cart]: JSON.stringify(cartTracking((view?.items ?? []).map(tracked), view?.quote.discountCode ? { code: view.quote.discountCode, totalMinor: view.quote.discountMinor } : null)) }}>
      {view ? <CheckoutForm lang={lang} view={view} /> : <EmptyCheckout lang={lang} placed={placed} />}
    </Container>
  )
}

function EmptyCheckout({ lang, placed }: { lang: Lang; placed?: Pick<OrderRow, 'number'> }) {
  const t = translator(checkoutMessages, lang)
  if (placed) {
    return (
      <>
        <p className="checkout__empty" id="alreadyPlaced">
          {`${t('alreadyPlacedTitle', { number: placed.number })}. ${t('alreadyPlacedLead')}`}
        </p>
        <AlreadyPlacedLinks lang={lang} number={placed.number} />
      </>
    )
  }
  return (
    <>
      <p className="checkout__empty">{t('emptyCart')}</p>
      <p>
        <a href={paths.cart(lang)}>{t('backToCart')}</a>
      </p>
    </>
  )
}

function CheckoutForm({ lang, view }: { lang: Lang; view: CheckoutView }) {
  const t = translator(checkoutMessages, lang)
  const price = (minor: number) => (minor === 0 ? t('free') : formatPrice(lang, minor))
  const f = view.form
  const shippingError = f.error('shippingCode')
  const termsError = f.error('terms')
  const v = translator(validationMessages, lang)
  const problem = view.problem ?? f.error('checkout')
  // After a refusal focus goes to the problem, else to the first field that failed (ADR 044).
  const first = problem ? 'checkout' : FIELD_ORDER.find((name) => f.error(name))
  const focus = (name: string) => (first === name ? true : undefined)
  return (
    <form
      className="form checkout__form"
      id={CHECKOUT_FORM}
      method="post"
      action={paths.checkoutPlace(lang)}
      noValidate
      aria-labelledby="mainContent"
      data-pu-target="checkout"
      data-pu-alter-history="false"
      data-pu-scroll="false"
      data-live-validation={CHECKOUT_FORM}
      data-live-validation-prevent-submit=""
      data-live-validation-errors={v('formHasErrors')}
      data-live-validation-released={v('released')}
    >
      {problem ? (
        <p className="checkout__problem form__summary" role="alert" id="checkoutProblem" tabIndex={-1} autoFocus={focus('checkout')}>
          {problem}
        </p>
      ) : (
        <FormSummary form={f} heading={t('formErrors')} />
      )}
      <input type="hidden" name="checkout" value={view.checkoutKey} />
      <input type="hidden" name="tab" value={view.pageId} />

      <div className="checkout__layout">
      <div className="checkout__fields">
      <fieldset className="checkout__step" id="checkoutContact">
        <legend>{t('stepContact')}</legend>
        {view.addresses.length > 0 ? (
          <div className="form__field checkout__saved">
            <label htmlFor="checkoutSavedAddress">{t('savedAddress')}</label>
            <select id="checkoutSavedAddress" name="savedAddress" defaultValue="">
              <option value="">{t('savedAddressNone')}</option>
              {view.addresses.map((a) => (
                <option key={a.id} value={a.id}>
                  {`${a.name}, ${a.street}, ${a.postalCode} ${a.city}`}
                </option>
              ))}
            </select>{' '}
            <button type="submit" name="intent" value="address" id="checkoutUseAddress" className="button button--secondary" formNoValidate>
              {t('useSavedAddress')}
            </button>
          </div>
        ) : null}
        <TextField form={f} name="email" id="checkoutEmail" label={t('email')} type="email" autoComplete="email" required maxLength={254} autoFocus={focus('email')} />
        <TextField form={f} name="name" id="checkoutName" label={t('name')} autoComplete="name" required maxLength={100} autoFocus={focus('name')} />
        <TextField form={f} name="phone" id="checkoutPhone" label={t('phone')} hint={t('phoneHint')} type="tel" autoComplete="tel" required maxLength={30} autoFocus={focus('phone')} />
      </fieldset>

      <fieldset
        className="checkout__step checkout__options"
        id="checkoutShipping"
        aria-describedby={shippingError ? 'checkoutShippingError' : 'checkoutShippingNote'}
        data-pu-event="change"
        data-pu-target="checkoutDelivery checkoutPayment checkoutSummary"
        data-pu-data="intent=recalculate"
      >
        <legend>{t('stepShipping')}</legend>
        <p className="form__hint" id="checkoutShippingNote">
          {view.goodsMinor >= FREE_SHIPPING_MINOR ? t('freeShippingReached') : t('freeShippingNote', { amount: formatPrice(lang, FREE_SHIPPING_MINOR) })}
        </p>
        {shippingError ? (
          <p className="form__message form__message--error" id="checkoutShippingError">
            {shippingError}
          </p>
        ) : null}
        {SHIPPING.map((s, i) => (
          <div className="checkout-option" key={s.code}>
            <input
              type="radio"
              name="shippingCode"
              value={s.code}
              id={`shipping-${s.code}`}
              defaultChecked={view.shippingCode === s.code}
              aria-describedby={`shipping-${s.code}-desc`}
              autoFocus={focus('shippingCode') && (view.shippingCode === s.code || (i === 0 && !view.shippingCode)) ? true : undefined}
            />
            <label htmlFor={`shipping-${s.code}`}>
              <span className="checkout-option__name">{s.name[lang]}</span> <span className="checkout-option__price">{price(shippingPrice(s, view.goodsMinor))}</span>
            </label>
            <p className="checkout-option__description" id={`shipping-${s.code}-desc`}>
              {s.description[lang]}
            </p>
          </div>
        ))}
        {/* Without script the payments offered follow the shipping once it is applied. */}
        <noscript>
          <p className="checkout__update">
            <button type="submit" name="intent" value="recalculate" className="button button--secondary" formNoValidate aria-describedby="checkoutApplyShippingHint">
              {t('applyShipping')}
            </button>{' '}
            <span className="form__hint" id="checkoutApplyShippingHint">
              {t('applyShippingHint')}
            </span>
          </p>
        </noscript>
      </fieldset>

      <DeliveryRegion lang={lang} view={view} focus={first} />
      <PaymentRegion lang={lang} view={view} autoFocus={focus('paymentCode')} />
      </div>

      <div className="checkout__aside">
      <SummaryRegion lang={lang} view={view} />

      <div className={`form__field checkout__terms${termsError ? ' error' : ''}`}>
        <input
          type="checkbox"
          name="terms"
          value="on"
          id="checkoutTerms"
          required
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? 'checkoutTermsError' : 'checkoutTermsLinks'}
          defaultChecked={f.value('terms') === 'on'}
          autoFocus={focus('terms')}
        />{' '}
        <label htmlFor="checkoutTerms">{t('terms')}</label>
        <p className="form__hint" id="checkoutTermsLinks">
          <a href={paths.terms(lang)} data-pu-none="">
            {t('termsLink')}
          </a>{' '}
          ·{' '}
          <a href={paths.privacyNotice(lang)} data-pu-none="">
            {t('privacyLink')}
          </a>{' '}
          ·{' '}
          <a href={paths.withdrawal(lang)} data-pu-none="">
            {t('withdrawalLink')}
          </a>{' '}
          ·{' '}
          <a href={paths.complaints(lang)} data-pu-none="">
            {t('complaintsLink')}
          </a>
        </p>
        {termsError ? (
          <p className="form__message form__message--error" id="checkoutTermsError">
            {termsError}
          </p>
        ) : null}
      </div>

      <p className="checkout__actions">
        {/* Links leave the page as links do: the form's partial-update settings are for its submits. */}
        <a href={paths.cart(lang)} data-pu-none="">
          {t('backToCart')}
        </a>{' '}
        <button type="submit" name="intent" value="place" className="button button--primary checkout__place" id="checkoutPlace">
          {t('placeOrder')}
        </button>
      </p>
      </div>
      </div>
    </form>
  )
}

/**
 * What the shipping delivers to (`checkoutDelivery`, ADR 052): the university shop asks for
 * nothing, a carrier to the door for the address, Packeta for a pick-up point. A shipping choice
 * re-renders it; fields it does not show are not sent.
 */
function DeliveryRegion({ lang, view, focus }: { lang: Lang; view: CheckoutView; focus?: string }) {
  const t = translator(checkoutMessages, lang)
  const f = view.form
  const delivery = DELIVERY[view.shippingCode]
  const autoFocus = (name: string) => (focus === name ? true : undefined)
  return (
    <Container id="checkoutDelivery" className="checkout__region">
      {delivery === 'shop' ? (
        <p className="checkout__step checkout__delivery-note" id="checkoutDeliveryShop">
          {t('deliveryShop', { address: `${SELLER.street}, ${SELLER.postalCode} ${SELLER.city}` })}
        </p>
      ) : delivery === 'address' ? (
        <fieldset className="checkout__step" id="checkoutAddress">
          <legend>{t('deliveryAddress')}</legend>
          <TextField form={f} name="street" id="checkoutStreet" label={t('street')} autoComplete="address-line1" required maxLength={200} autoFocus={autoFocus('street')} />
          <TextField form={f} name="city" id="checkoutCity" label={t('city')} autoComplete="address-level2" required maxLength={100} autoFocus={autoFocus('city')} />
          <TextField form={f} name="postalCode" id="checkoutPostalCode" label={t('postalCode')} hint={t('postalCodeHint')} autoComplete="postal-code" inputMode="numeric" required maxLength={10} autoFocus={autoFocus('postalCode')} />
        </fieldset>
      ) : (
        <PickupChoice lang={lang} view={view} autoFocus={focus === 'pickupPoint'} />
      )}
    </Container>
  )
}

/**
 * The pick-up point choice: a search field and the points found as radios. Without script the
 * search button re-renders the checkout with what was typed kept; with script typing updates the
 * list alone (`checkoutPickupList`), so the field keeps its focus.
 */
function PickupChoice({ lang, view, autoFocus }: { lang: Lang; view: CheckoutView; autoFocus: boolean }) {
  const t = translator(checkoutMessages, lang)
  const error = view.form.error('pickupPoint')
  return (
    <fieldset className="checkout__step checkout__pickup" id="checkoutPickup" aria-describedby={error ? 'checkoutPickupError' : undefined}>
      <legend>{t('pickupPoint')}</legend>
      <div className="form__field checkout__pickup-search" data-pu-event="debounce" data-pu-target="checkoutPickupList" data-pu-data="intent=recalculate">
        <label htmlFor="checkoutPickupQuery">{t('pickupSearch')}</label>
        <p className="form__hint" id="checkoutPickupQueryHint">
          {t('pickupSearchHint')}
        </p>
        <span className="checkout__pickup-row">
          <input type="search" name="pickupQuery" id="checkoutPickupQuery" defaultValue={view.pickup?.query ?? ''} maxLength={100} autoComplete="off" aria-describedby="checkoutPickupQueryHint" aria-controls="checkoutPickupList" />{' '}
          <button type="submit" name="intent" value="recalculate" className="button button--secondary" formNoValidate>
            {t('pickupSearchButton')}
          </button>
        </span>
      </div>
      {error ? (
        <p className="form__message form__message--error" id="checkoutPickupError">
          {error}
        </p>
      ) : null}
      <PickupList lang={lang} view={view} autoFocus={autoFocus} />
    </fieldset>
  )
}

function PickupList({ lang, view, autoFocus }: { lang: Lang; view: CheckoutView; autoFocus?: boolean }) {
  const t = translator(checkoutMessages, lang)
  const pickup = view.pickup
  if (!pickup) return <Container id="checkoutPickupList" className="checkout__pickup-list" />
  const found = pickup.found.ok ? pickup.found.points : []
  // The point chosen stays offered when a new search leaves it out.
  const points = pickup.chosen && !found.some((p) => p.id === pickup.chosen!.id) ? [pickup.chosen, ...found] : found
  const chosen = view.form.value('pickupPoint')
  return (
    <Container id="checkoutPickupList" className="checkout__pickup-list">
      <p className="form__hint checkout__pickup-count">
        {!pickup.found.ok ? t('pickupPointsUnavailable') : found.length === 0 ? t('pickupNone', { query: pickup.query }) : t('pickupFound', { count: found.length })}
      </p>
      {points.map((p, i) => (
        <div className="checkout-option checkout-option--point" key={p.id}>
          <input type="radio" name="pickupPoint" value={p.id} id={`pickup-${p.id}`} defaultChecked={chosen === p.id} autoFocus={autoFocus && (chosen ? chosen === p.id : i === 0) ? true : undefined} />
          <label htmlFor={`pickup-${p.id}`}>
            <span className="checkout-option__name">{p.name}</span>
            <span className="checkout-option__description">{`${p.street}, ${p.postalCode} ${p.city}`}</span>
          </label>
        </div>
      ))}
    </Container>
  )
}

/**
 * The payment options (`checkoutPayment`): those the shipping chosen does not allow are disabled
 * and say why; a payment unchecked for that reason is named in a note. A choice updates the summary.
 */
function PaymentRegion({ lang, view, autoFocus }: { lang: Lang; view: CheckoutView; autoFocus?: boolean }) {
  const t = translator(checkoutMessages, lang)
  const price = (minor: number) => (minor === 0 ? t('free') : formatPrice(lang, minor))
  const paymentError = view.form.error('paymentCode')
  const shippingName = (code: ShippingCode) => SHIPPING.find((s) => s.code === code)!.name[lang]
  const allowed = PAYMENTS_BY_SHIPPING[view.shippingCode]
  const focusable = view.paymentCode ?? allowed[0]
  const describedBy = [view.paymentNotice ? 'checkoutPaymentNotice' : undefined, paymentError ? 'checkoutPaymentError' : undefined].filter(Boolean).join(' ') || undefined
  return (
    <Container id="checkoutPayment" className="checkout__region">
      <fieldset
        className="checkout__step checkout__options"
        id="checkoutPaymentOptions"
        aria-describedby={describedBy}
        data-pu-event="change"
        data-pu-target="checkoutPayment checkoutSummary"
        data-pu-data="intent=recalculate"
      >
        <legend>{t('stepPayment')}</legend>
        {view.paymentNotice ? (
          <p className="form__hint checkout__notice" id="checkoutPaymentNotice">
            {view.paymentNotice}
          </p>
        ) : null}
        {paymentError ? (
          <p className="form__message form__message--error" id="checkoutPaymentError">
            {paymentError}
          </p>
        ) : null}
        {PAYMENT.map((p) => {
          const not = SHIPPING.filter((s) => !PAYMENTS_BY_SHIPPING[s.code].includes(p.code)).map((s) => s.code)
          const disabled = !allowed.includes(p.code)
          return (
            <div className={`checkout-option${disabled ? ' checkout-option--disabled' : ''}`} key={p.code} data-not-with={not.join(' ') || undefined}>
              <input
                type="radio"
                name="paymentCode"
                value={p.code}
                id={`payment-${p.code}`}
                defaultChecked={view.paymentCode === p.code}
                disabled={disabled}
                aria-describedby={`payment-${p.code}-desc`}
                autoFocus={autoFocus && focusable === p.code ? true : undefined}
              />
              <label htmlFor={`payment-${p.code}`}>
                <span className="checkout-option__name">{p.name[lang]}</span> <span className="checkout-option__price">{price(p.priceMinor)}</span>
              </label>
              <p className="checkout-option__description" id={`payment-${p.code}-desc`}>
                {p.description[lang]}
                {not.length > 0 ? ` ${t('paymentNotFor', { names: not.map(shippingName).join(', ') })}` : null}
              </p>
            </div>
          )
        })}
      </fieldset>
    </Container>
  )
}

/** The summary (`checkoutSummary`): lines with the shipping and payment, the free-shipping threshold, VAT, total. */
function SummaryRegion({ lang, view }: { lang: Lang; view: CheckoutView }) {
  const t = translator(checkoutMessages, lang)
  const missing = FREE_SHIPPING_MINOR - view.goodsMinor
  return (
    <Container id="checkoutSummary" className="checkout__region">
      <section className="checkout__step checkout__summary" aria-labelledby="checkoutSummaryHeading">
        {/* In the summary's region: a summary updated in place updates what the submit says it saw. */}
        <input type="hidden" name="cart" value={view.cartDigest} />
        <h2 id="checkoutSummaryHeading">{t('stepSummary')}</h2>
        <table className="cart__lines checkout__lines">
          <OrderLinesHead lang={lang} />
          <tbody>
            {view.quote.lines.map((l) => (
              <tr key={l.sku} className={`checkout-line checkout-line--${l.kind}`}>
                <th scope="row">
                  {l.kind === 'shipping' ? `${t('shippingLine')}: ` : l.kind === 'payment' ? `${t('paymentLine')}: ` : ''}
                  {lang === 'cs' ? l.nameCs : l.nameEn}
                  {l.size ? `, ${l.size}` : ''}
                </th>
                <td>{l.quantity}</td>
                <td>{formatPrice(lang, l.unitPriceMinor)}</td>
                <td>{formatPrice(lang, l.unitPriceMinor * l.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {missing > 0 && view.quote.shippingMinor > 0 ? (
          <p className="form__hint checkout__free-shipping" id="checkoutFreeShipping">
            {t('freeShippingMissing', { amount: formatPrice(lang, missing) })}
          </p>
        ) : null}
        <p className="cart__total checkout__total">
          {t('total')}: <strong id="checkoutTotal">{formatPrice(lang, view.quote.totalMinor)}</strong>
        </p>
        <p className="cart__vat-note" id="checkoutVat">
          {t('vatIncluded', { vat: formatPrice(lang, view.quote.vatMinor) })}
          {' ('}
          {view.quote.vat.map((v) => `${t('vatRate', { rate: v.rate })}: ${formatPrice(lang, v.vatMinor)}`).join('; ')}
          {')'}
        </p>
        <noscript>
          <p className="checkout__update">
            <button type="submit" name="intent" value="recalculate" className="button button--secondary" formNoValidate>
              {t('recalculate')}
            </button>
          </p>
        </noscript>
      </section>
    </Container>
  )
}
