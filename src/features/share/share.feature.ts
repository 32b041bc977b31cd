import { defineFeature } from '../feature.js'
import { shareRoutes } from './share.routes.js'

export const shareFeature = defineFeature({
  name: 'share',
  routes: [shareRoutes],
})
