import { defineFeature } from '../feature.js'
import { socialRoutes } from './social.routes.js'

export const socialFeature = defineFeature({
  name: 'social',
  routes: [socialRoutes],
})
