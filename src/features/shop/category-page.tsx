import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { shopMessages } from '../../i18n/shop.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { Pagination, paginationFragment } from '../../ui/pagination.js'
import { paths } from '../../ui/paths.js'
import { IN_STOCK, listingParams, listingQuery, SORTS, sortValue } from './listing.js'
import { ProductTiles } from './product-tile.js'
import { shopTrail } from './shop-trail.js'
import { PRODUCT_PAGE_SIZE, type CategoryPageData } from './shop.service.js'

/**
 * `productList` is its own region: list paging fetches the next page's tiles alone and appends
 * them, and the sort and filter form (outside it, so it keeps focus and values) asks for it alone.
 */
export function categoryPageModel(lang: Lang, data: CategoryPageData): PageModel {
  const t = translator(shopMessages, lang)
  const { category, firstPage, page } = data
  const name = category.name
  const title =
    firstPage < page ? t('categoryTitlePages', { name, first: firstPage, last: page }) : page > 1 ? t('categoryTitlePaged', { name, page }) : name
  const other = otherLang(lang)
  const loaded = loadedPages(data)
  return {
    title,
    description: category.metaDescription || category.description,
    // A run of pages stays the same run in the other language.
    alternate: paths.category(other, category.slugs[other], firstPage, loaded > 1 ? loaded * PRODUCT_PAGE_SIZE : undefined, listingQuery(data.listing)),
    section: 'eshop',
    breadcrumbs: { trail: shopTrail(lang, data.ancestors), current: data.category.name },
    regions: {
      pageContent: () => <CategoryPage lang={lang} data={data} />,
      productList: () => <ProductList lang={lang} data={data} />,
    },
  }
}

/** How many pages of tiles the list shows, `firstPage` to `page`. */
const loadedPages = (data: CategoryPageData) => data.page - data.firstPage + 1

function CategoryPage({ lang, data }: { lang: Lang; data: CategoryPageData }) {
  return (
    <Container id="pageContent" className="page-content eshop-category">
      <Breadcrumbs trail={shopTrail(lang, data.ancestors)} current={data.category.name} />
      <PageHeading>{data.category.name}</PageHeading>
      <p className="perex">{data.category.description}</p>
      <Subcategories lang={lang} data={data} />
      <ListingForm lang={lang} data={data} />
      <ProductList lang={lang} data={data} />
    </Container>
  )
}

/** The categories right below this one (ADR 090): its list shows their products too. */
function Subcategories({ lang, data }: { lang: Lang; data: CategoryPageData }) {
  if (data.subcategories.length === 0) return null
  const t = translator(shopMessages, lang)
  return (
    <nav className="subcategories" aria-label={t('subcategories', { name: data.category.name })}>
      <ul className="subcategories__list">
        {data.subcategories.map((c) => (
          <li key={c.id}>
            <a href={paths.category(lang, c.slugs[lang])}>{c.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * Sort and filter (spec 001 §5, §7): a GET form of native selects that works alone without
 * JavaScript (the button sends it); with it each select is the select widget (ADR 037) whose
 * change updates `productList` alone from page 1 and pushes the address, which carries both.
 */
function ListingForm({ lang, data }: { lang: Lang; data: CategoryPageData }) {
  const t = translator(shopMessages, lang)
  const update = { 'data-pu-event': 'change', 'data-pu-target': 'productList', 'data-pu-alter-history': 'push' }
  return (
    <form className="filter-form listing-form" method="get" action={paths.category(lang, data.category.slugs[lang])} data-pu-target="productList" data-pu-alter-history="push" aria-label={t('listingForm')}>
      <p className="filter-form__field">
        <label htmlFor="listingSort">{t('sortBy')}</label>
        <select id="listingSort" className="select-box" data-component="Select" name={listingParams.sort} defaultValue={sortValue(data.listing.sort)} {...update}>
          {SORTS.map((sort) => (
            <option key={sort} value={sortValue(sort)}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </p>
      <p className="filter-form__field">
        <label htmlFor="listingAvailability">{t('availability')}</label>
        <select id="listingAvailability" className="select-box" data-component="Select" name={listingParams.availability} defaultValue={data.listing.inStockOnly ? IN_STOCK : ''} {...update}>
          <option value="">{t('availabilityAll')}</option>
          <option value={IN_STOCK}>{t('availabilityInStock')}</option>
        </select>
      </p>
      <p className="filter-form__actions listing-form__actions">
        <button type="submit" className="button">
          {t('listingSubmit')}
        </button>
      </p>
    </form>
  )
}

/**
 * The tiles carry a pagination fragment, so a refresh asks for every page shown; "show more"
 * is a link to the next page that the runtime turns into an append (docs/protocol.md).
 */
function ProductList({ lang, data }: { lang: Lang; data: CategoryPageData }) {
  const t = translator(shopMessages, lang)
  const slug = data.category.slugs[lang]
  const listing = listingQuery(data.listing)
  const fragment = { loadedPages: loadedPages(data), pageSize: PRODUCT_PAGE_SIZE, pageNumber: data.page }
  return (
    <Container id="productList" className="product-list" rememberPagination>
      {data.tiles.length === 0 ? (
        <p className="product-list__empty">{t(data.listing.inStockOnly ? 'emptyInStock' : 'emptyCategory')}</p>
      ) : (
        <ProductTiles
          lang={lang}
          tiles={data.tiles}
          heading="h2"
          attributes={{
            ...paginationFragment(fragment),
            // The list GA4's view_item_list and select_item name (ADR 030); tiles count from the first page shown.
            'data-item-list-id': `category_${data.category.slugs.cs}`,
            'data-item-list-name': data.category.name,
            'data-item-list-start': (data.firstPage - 1) * PRODUCT_PAGE_SIZE,
          }}
        />
      )}
      {data.page < data.pages ? (
        <p className="product-list__more">
          <a href={paths.category(lang, slug, data.page + 1, undefined, listing)} data-pu-append=".product-tiles" data-pu-alter-history="replace" className="button">
            {t('showMore')}
          </a>
        </p>
      ) : null}
      <Pagination page={data.page} pages={data.pages} href={(p) => paths.category(lang, slug, p, undefined, listing)} />
    </Container>
  )
}
