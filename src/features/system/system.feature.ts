import { defineFeature } from '../feature.js'
import { systemRoutes } from './system.routes.js'

export const systemFeature = defineFeature({
  name: 'system',
  routes: [systemRoutes],
})
