/**
 * The e-shop catalogue: home, category listing and product detail. A product asked for under
 * another category's slug is redirected (301) to its one canonical URL: old links keep working
 * after a product moves, and search engines see a single address per product.
 */
import type { FastifyPluginAsync } from 'fastify'
import { BadRequestError, NotFoundError } from '../../server/errors.js'
import { eachLang, isSlug } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { pageRangeQuery } from '../../ui/query.js'
import { categoryPageModel } from './category-page.js'
import { productPageModel } from './product-page.js'
import { shopHomePageModel } from './shop-home-page.js'
import { shopRepository } from './shop.repository.js'
import { PRODUCT_PAGE_SIZE, shopService } from './shop.service.js'

/** A category page, or the run of pages a pagination fragment's refresh asks for. */
const CategoryQuery = pageRangeQuery(PRODUCT_PAGE_SIZE)

export const shopRoutes: FastifyPluginAsync = async (app) => {
  const shop = shopService(shopRepository(app.db))

  eachLang((lang) => {
    app.get(routes.eshop[lang], async (_req, reply) => reply.page(shopHomePageModel(lang, await shop.home(lang))))

    app.get<{ Params: { category: string } }>(`${routes.eshop[lang]}/:category`, async (req, reply) =>
      reply.cachedPage(async () => {
        const query = CategoryQuery.safeParse(req.query)
        if (!query.success) throw new BadRequestError('category page query')
        const { category } = req.params
        const data = isSlug(category) ? await shop.categoryPage(lang, category, query.data.page, query.data.loaded) : null
        if (!data) throw new NotFoundError(req.url)
        return categoryPageModel(lang, data)
      }),
    )

    app.get<{ Params: { category: string; product: string } }>(
      `${routes.eshop[lang]}/:category/:product`,
      async (req, reply) =>
        reply.cachedPage(async () => {
          const { category, product } = req.params
          const found = isSlug(category) && isSlug(product) ? await shop.productPage(lang, category, product) : null
          if (!found) throw new NotFoundError(req.url)
          if (found.found === 'elsewhere') return reply.redirect(found.canonical, 301)
          return productPageModel(lang, found.data)
        }),
    )
  })
}
