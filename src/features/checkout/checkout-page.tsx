/**
 * The checkout page (`/qf/cs/eshop/pokladna`, `/qf/en/eshop/checkout`): contact and address,
 * shipping, payment, summary, consent, place order — one form that works as full pages without
 * JavaScript (the "update summary" button re-renders it with the choices made). Rendered per
 * visitor, never stored (noindex). The root `#checkout` carries the cart's tracking data, and each
 * option's plain name is `.checkout-option__name` inside its label (GA4 events read them).
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
import type { Quote } from './checkout.service.js'
import { OrderLinesHead } from './order-pages.js'
import { FREE_SHIPPING_MINOR, PAYMENT, PAYMENTS_BY_SHIPPING, SHIPPING, shippingPrice, type PaymentCode, type ShippingCode } from './methods.js'

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
  paymentCode: PaymentCode
  checkoutKey: string
  form: FormView
  addresses: SavedAddress[]
  /** A problem of the whole order (sold out, expired), shown above the form. */
  problem?: string
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

export function checkoutPageModel(lang: Lang, view: CheckoutView | null, status?: number): PageModel {
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
          <div id="checkout" className="checkout" {...{ [TRACKING_ATTRIBUTES.cart]: JSON.stringify(cartTracking((view?.items ?? []).map(tracked))) }}>
            {view ? <CheckoutForm lang={lang} view={view} /> : <EmptyCheckout lang={lang} />}
          </div>
        </Container>
      ),
    },
  }
}

