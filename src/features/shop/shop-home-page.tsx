import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { productCountKey, shopMessages } from '../../i18n/shop.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { CountdownView } from '../../ui/countdown.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { SectionSearch } from '../search/section-search.js'
import { PhotoPlaceholder, THUMB_BOX } from './photo-placeholder.js'
import { ProductTiles } from './product-tile.js'
import type { CategoryBranch, CategoryTile, ProductTile, ShopHomeData } from './shop.service.js'
import { formatPrice } from '../../i18n/index.js'
import { widgetMessages } from '../../i18n/widgets.js'
import { Slider } from '../../ui/slider.js'

export function shopHomePageModel(lang: Lang, data: ShopHomeData): PageModel {
  const t = translator(shopMessages, lang)
  return {
    title: t('homeTitle'),
    description: t('homeDescription'),
    alternate: paths.eshop(otherLang(lang)),
    section: 'eshop',
    breadcrumbs: { trail: [], current: t('homeTitle') },
    regions: { pageContent: () => <ShopHomePage lang={lang} data={data} /> },
  }
}

function ShopHomePage({ lang, data }: { lang: Lang; data: ShopHomeData }) {
  const t = translator(shopMessages, lang)
  return (
    <Container id="pageContent" className="page-content eshop-home">
      <Breadcrumbs trail={[]} current={t('homeTitle')} />
      <PageHeading>{t('homeTitle')}</PageHeading>
      <p className="perex">{t('homeDescription')}</p>
      <SectionSearch lang={lang} section={{ scope: 'eshop' }} />
      <Promotions lang={lang} tiles={data.featured} />
      {data.sale ? <CountdownView until={data.sale.endsAt} now={Date.parse(data.now)} label={t('saleEnds', { name: data.sale.name })} lang={lang} ticking /> : null}
      <section aria-labelledby="eshopCategories">
        <h2 id="eshopCategories">{t('categories')}</h2>
        <CategoryTiles lang={lang} categories={data.categories} />
      </section>
      {data.featured.length > 0 ? (
        <section aria-labelledby="eshopFeatured">
          <h2 id="eshopFeatured">{t('featured')}</h2>
          <ProductTiles lang={lang} tiles={data.featured} heading="h3" attributes={{ 'data-item-list-id': 'featured', 'data-item-list-name': t('featured') }} />
        </section>
      ) : null}
    </Container>
  )
}

/**
 * The categories as tiles with a picture (ADR 056). The name is the tile's one link, stretched
 * over the tile so the picture is clicked too; the picture is `alt=""`, for the name says it all.
 */
function CategoryTiles({ lang, categories }: { lang: Lang; categories: CategoryTile[] }) {
  const t = translator(shopMessages, lang)
  return (
    <ul className="category-tiles">
      {categories.map((c) => (
        <li key={c.id} className="category-tile">
          {c.image ? (
            <img
              className="category-tile__image"
              src={paths.productImage(c.image.id, 'thumb')}
              alt=""
              width={c.image.thumbWidth}
              height={c.image.thumbHeight}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <PhotoPlaceholder width={THUMB_BOX.width} height={THUMB_BOX.height} className="category-tile__image" />
          )}
          <h3 className="category-tile__name">
            <a href={paths.category(lang, c.slugs[lang])}>{c.name}</a>
          </h3>
          <p className="category-tile__count">{t(productCountKey(lang, c.productCount), { count: c.productCount })}</p>
          <p className="category-tile__description">{c.description}</p>
          {c.children.length ? (
            <nav className="category-tile__subcategories" aria-label={t('subcategories', { name: c.name })}>
              <Branches lang={lang} branches={c.children} />
            </nav>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** Subcategories as nested lists, each a link above the link stretched over its tile (ADR 090). */
function Branches({ lang, branches }: { lang: Lang; branches: CategoryBranch[] }) {
  return (
    <ul className="category-branches">
      {branches.map((b) => (
        <li key={b.id}>
          <a href={paths.category(lang, b.slugs[lang])}>{b.name}</a>
          {b.children.length ? <Branches lang={lang} branches={b.children} /> : null}
        </li>
      ))}
    </ul>
  )
}

/** The promotions slider (ADR 036): the featured products as banners, each a link to its page. */
function Promotions({ lang, tiles }: { lang: Lang; tiles: ProductTile[] }) {
  const w = translator(widgetMessages, lang)
  const slides = tiles.slice(0, PROMOTION_COUNT).map((p, i) => (
    <a key={p.id} href={paths.product(lang, p.categorySlug, p.slugs[lang])} className="promotion">
      {p.thumbnail ? (
        <img
          className="promotion__image"
          src={paths.productImage(p.thumbnail.id, 'thumb')}
          alt=""
          width={p.thumbnail.thumbWidth}
          height={p.thumbnail.thumbHeight}
          loading={i === 0 ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <PhotoPlaceholder width={THUMB_BOX.width} height={THUMB_BOX.height} className="promotion__image" />
      )}
      <span className="promotion__text">
        <strong className="promotion__name">{p.name}</strong>
        <span className="promotion__price">{formatPrice(lang, p.priceMinor)}</span>
        <span className="promotion__more">{w('promotionLink', { name: p.name })}</span>
      </span>
    </a>
  ))
  if (slides.length === 0) return null
  return <Slider lang={lang} id="promotionSlider" label={w('promotions')} slides={slides} className="promotions" />
}

const PROMOTION_COUNT = 4
