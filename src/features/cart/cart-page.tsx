/**
 * The cart page (`/qf/cs/eshop/kosik`, `/qf/en/eshop/cart`) and the answers of the add form.
 * The `cart` container is an update container: a quantity changed (on `change`) or a line
 * removed (after a confirmation) runs as a partial update; without JavaScript each is a form post
 * answered by this page again. Rendered per visitor, never stored (noindex).
 */
import { formatPrice, otherLang, translate, translator, type Lang } from '../../i18n/index.js'
import { cartMessages, type CartMessageKey } from '../../i18n/cart.js'
import { checkoutMessages } from '../../i18n/checkout.js'
import { cartTracking, productTracking, TRACKING_ATTRIBUTES, type TrackedProduct } from '../../shared/tracking.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { TooltipHint } from '../../ui/tooltip.js'
import { widgetMessages } from '../../i18n/widgets.js'
import { Price } from '../shop/price.js'
import { ProductThumb } from '../shop/product-thumb.js'
import type { ProductCards } from '../shop/shop.service.js'
import type { Cart, CartItem } from './cart.service.js'
import { discountedTotals } from './cart.service.js'
import { discountMessages } from '../../i18n/discounts.js'
import type { Discount } from '../discounts/discounts.types.js'
import { TextField } from '../../ui/form-field.js'

export interface CartNotice {
  kind: 'status' | 'error'
  text: string
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

const json = (value: unknown) => JSON.stringify(value)

export const quantityId = (variantId: number) => `cartQuantity-${variantId}`
export const CART_HEADING = 'mainContent'

/** A line's name with its size and colour: "Mikina s kapucí – tmavě zelená, M". */
export const itemLabel = (i: { name: string; size: string | null }) => (i.size ? `${i.name}, ${i.size}` : i.name)

/** The cart with its products' cards: each line's photo and price before a sale. */
export interface CartView {
  cart: Cart
  cards: ProductCards
  /** The discount code the cart holds and what it takes off (ADR 069), or null. */
  discount?: Discount | null
  /** The discount code form: what was typed and why it was refused. */
  discountForm?: { code: string; error: string }
}

export const DISCOUNT_CODE_FIELD = 'discountCode'
export const DISCOUNT_REMOVE = 'discountRemove'

export function cartPageModel(lang: Lang, view: CartView, notice?: CartNotice, status?: number): PageModel {
  const t = translator(cartMessages, lang)
  const region = () => <CartRegion lang={lang} view={view} notice={notice} />
  return {
    title: t('title'),
    description: t('description'),
    alternate: paths.cart(otherLang(lang)),
    section: 'eshop',
    robots: 'noindex',
    status,
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content cart-page">
          <PageHeading>{t('title')}</PageHeading>
          {region()}
        </Container>
      ),
      cart: region,
    },
  }
}

