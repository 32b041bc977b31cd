/**
 * A product's price, with the price before a running sale struck through beside it (ADR 051).
 * The struck price says what it is in words too ("Původní cena"), for a screen reader does not
 * announce the strike-through. The words stand outside `.price__current`, which holds the amount alone.
 */
import { formatPrice, translator, type Lang } from '../../i18n/index.js'
import { shopMessages } from '../../i18n/shop.js'

export function Price({ lang, priceMinor, compareAtPriceMinor, className }: { lang: Lang; priceMinor: number; compareAtPriceMinor: number | null; className?: string }) {
  const t = translator(shopMessages, lang)
  const sale = compareAtPriceMinor !== null && compareAtPriceMinor > priceMinor
  return (
    <span className={`price${sale ? ' price--sale' : ''}${className ? ` ${className}` : ''}`}>
      {sale ? <span className="visually-hidden">{t('salePrice')} </span> : null}
      <strong className="price__current">{formatPrice(lang, priceMinor)}</strong>
      {sale ? (
        <>
          {' '}
          <del className="price__was">
            <span className="visually-hidden">{t('originalPrice')} </span>
            {formatPrice(lang, compareAtPriceMinor)}
          </del>{' '}
          <span className="price__discount">{t('discount', { percent: Math.round(((compareAtPriceMinor - priceMinor) * 100) / compareAtPriceMinor) })}</span>
        </>
      ) : null}
    </span>
  )
}
