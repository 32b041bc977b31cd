import { defineFeature } from '../feature.js'
import { socialRoutes } from './social.routes.js'
import { socialMediaUses } from './social.media-uses.js'

export const socialFeature = defineFeature({
  name: 'social',
  routes: [socialRoutes],
  mediaUses: [socialMediaUses],
})
