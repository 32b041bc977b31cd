import { defineFeature } from '../feature.js'
import { seoRoutes } from './seo.routes.js'

export const seoFeature = defineFeature({
  name: 'seo',
  routes: [seoRoutes],
})
