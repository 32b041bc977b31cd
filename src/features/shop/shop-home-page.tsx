import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { productCountKey, shopMessages } from '../../i18n/shop.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { CountdownView } from '../../ui/countdown.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { SectionSearch } from '../search/section-search.js'
import { ProductTiles } from './product-tile.js'
import type { ShopHomeData } from './shop.service.js'

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
      <CountdownView until={data.saleEndsAt} now={Date.parse(data.now)} label={t('christmasSaleEnds')} lang={lang} ticking />
      <section aria-labelledby="eshopCategories">
        <h2 id="eshopCategories">{t('categories')}</h2>
        <ul className="category-list">
          {data.categories.map((c) => (
            <li key={c.id} className="category-list__item">
              <a href={paths.category(lang, c.slugs[lang])}>{c.name}</a>{' '}
              <span className="category-list__count">{`(${t(productCountKey(lang, c.productCount), { count: c.productCount })})`}</span>
              <p>{c.description}</p>
            </li>
          ))}
        </ul>
      </section>
      {data.featured.length > 0 ? (
        <section aria-labelledby="eshopFeatured">
          <h2 id="eshopFeatured">{t('featured')}</h2>
          <ProductTiles lang={lang} tiles={data.featured} heading="h3" />
        </section>
      ) : null}
    </Container>
  )
}
