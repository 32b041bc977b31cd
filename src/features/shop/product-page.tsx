import { formatNumber, formatPrice, otherLang, translator, type Lang } from '../../i18n/index.js'
import { shopMessages } from '../../i18n/shop.js'
import { sizeChartMessages } from '../../i18n/size-chart.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { Paragraphs } from '../../ui/paragraphs.js'
import { paths } from '../../ui/paths.js'
import { TooltipHint } from '../../ui/tooltip.js'
import { widgetMessages } from '../../i18n/widgets.js'
import { productLd } from '../../ui/structured-data.js'
import { cartMessages } from '../../i18n/cart.js'
import { productTracking, TRACKING_ATTRIBUTES } from '../../shared/tracking.js'
import { AddToCartForm } from '../cart/add-to-cart-form.js'
import { CompareForm } from '../compare/compare-form.js'
import { Price } from './price.js'
import { ProductGallery } from './product-gallery.js'
import { shopTrail } from './shop-trail.js'
import { availabilityOf, type ProductPageData } from './shop.service.js'
import { fitOf, type Fit } from './size-chart.js'
import { BackInStockRequest, type BackInStockView } from './back-in-stock-form.js'

/** `backInStock`: the request form's state after a submission (ADR 081); the stored page has none or the confirmation. */
export function productPageModel(lang: Lang, data: ProductPageData, backInStock?: BackInStockView): PageModel {
  const { product, category, images } = data
  const other = otherLang(lang)
  const main = images[0]
  return {
    title: product.name,
    description: product.metaDescription || product.description.split('\n')[0],
    alternate: paths.product(other, category.slugs[other], product.slugs[other]),
    section: 'eshop',
    type: 'product',
    image: main && { src: paths.productImage(main.id, 'full'), width: main.width, height: main.height, alt: main.alt },
    structuredData: [
      productLd(lang, {
        ...product,
        url: paths.product(lang, category.slugs[lang], product.slugs[lang]),
        images: images.map((i) => paths.productImage(i.id, 'full')),
        category: category.name,
      }),
    ],
    breadcrumbs: { trail: shopTrail(lang, [...data.ancestors, category]), current: product.name },
    regions: { pageContent: () => <ProductPage lang={lang} data={data} backInStock={backInStock} /> },
  }
}

function ProductPage({ lang, data, backInStock }: { lang: Lang; data: ProductPageData; backInStock?: BackInStockView }) {
  const t = translator(shopMessages, lang)
  const w = translator(widgetMessages, lang)
  const c = translator(cartMessages, lang)
  const { product } = data
  const availability = availabilityOf(data.variants)
  const soldOut = availability === 'soldOut'
  const tracking = productTracking({ productId: product.id, sku: product.sku, name: product.name, priceMinor: product.priceMinor, category: product.trackingCategory, quantity: 1 })
  return (
    <Container id="pageContent" className="page-content product-detail">
      <Breadcrumbs trail={shopTrail(lang, [...data.ancestors, data.category])} current={product.name} />
      <article className="product" data-product-id={product.id} {...{ [TRACKING_ATTRIBUTES.product]: JSON.stringify(tracking) }}>
        <PageHeading>{product.name}</PageHeading>
        <ProductGallery lang={lang} productId={product.id} images={data.images} />
        {/* Price, size and "Do košíku" together, beside the photos on a wide screen, under them on a phone. */}
        <div className="product__buy">
          <p className="product__price">
            <Price lang={lang} priceMinor={product.priceMinor} compareAtPriceMinor={product.compareAtPriceMinor} />{' '}
            <span className="product__vat">{t('vatIncluded', { rate: product.vatRate })}</span>
            <br />
            <span className="product__price-net">{t('priceWithoutVat', { price: formatPrice(lang, data.priceWithoutVatMinor) })}</span>{' '}
            {/* Below the price, its tip opening downwards: the hint never covers the price it explains. */}
            <TooltipHint id="productVatHint" label={w('vatHintLabel')} text={w('priceVatHint')} placement="bottom" />
          </p>
          <AddToCartForm lang={lang} idBase="product" productName={product.name} variants={data.variants} withQuantity />
          <CompareForm lang={lang} productId={product.id} productName={product.name} />
          {/* The facts a shopper checks after the price: below "Do košíku", so that on a phone the button is on the first screen. */}
          <dl className="product__facts">
            <dt>{t('availability')}</dt>
            <dd className={soldOut ? 'product__stock product__stock--sold-out' : 'product__stock'}>
              {soldOut ? t('soldOut') : t('inStock', { count: formatNumber(lang, product.stock) })}
              {availability === 'someSoldOut' ? <> ({c('someSizesSoldOut').toLowerCase()})</> : null}
            </dd>
            <dt>{t('sku')}</dt>
            <dd className="product__sku">{product.sku}</dd>
          </dl>
          <BackInStockRequest lang={lang} variants={data.variants} view={backInStock} />
        </div>
        <section className="product__description" aria-labelledby="productDescriptionHeading">
          <h2 id="productDescriptionHeading">
            {/* Toggler (ADR 038): rendered open, so without script the text is simply there. */}
            <button type="button" className="toggler is-open" data-component="Toggler" aria-expanded="true" aria-controls="productDescription">
              {t('description')}
            </button>
          </h2>
          <div id="productDescription" className="toggle-target is-open">
            <Paragraphs text={product.description} />
          </div>
        </section>
        {product.attributes.length > 0 ? (
          <section className="product__attributes" aria-labelledby="productAttributesHeading">
            <h2 id="productAttributesHeading">{t('attributes')}</h2>
            <table className="product-attributes">
              <tbody>
                {product.attributes.map((a) => (
                  <tr key={a.key} data-attribute={a.key}>
                    <th scope="row">{a.label[lang]}</th>
                    <td>{a.value[lang]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <SizeChartLink lang={lang} fit={fitOf(product.attributes)} />
          </section>
        ) : null}
      </article>
    </Container>
  )
}

/** Clothing links to its fit's size chart; with JavaScript the chart opens in an ajax popup (ADR 021). */
function SizeChartLink({ lang, fit }: { lang: Lang; fit: Fit | null }) {
  if (!fit) return null
  const t = translator(sizeChartMessages, lang)
  return (
    <p className="product__size-chart">
      <a href={paths.sizeChart(lang, fit === 'unisex' ? undefined : fit)} data-popup="ajax" data-popup-region="sizeChart" data-popup-title={t('title')}>
        {t('show')}
      </a>
    </p>
  )
}
