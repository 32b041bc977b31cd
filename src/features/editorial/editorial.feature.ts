import { defineFeature } from '../feature.js'
import { editorialRepository } from './editorial.repository.js'
import { editorialService } from './editorial.service.js'

declare module '../../server/services.js' {
  interface Services {
    editorial: ReturnType<typeof editorialService>
  }
}

/**
 * Drafts, revisions and publishing at a time for every kind of content the manifests list under
 * `editorial` (ADR 058). Its tables are revisions and the log; the draft state lives in each
 * content table (`draftStateColumns`).
 */
export const editorialFeature = defineFeature({
  name: 'editorial',
  services: ({ db, features }) => ({
    editorial: editorialService(
      db,
      editorialRepository(db),
      features.flatMap((f) => f.editorial ?? []),
    ),
  }),
})
