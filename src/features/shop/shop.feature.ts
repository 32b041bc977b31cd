import { defineFeature } from '../feature.js'
import { paths } from '../../ui/paths.js'
import { bothLangs, fixedPages } from '../seo/sitemap-source.js'
import { shopSearch } from './shop.search.js'
import { shopRepository } from './shop.repository.js'
import { shopService } from './shop.service.js'
import type { Variants } from './shop.types.js'
import { variantRepository } from './variants.repository.js'
import { variantsService } from './variants.service.js'
import { shopRoutes } from './shop.routes.js'
import { productMediaRoutes } from './product-media.routes.js'
import { stockAdminMessages } from '../../i18n/stock-admin.js'
import { stockAdminRoutes } from './admin/stock-admin.routes.js'
import { READ_STOCK, UPDATE_STOCK } from './admin/stock-permissions.js'
import { stockRepository } from './stock.repository.js'
import { productsAdminMessages } from '../../i18n/products-admin.js'
import { CREATE_PRODUCTS, READ_PRODUCTS, UPDATE_PRODUCTS } from './admin/product-permissions.js'
import { productsAdminRepository } from './admin/products-admin.repository.js'
import { productsAdminRoutes } from './admin/products-admin.routes.js'
import { productPhotosRepository } from './admin/product-photos.repository.js'
import { productPhotosRoutes } from './admin/product-photos.routes.js'
import { catalogueCsvRepository } from './admin/catalogue-csv.repository.js'
import { catalogueCsvRoutes } from './admin/catalogue-csv.routes.js'
import { catalogueCsvService } from './admin/catalogue-csv.service.js'
import { backInStockRepository } from './back-in-stock.repository.js'
import { backInStockRoutes } from './back-in-stock.routes.js'
import { backInStockLiveForm, backInStockService, type BackInStockService } from './back-in-stock.js'
import { categoriesAdminMessages, sizeChartAdminMessages } from '../../i18n/categories-admin.js'
import { CREATE_CATEGORIES, DELETE_CATEGORIES, READ_CATEGORIES, UPDATE_CATEGORIES } from './admin/category-permissions.js'
import { categoriesAdminRepository } from './admin/categories-admin.repository.js'
import { categoriesAdminRoutes } from './admin/categories-admin.routes.js'
import { sizeChartAdminRoutes } from './admin/size-chart-admin.routes.js'
import { sizeChartRepository } from './size-chart.repository.js'

declare module '../../server/services.js' {
  interface Services {
    shop: ReturnType<typeof shopService>
    /** What the cart and the shopping lists read of the catalogue. */
    variants: Variants
    /** The shop manager's stock: the variants' stock, adjustments and thresholds (ADR 068). */
    stock: ReturnType<typeof stockRepository>
    /** The shop manager's catalogue (ADR 067). */
    productsAdmin: ReturnType<typeof productsAdminRepository>
    /** A product's photos in the catalogue's administration (ADR 089). */
    productPhotos: ReturnType<typeof productPhotosRepository>
    /** Shoppers' requests to be mailed when a sold-out variant is back (ADR 081). */
    backInStock: BackInStockService
    /** The catalogue's CSV export and import (ADR 077). */
    catalogueCsv: ReturnType<typeof catalogueCsvService>
    /** The shop manager's category tree (ADR 090). */
    categoriesAdmin: ReturnType<typeof categoriesAdminRepository>
    /** The size chart per fit, read by its public page and edited by the shop manager (ADR 090). */
    sizeChart: ReturnType<typeof sizeChartRepository>
  }
}

export const shopFeature = defineFeature({
  name: 'shop',
  services: ({ db, options }) => ({ shop: shopService(shopRepository(db)), variants: variantsService(variantRepository(db)), stock: stockRepository(db, { mailWritten: options.mailWritten }), backInStock: backInStockService({ repo: backInStockRepository(db) }), productsAdmin: productsAdminRepository(db), productPhotos: productPhotosRepository(db), catalogueCsv: catalogueCsvService(catalogueCsvRepository(db), options.catalogueImport ?? { maxRows: 10_000, maxBytes: 20 * 1024 * 1024 }), categoriesAdmin: categoriesAdminRepository(db), sizeChart: sizeChartRepository(db) }),
  // Every node publishes the scheduled products that are due; a product is claimed once (ADR 088).
  timed: ({ productsAdmin }) => [{ name: 'products', runDue: (now) => productsAdmin.runDue(now), nextDue: () => productsAdmin.nextDue() }],
  routes: [shopRoutes, productMediaRoutes, backInStockRoutes],
  liveForms: () => [backInStockLiveForm],
  admin: {
    routes: [catalogueCsvRoutes, productsAdminRoutes, productPhotosRoutes, stockAdminRoutes, categoriesAdminRoutes, sizeChartAdminRoutes],
    nav: [
      { label: productsAdminMessages.title, href: (lang) => paths.adminProducts(lang), permission: READ_PRODUCTS },
      { label: categoriesAdminMessages.title, href: (lang) => paths.adminCategories(lang), permission: READ_CATEGORIES },
      { label: sizeChartAdminMessages.title, href: (lang) => paths.adminSizeChart(lang), permission: READ_CATEGORIES },
      { label: stockAdminMessages.title, href: (lang) => paths.adminStock(lang), permission: READ_STOCK },
    ],
  },
  grants: { shop_manager: [READ_PRODUCTS, CREATE_PRODUCTS, UPDATE_PRODUCTS, READ_STOCK, UPDATE_STOCK, READ_CATEGORIES, CREATE_CATEGORIES, UPDATE_CATEGORIES, DELETE_CATEGORIES] },
  contentTables: ['product_categories', 'products', 'product_images', 'product_variants', 'size_chart_rows'],
  search: shopSearch,
  sitemap: [
    fixedPages(paths.eshop),
    async ({ shop }) => {
      const { categories, products } = await shop.catalogue()
      const categoryOf = new Map(categories.map((c) => [c.id, c.slugs]))
      return [
        ...categories.map((c) => ({ paths: bothLangs((lang) => paths.category(lang, c.slugs[lang])) })),
        ...products.flatMap((p) => {
          const category = categoryOf.get(p.categoryId)
          return category ? [{ paths: bothLangs((lang) => paths.product(lang, category[lang], p.slugs[lang])) }] : []
        }),
      ]
    },
  ],
})