function CartRegion({ lang, view, notice }: { lang: Lang; view: CartView; notice?: CartNotice }) {
  const { cart, cards, discount } = view
  const t = translator(cartMessages, lang)
  // With a code the VAT per rate and the total are those after its discount lines (ADR 069).
  const sums = discount ? discountedTotals(cart, discount.byRate) : cart
  const w = translator(widgetMessages, lang)
  const price = (minor: number) => formatPrice(lang, minor)
  return (
    <Container id="cart" className="cart" {...{ [TRACKING_ATTRIBUTES.cart]: json(cartTracking(cart.items.map(tracked))) }}>
      {notice ? (
        <p className={`cart__notice cart__notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} id="cartNotice">
          {notice.text}
        </p>
      ) : null}
      {cart.items.length === 0 ? (
        <p className="cart__empty">{t('empty')}</p>
      ) : (
        <>
          <table className="cart__lines">
            <caption className="visually-hidden">{t('title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('product')}</th>
                <th scope="col">{t('unitPrice')}</th>
                <th scope="col">{t('quantity')}</th>
                <th scope="col">{t('lineTotal')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.items.map((i) => (
                <tr key={i.variantId} className="cart-line" data-variant-id={i.variantId} {...{ [TRACKING_ATTRIBUTES.product]: json(productTracking(tracked(i))) }}>
                  <th scope="row" className="cart-line__name">
                    <span className="cart-line__product">
                      <ProductThumb image={cards.get(i.productId)?.thumbnail} className="cart-line__thumb" />
                      <span className="cart-line__label">
                        <a href={paths.product(lang, i.categorySlugs[lang], i.slugs[lang])}>{i.name}</a>
                        {i.size ? <span className="cart-line__size"> {t('size')}: {i.size}</span> : null}
                      </span>
                    </span>
                  </th>
                  <td className="cart-line__price">
                    {/* The line is charged the catalogue's price (ADR 026); the card adds only what it was before a sale. */}
                    <Price lang={lang} priceMinor={i.priceMinor} compareAtPriceMinor={cards.get(i.productId)?.compareAtPriceMinor ?? null} />
                  </td>
                  <td className="cart-line__quantity">
                    <form method="post" action={paths.cartUpdate(lang)} className="cart-line__form" aria-label={t('quantityOf', { name: itemLabel(i) })}>
                      <input type="hidden" name="variant" value={i.variantId} />
                      <input id={quantityId(i.variantId)} aria-label={t('quantityOf', { name: itemLabel(i) })} name="quantity" type="number" inputMode="numeric" min={1} max={99} defaultValue={i.quantity} required data-pu-event="change" data-pu-target="cart" />{' '}
                      <button type="submit" className="button button--secondary cart-line__update">
                        {t('update')}
                      </button>
                    </form>
                  </td>
                  <td className="cart-line__total">{price(i.lineTotalMinor)}</td>
                  <td className="cart-line__remove">
                    <form method="post" action={paths.cartRemove(lang)} aria-label={t('removeOf', { name: itemLabel(i) })}>
                      <input type="hidden" name="variant" value={i.variantId} />
                      <button
                        type="submit"
                        className="button button--secondary"
                        aria-label={t('removeOf', { name: itemLabel(i) })}
                        data-confirm={t('removeConfirm', { name: itemLabel(i) })}
                        data-confirm-title={t('removeTitle')}
                      >
                        {t('remove')}
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <DiscountForm lang={lang} view={view} />
          <table className="cart__vat">
            <caption>{t('vatSummary')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('vatRate')}</th>
                <th scope="col">{t('vatBase')}</th>
                <th scope="col">{t('vatAmount')}</th>
                <th scope="col">{t('lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {sums.vat.map((v) => (
                <tr key={v.rate} data-vat-rate={v.rate}>
                  <th scope="row">{t('vatRateValue', { rate: v.rate })}</th>
                  <td>{price(v.baseMinor)}</td>
                  <td>{price(v.vatMinor)}</td>
                  <td>{price(v.totalMinor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="cart__total">
            {t('total')}: <strong id="cartTotal">{price(sums.totalMinor)}</strong>
          </p>
          <p className="cart__vat-note">
            {t('vatIncludedTotal', { vat: price(sums.vatMinor) })} <TooltipHint id="cartVatHint" label={w('vatHintLabel')} text={w('vatHint')} />
          </p>
        </>
      )}
      <p className="cart__actions">
        <a href={paths.eshop(lang)}>{t('continueShopping')}</a>
        {cart.items.length > 0 ? (
          <>
            {' '}
            <a href={paths.checkout(lang)} className="button cart__checkout no-partial-update" id="cartCheckout">
              {translate(checkoutMessages, lang, 'toCheckout')}
            </a>
          </>
        ) : null}
      </p>
    </Container>
  )
}

/**
 * The discount code (ADR 069): the code held, what it takes off and "Remove"; else the field and
 * "Apply", with the reason a code typed was refused tied to the field.
 */
function DiscountForm({ lang, view }: { lang: Lang; view: CartView }) {
  const d = translator(discountMessages, lang)
  const { discount, discountForm } = view
  if (discount) {
    return (
      <form method="post" action={paths.cartDiscountRemove(lang)} className="cart__discount cart__discount--applied" aria-label={d('field')}>
        <p className="cart__discount-line" id="cartDiscount">
          {d('line', { code: discount.code })}: <strong>−{formatPrice(lang, discount.totalMinor)}</strong>{' '}
          <button type="submit" id={DISCOUNT_REMOVE} className="button button--secondary" aria-label={d('removeOf', { code: discount.code })}>
            {d('remove')}
          </button>
        </p>
      </form>
    )
  }
  const form = { value: () => discountForm?.code, error: () => discountForm?.error, summary: { text: undefined, any: Boolean(discountForm) } }
  return (
    <form method="post" action={paths.cartDiscount(lang)} className="cart__discount" aria-label={d('field')}>
      <TextField form={form} name="code" id={DISCOUNT_CODE_FIELD} label={d('field')} type="text" maxLength={32} autoComplete="off" autoCapitalize="characters" spellCheck={false} autoFocus={Boolean(discountForm)} />
      <button type="submit" className="button button--secondary">
        {d('apply')}
      </button>
    </form>
  )
}

/**
 * The answer of an add (spec 000 §7): with JavaScript its `pageContent` is shown in a popup —
 * what was added, the cart's total, "continue shopping" and "go to cart"; a refused add says why.
 */
export function cartAddedModel(lang: Lang, outcome: { item: CartItem; cart: Cart } | { problem: string; productUrl?: string }, status?: number): PageModel {
  const t = translator(cartMessages, lang)
  const ok = 'item' in outcome
  const title = ok ? t('addedTitle') : t('notAddedTitle')
  const back = ok ? paths.product(lang, outcome.item.categorySlugs[lang], outcome.item.slugs[lang]) : (outcome.productUrl ?? paths.eshop(lang))
  return {
    title,
    alternate: paths.cart(otherLang(lang)),
    section: 'eshop',
    robots: 'noindex',
    status,
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content cart-added">
          <PageHeading>{title}</PageHeading>
          {ok ? (
            <div className="cart-added__body" {...{ [TRACKING_ATTRIBUTES.product]: json(productTracking(tracked(outcome.item))) }}>
              <p className="cart-added__item">{t('added', { name: itemLabel(outcome.item), quantity: outcome.item.quantity })}</p>
              <p className="cart-added__total">{t('cartTotal', { count: outcome.cart.count, total: formatPrice(lang, outcome.cart.totalMinor) })}</p>
            </div>
          ) : (
            <p className="cart-added__problem" role="alert">
              {outcome.problem}
            </p>
          )}
          <p className="cart-added__actions">
            <a href={back} className="button button--secondary" data-popup-close="">
              {t('continueShopping')}
            </a>{' '}
            <a href={paths.cart(lang)} className="button">
              {t('goToCart')}
            </a>
          </p>
        </Container>
      ),
    },
  }
}

/** A problem's message, localized; `available` fills the stock one. */
export function problemText(lang: Lang, key: CartMessageKey, available?: number): string {
  if (key === 'notEnoughStock' && !available) return translate(cartMessages, lang, 'notEnoughStockNone')
  return translate(cartMessages, lang, key, { available: available ?? 0 })
}
