import { defineFeature } from '../feature.js'
import { campusRoutes } from './campus.routes.js'

export const campusFeature = defineFeature({
  name: 'campus',
  routes: [campusRoutes],
})
