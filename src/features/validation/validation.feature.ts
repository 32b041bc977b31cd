import { defineFeature } from '../feature.js'
import { validationRoutes } from './validation.routes.js'

export const validationFeature = defineFeature({
  name: 'validation',
  routes: [validationRoutes],
})
