import { defineFeature } from '../feature.js'
import { shopRepository } from './shop.repository.js'
import { shopService } from './shop.service.js'
import { shopRoutes } from './shop.routes.js'
import { productMediaRoutes } from './product-media.routes.js'

declare module '../../server/services.js' {
  interface Services {
    shop: ReturnType<typeof shopService>
  }
}

export const shopFeature = defineFeature({
  name: 'shop',
  services: ({ db }) => ({ shop: shopService(shopRepository(db)) }),
  routes: [shopRoutes, productMediaRoutes],
  contentTables: ['product_categories', 'products', 'product_images', 'product_variants'],
})
