import { defineFeature } from '../feature.js'
import { paths } from '../../ui/paths.js'
import { fixedPages } from '../seo/sitemap-source.js'
import { documentsSearch } from './documents.search.js'
import { documentEditorial } from './documents.editorial.js'
import { documentsRepository } from './documents.repository.js'
import { documentsService } from './documents.service.js'
import { documentsRoutes } from './documents.routes.js'

declare module '../../server/services.js' {
  interface Services {
    documents: ReturnType<typeof documentsService>
  }
}

export const documentsFeature = defineFeature({
  name: 'documents',
  services: ({ db }) => ({ documents: documentsService(documentsRepository(db)) }),
  routes: [documentsRoutes],
  contentTables: ['documents'],
  editorial: [documentEditorial],
  search: documentsSearch,
  sitemap: [
    fixedPages((lang) => paths.documentList(lang)),
    // Documents exist in one language each.
    async ({ documents }) => (await documents.all()).map((d) => ({ paths: { [d.lang]: paths.document(d.lang, d.slug) }, lastmod: d.publishedAt })),
  ],
})
