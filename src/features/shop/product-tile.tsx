import { translator, type Lang } from '../../i18n/index.js'
import { Price } from './price.js'
import { shopMessages } from '../../i18n/shop.js'
import { cartMessages } from '../../i18n/cart.js'
import { productTracking, TRACKING_ATTRIBUTES } from '../../shared/tracking.js'
import { paths } from '../../ui/paths.js'
import { AddToCartForm } from '../cart/add-to-cart-form.js'
import { CompareForm } from '../compare/compare-form.js'
import { PhotoPlaceholder, THUMB_BOX } from './photo-placeholder.js'
import { availabilityOf, type ProductTile as Tile } from './shop.service.js'

interface Props {
  lang: Lang
  tiles: Tile[]
  heading: 'h2' | 'h3'
  /** Data attributes of the list, e.g. a pagination fragment's. */
  attributes?: Record<`data-${string}`, string | number>
}

/** Product tiles of a listing; `heading` keeps the outline right under an h1 or an h2. */
export function ProductTiles({ lang, tiles, heading, attributes }: Props) {
  const t = translator(shopMessages, lang)
  const c = translator(cartMessages, lang)
  const Heading = heading
  return (
    <ul className="product-tiles" {...attributes}>
      {tiles.map((p) => {
        const availability = availabilityOf(p.variants)
        const soldOut = availability === 'soldOut'
        const tracking = productTracking({ productId: p.id, sku: p.sku, name: p.name, priceMinor: p.priceMinor, category: p.trackingCategory, quantity: 1 })
        return (
          <li key={p.id} className={soldOut ? 'product-tile product-tile--sold-out' : 'product-tile'} data-availability={availability} {...{ [TRACKING_ATTRIBUTES.product]: JSON.stringify(tracking) }}>
            <a className="product-tile__link" href={paths.product(lang, p.categorySlug, p.slugs[lang])}>
              {p.thumbnail ? (
                <img
                  className="product-tile__image"
                  src={paths.productImage(p.thumbnail.id, 'thumb')}
                  alt={p.thumbnail.alt}
                  width={p.thumbnail.thumbWidth}
                  height={p.thumbnail.thumbHeight}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <PhotoPlaceholder width={THUMB_BOX.width} height={THUMB_BOX.height} className="product-tile__image" />
              )}
              <Heading className="product-tile__name">{p.name}</Heading>
            </a>
            <p className="product-tile__price">
              <Price lang={lang} priceMinor={p.priceMinor} compareAtPriceMinor={p.compareAtPriceMinor} />
            </p>
            {/* A div, not a paragraph: axe would read the bold price above a longer paragraph as its heading. */}
            <div className={`product-tile__availability product-tile__availability--${availability}`}>
              {soldOut ? t('soldOut') : availability === 'someSoldOut' ? c('someSizesSoldOut') : c('available')}
            </div>
            <AddToCartForm lang={lang} idBase={`tile-${p.id}`} productName={p.name} variants={p.variants} />
            <CompareForm lang={lang} productId={p.id} productName={p.name} />
          </li>
        )
      })}
    </ul>
  )
}
