/**
 * The e-shop catalogue: home, category listing and product detail. A product asked for under
 * another category's slug is redirected (301) to its one canonical URL: old links keep working
 * after a product moves, and search engines see a single address per product.
 */
import type { FastifyPluginAsync } from 'fastify'
import { cached } from '../../server/cached.js'
import { isFit } from './size-chart.js'
import { sizeChartPageModel } from './size-chart-page.js'
import { BadRequestError, NotFoundError } from '../../server/errors.js'
import { eachLang, isSlug } from '../../server/localized.js'
import { paths, routes } from '../../ui/paths.js'
import { pageParams, pageRangeQuery } from '../../ui/query.js'
import { categoryPageModel } from './category-page.js'
import { listingParams, listingQuery, parseListing } from './listing.js'
import { productPageModel } from './product-page.js'
import { shopHomePageModel } from './shop-home-page.js'
import { PRODUCT_PAGE_SIZE } from './shop.service.js'
import { BACK_IN_STOCK_NOTICE } from './back-in-stock.js'

/** A category page, or the run of pages a pagination fragment's refresh asks for. */
const CategoryQuery = pageRangeQuery(PRODUCT_PAGE_SIZE)

export const shopRoutes: FastifyPluginAsync = async (app) => {
  const { shop, promotions, sizeChart } = app.services

  eachLang((lang) => {
    app.get(routes.eshop[lang], async (_req, reply) => {
      const now = new Date()
      // The countdown follows the running sale (ADR 087): none runs, none is shown.
      const sale = await promotions.running(now)
      return reply.page(shopHomePageModel(lang, await shop.home(lang, sale ? { name: sale.name[lang], endsAt: sale.endsAt.toISOString() } : null, now)))
    })

    app.get<{ Querystring: { fit?: unknown } }>(
      routes.sizeChart[lang],
      cached<{ Querystring: { fit?: unknown } }>(async ({ query }) => {
        const fit = query.fit ?? 'unisex'
        if (!isFit(fit)) throw new BadRequestError('size chart fit')
        return sizeChartPageModel(lang, fit, await sizeChart.rows(fit))
      }, { query: ['fit'] }),
    )

    app.get<{ Params: { category: string } }>(
      `${routes.eshop[lang]}/:category`,
      cached<{ Params: { category: string } }>(async ({ params, query: raw, address }) => {
        const query = CategoryQuery.safeParse(raw)
        if (!query.success) throw new BadRequestError('category page query')
        const { category } = params
        if (!isSlug(category)) throw new NotFoundError(address)
        // An unknown sort or filter value falls back to the default: the address without it
        // (a redirect, so made-up values neither render nor fill the region cache).
        const { listing, rejected } = parseListing(raw as Record<string, unknown>)
        if (rejected) {
          const { page, loaded } = query.data
          return { redirect: paths.category(lang, category, page, loaded > 1 ? loaded * PRODUCT_PAGE_SIZE : undefined, listingQuery(listing)), status: 302 }
        }
        const data = await shop.categoryPage(lang, category, query.data.page, query.data.loaded, listing)
        if (!data) throw new NotFoundError(address)
        return categoryPageModel(lang, data)
      }, { query: [...Object.values(pageParams), ...Object.values(listingParams)] }),
    )

    type ProductRoute = { Params: { category: string; product: string }; Querystring: { notice?: unknown } }
    app.get<ProductRoute>(
      `${routes.eshop[lang]}/:category/:product`,
      cached<ProductRoute>(async ({ params, query, address }) => {
        const { category, product } = params
        const found = isSlug(category) && isSlug(product) ? await shop.productPage(lang, category, product) : null
        if (!found) throw new NotFoundError(address)
        if (found.found === 'elsewhere') return { redirect: paths.product(lang, found.categorySlug, found.productSlug), status: 301 }
        // The one notice a product page shows (a back-in-stock request saved, ADR 081); any other value is dropped.
        if (query.notice !== undefined && query.notice !== BACK_IN_STOCK_NOTICE) return { redirect: paths.product(lang, category, product), status: 302 }
        return productPageModel(lang, found.data, { requested: query.notice === BACK_IN_STOCK_NOTICE })
      }, { query: ['notice'] }),
    )
  })
}