function EmptyCheckout({ lang }: { lang: Lang }) {
  const t = translator(checkoutMessages, lang)
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
  const paymentError = f.error('paymentCode')
  const termsError = f.error('terms')
  const v = translator(validationMessages, lang)
  const shippingName = (code: ShippingCode) => SHIPPING.find((s) => s.code === code)!.name[lang]
  return (
    <form
      className="form checkout__form"
      id={CHECKOUT_FORM}
      method="post"
      action={paths.checkoutPlace(lang)}
      noValidate
      aria-labelledby="mainContent"
      data-live-validation={CHECKOUT_FORM}
      data-live-validation-errors={v('formHasErrors')}
      data-live-validation-released={v('released')}
    >
      {(view.problem ?? f.error('checkout')) ? (
        <p className="checkout__problem form__summary" role="alert" id="checkoutProblem">
          {view.problem ?? f.error('checkout')}
        </p>
      ) : (
        <FormSummary form={f} heading={t('formErrors')} />
      )}
      <input type="hidden" name="checkout" value={view.checkoutKey} />

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
            <button type="submit" name="intent" value="address" className="button button--secondary">
              {t('useSavedAddress')}
            </button>
          </div>
        ) : null}
        <TextField form={f} name="email" id="checkoutEmail" label={t('email')} type="email" autoComplete="email" required maxLength={254} />
        <TextField form={f} name="name" id="checkoutName" label={t('name')} autoComplete="name" required maxLength={100} />
        <TextField form={f} name="phone" id="checkoutPhone" label={t('phone')} hint={t('phoneHint')} type="tel" autoComplete="tel" required maxLength={30} />
        <TextField form={f} name="street" id="checkoutStreet" label={t('street')} autoComplete="address-line1" required maxLength={200} />
        <TextField form={f} name="city" id="checkoutCity" label={t('city')} autoComplete="address-level2" required maxLength={100} />
        <TextField form={f} name="postalCode" id="checkoutPostalCode" label={t('postalCode')} hint={t('postalCodeHint')} autoComplete="postal-code" inputMode="numeric" required maxLength={10} />
      </fieldset>

      <fieldset className="checkout__step checkout__options" id="checkoutShipping" aria-describedby={shippingError ? 'checkoutShippingError' : 'checkoutShippingNote'}>
        <legend>{t('stepShipping')}</legend>
        <p className="form__hint" id="checkoutShippingNote">
          {view.goodsMinor >= FREE_SHIPPING_MINOR ? t('freeShippingReached') : t('freeShippingNote', { amount: formatPrice(lang, FREE_SHIPPING_MINOR) })}
        </p>
        {shippingError ? (
          <p className="form__message form__message--error" id="checkoutShippingError">
            {shippingError}
          </p>
        ) : null}
        {SHIPPING.map((s) => (
          <div className="checkout-option" key={s.code}>
            <input type="radio" name="shippingCode" value={s.code} id={`shipping-${s.code}`} defaultChecked={view.shippingCode === s.code} aria-describedby={`shipping-${s.code}-desc`} />
            <label htmlFor={`shipping-${s.code}`}>
              <span className="checkout-option__name">{s.name[lang]}</span> <span className="checkout-option__price">{price(shippingPrice(s, view.goodsMinor))}</span>
            </label>
            <p className="checkout-option__description" id={`shipping-${s.code}-desc`}>
              {s.description[lang]}
            </p>
          </div>
        ))}
      </fieldset>

      <fieldset className="checkout__step checkout__options" id="checkoutPayment" aria-describedby={paymentError ? 'checkoutPaymentError' : undefined}>
        <legend>{t('stepPayment')}</legend>
        {paymentError ? (
          <p className="form__message form__message--error" id="checkoutPaymentError">
            {paymentError}
          </p>
        ) : null}
        {PAYMENT.map((p) => {
          const not = SHIPPING.filter((s) => !PAYMENTS_BY_SHIPPING[s.code].includes(p.code)).map((s) => s.code)
          return (
            <div className="checkout-option" key={p.code} data-not-with={not.join(' ') || undefined}>
              <input type="radio" name="paymentCode" value={p.code} id={`payment-${p.code}`} defaultChecked={view.paymentCode === p.code} aria-describedby={`payment-${p.code}-desc`} />
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

      <section className="checkout__step checkout__summary" aria-labelledby="checkoutSummaryHeading">
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
        <p className="cart__total checkout__total">
          {t('total')}: <strong id="checkoutTotal">{formatPrice(lang, view.quote.totalMinor)}</strong>
        </p>
        <p className="cart__vat-note">
          {t('vatIncluded', { vat: formatPrice(lang, view.quote.vatMinor) })}
          {' ('}
          {view.quote.vat.map((v) => `${t('vatRate', { rate: v.rate })}: ${formatPrice(lang, v.vatMinor)}`).join('; ')}
          {')'}
        </p>
        <p className="checkout__update">
          <button type="submit" name="intent" value="recalculate" className="button button--secondary" formNoValidate>
            {t('recalculate')}
          </button>
        </p>
      </section>

      <div className={`form__field checkout__terms${termsError ? ' error' : ''}`}>
        <input type="checkbox" name="terms" value="on" id="checkoutTerms" required aria-invalid={termsError ? true : undefined} aria-describedby={termsError ? 'checkoutTermsError' : 'checkoutTermsLinks'} defaultChecked={f.value('terms') === 'on'} />{' '}
        <label htmlFor="checkoutTerms">{t('terms')}</label>
        <p className="form__hint" id="checkoutTermsLinks">
          <a href={paths.terms(lang)}>{t('termsLink')}</a> · <a href={paths.privacyNotice(lang)}>{t('privacyLink')}</a> · <a href={paths.withdrawal(lang)}>{t('withdrawalLink')}</a> · <a href={paths.complaints(lang)}>{t('complaintsLink')}</a>
        </p>
        {termsError ? (
          <p className="form__message form__message--error" id="checkoutTermsError">
            {termsError}
          </p>
        ) : null}
      </div>

      <p className="checkout__actions">
        <a href={paths.cart(lang)}>{t('backToCart')}</a>{' '}
        <button type="submit" name="intent" value="place" className="button checkout__place" id="checkoutPlace">
          {t('placeOrder')}
        </button>
      </p>
    </form>
  )
}
