/**
 * The add-to-cart form of a tile or a product page (spec 000 §7 "Add to cart"): a POST to the
 * cart's add address. Without JavaScript it leads to the cart page; with it, `data-cart-add`
 * has the runtime show the answer in a popup and refresh the header's user lists
 * (src/client/cart-add.ts). A product in sizes offers them in a select, sold-out ones disabled.
 * Its second button puts the same choice on a shopping list (a plain post; a guest logs in first).
 */
import { translator, type Lang } from '../../i18n/index.js'
import { cartMessages } from '../../i18n/cart.js'
import { listsMessages } from '../../i18n/lists.js'
import { paths } from '../../ui/paths.js'

export interface VariantOption {
  id: number
  size: string | null
  stock: number
}

interface Props {
  lang: Lang
  /** Unique on the page: ids of the fields derive from it. */
  idBase: string
  productName: string
  variants: VariantOption[]
  /** A product page asks for the quantity too; a tile adds one. */
  withQuantity?: boolean
}

export function AddToCartForm({ lang, idBase, productName, variants, withQuantity = false }: Props) {
  const t = translator(cartMessages, lang)
  const l = translator(listsMessages, lang)
  const open = variants.filter((v) => v.stock > 0)
  if (open.length === 0) return null
  const sized = variants.length > 1 || variants[0]?.size
  const firstOpen = open[0]!
  return (
    <form className="add-to-cart no-partial-update" method="post" action={paths.cartAdd(lang)} data-cart-add={t('addedTitle')} aria-label={t('addToCartOf', { name: productName })}>
      {sized ? (
        <p className="add-to-cart__field">
          <label htmlFor={`${idBase}-size`}>{t('size')}</label>{' '}
          <select id={`${idBase}-size`} name="variant" defaultValue={String(firstOpen.id)}>
            {variants.map((v) => (
              <option key={v.id} value={v.id} disabled={v.stock === 0}>
                {v.stock === 0 ? t('sizeSoldOut', { size: v.size ?? '' }) : v.size}
              </option>
            ))}
          </select>
        </p>
      ) : (
        <input type="hidden" name="variant" value={firstOpen.id} />
      )}
      {withQuantity ? (
        <p className="add-to-cart__field">
          <label htmlFor={`${idBase}-quantity`}>{t('quantity')}</label>{' '}
          <input id={`${idBase}-quantity`} name="quantity" type="number" inputMode="numeric" min={1} max={99} defaultValue="1" required />
        </p>
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      <button type="submit" className="button add-to-cart__button" aria-label={withQuantity ? undefined : t('addToCartOf', { name: productName })}>
        {t('addToCart')}
      </button>{' '}
      {/* The same choice of size and quantity, posted to the shopping lists instead (ADR 029): the runtime's add-to-cart popup leaves it alone. */}
      <button type="submit" className="button button--secondary add-to-list__button" formAction={paths.shoppingListAdd(lang)} data-list-add="" aria-label={l('addToListOf', { name: productName })}>
        {l('addToList')}
      </button>
    </form>
  )
}
