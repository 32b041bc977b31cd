import { defineFeature } from '../feature.js'
import { paths } from '../../ui/paths.js'
import { bothLangs, fixedPages, pairs } from '../seo/sitemap-source.js'
import { contentSearch } from './content.search.js'
import { pageEditorial } from './pages.editorial.js'
import { contentRepository } from './content.repository.js'
import { contentService, DEFAULT_VIDEO_HOST } from './content.service.js'
import { contentRoutes } from './content.routes.js'

declare module '../../server/services.js' {
  interface Services {
    content: ReturnType<typeof contentService>
  }
}

export const contentFeature = defineFeature({
  name: 'content',
  services: ({ db, options }) => ({ content: contentService(contentRepository(db), { videoHost: options.videoHost ?? DEFAULT_VIDEO_HOST }) }),
  routes: [contentRoutes],
  contentTables: ['faculties', 'pages', 'page_sections', 'page_faqs'],
  editorial: [pageEditorial],
  search: contentSearch,
  sitemap: [
    fixedPages(paths.home, paths.faculties, paths.siteMap),
    async ({ content }) => (await content.facultySlugs()).map((slugs) => ({ paths: bothLangs((lang) => paths.faculty(lang, slugs[lang])) })),
    async ({ content }) => pairs(await content.allPages(), (p) => paths.content(p.lang, p.path), (p) => p.updatedAt),
  ],
})
