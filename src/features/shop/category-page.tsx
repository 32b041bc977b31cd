import { translator, type Lang } from '../../i18n/index.js'
import { shopMessages } from '../../i18n/shop.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { Pagination } from '../../ui/pagination.js'
import { paths } from '../../ui/paths.js'
import { ProductTiles } from './product-tile.js'
import type { CategoryPageData } from './shop.service.js'

/** `productList` is its own region: list paging fetches the next page's tiles alone and appends them. */
export function categoryPageModel(lang: Lang, data: CategoryPageData): PageModel {
  const t = translator(shopMessages, lang)
  const { category, page } = data
  return {
    title: page > 1 ? t('categoryTitlePaged', { name: category.name, page }) : category.name,
    description: category.description,
    alternate: data.alternate,
    section: 'eshop',
    regions: {
      pageContent: () => <CategoryPage lang={lang} data={data} />,
      productList: () => <ProductList lang={lang} data={data} />,
    },
  }
}

function CategoryPage({ lang, data }: { lang: Lang; data: CategoryPageData }) {
  return (
    <Container id="pageContent" className="page-content eshop-category">
      <Breadcrumbs trail={data.trail} current={data.category.name} />
      <PageHeading>{data.category.name}</PageHeading>
      <p className="perex">{data.category.description}</p>
      <ProductList lang={lang} data={data} />
    </Container>
  )
}

function ProductList({ lang, data }: { lang: Lang; data: CategoryPageData }) {
  const t = translator(shopMessages, lang)
  const slug = data.category.slugs[lang]
  return (
    <Container id="productList" className="product-list">
      {data.tiles.length === 0 ? (
        <p className="product-list__empty">{t('emptyCategory')}</p>
      ) : (
        <ProductTiles lang={lang} tiles={data.tiles} heading="h2" />
      )}
      <Pagination page={data.page} pages={data.pages} href={(p) => paths.category(lang, slug, p)} />
    </Container>
  )
}
