import { defineFeature } from '../feature.js'
import { paths } from '../../ui/paths.js'
import { fixedPages } from '../seo/sitemap-source.js'
import { documentsSearch } from './documents.search.js'
import { documentEditorial } from './documents.editorial.js'
import { documentsRepository } from './documents.repository.js'
import { documentsService } from './documents.service.js'
import { documentsRoutes } from './documents.routes.js'
import { documentAdminMessages } from '../../i18n/documents-admin.js'
import { documentsAdminRepository } from './admin/documents-admin.repository.js'
import { documentsAdminRoutes } from './admin/documents-admin.routes.js'
import { CREATE_DOCUMENTS, PUBLISH_DOCUMENTS, READ_DOCUMENTS, REVIEW_DOCUMENTS, UPDATE_DOCUMENTS } from './permissions.js'

declare module '../../server/services.js' {
  interface Services {
    documents: ReturnType<typeof documentsService>
    /** What the documents administration reads and the uploads it keeps (writes go through `editorial`). */
    documentsAdmin: ReturnType<typeof documentsAdminRepository>
  }
}

export const documentsFeature = defineFeature({
  name: 'documents',
  services: ({ db }) => ({ documents: documentsService(documentsRepository(db)), documentsAdmin: documentsAdminRepository(db) }),
  routes: [documentsRoutes],
  admin: {
    routes: [documentsAdminRoutes],
    nav: [{ label: documentAdminMessages.documentsTitle, href: (lang) => paths.adminDocuments(lang), permission: { ...READ_DOCUMENTS, somewhere: true } }],
  },
  // As news (ADR 059): editors upload and edit where their scope puts them and submit; chief editors review and publish.
  grants: {
    editor: [READ_DOCUMENTS, CREATE_DOCUMENTS, UPDATE_DOCUMENTS],
    chief_editor: [READ_DOCUMENTS, CREATE_DOCUMENTS, UPDATE_DOCUMENTS, REVIEW_DOCUMENTS, PUBLISH_DOCUMENTS],
  },
  contentTables: ['documents'],
  editorial: [documentEditorial],
  search: documentsSearch,
  sitemap: [
    fixedPages((lang) => paths.documentList(lang)),
    // Documents exist in one language each.
    async ({ documents }) => (await documents.all()).map((d) => ({ paths: { [d.lang]: paths.document(d.lang, d.slug) }, lastmod: d.publishedAt })),
  ],
})
