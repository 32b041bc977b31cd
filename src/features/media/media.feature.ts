import { mediaAdminMessages } from '../../i18n/media-admin.js'
import { paths } from '../../ui/paths.js'
import { defineFeature } from '../feature.js'
import { mediaAdminRoutes } from './admin/media-admin.routes.js'
import { mediaRepository } from './media.repository.js'
import { mediaService } from './media.service.js'
import { mediaRoutes } from './media.routes.js'
import { CREATE_MEDIA, DELETE_MEDIA, READ_MEDIA, UPDATE_MEDIA } from './permissions.js'

declare module '../../server/services.js' {
  interface Services {
    media: ReturnType<typeof mediaService>
  }
}

export const mediaFeature = defineFeature({
  name: 'media',
  // Where pictures are used is asked of every manifest's `mediaUses` while serving, so a feature listed later counts too.
  services: ({ db, features }) => ({ media: mediaService(mediaRepository(db), db, features.flatMap((f) => f.mediaUses ?? [])) }),
  routes: [mediaRoutes],
  admin: {
    routes: [mediaAdminRoutes],
    nav: [{ label: { cs: mediaAdminMessages.title.cs, en: mediaAdminMessages.title.en }, href: (lang) => paths.adminMedia(lang), permission: READ_MEDIA }],
  },
  // The library is shared by the whole site (ADR 086): editors of any scope find, upload and describe; chief editors also delete.
  grants: {
    editor: [READ_MEDIA, CREATE_MEDIA, UPDATE_MEDIA],
    chief_editor: [READ_MEDIA, CREATE_MEDIA, UPDATE_MEDIA, DELETE_MEDIA],
  },
  contentTables: ['media_images'],
})
