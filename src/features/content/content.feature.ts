import { defineFeature } from '../feature.js'
import { paths } from '../../ui/paths.js'
import { bothLangs, fixedPages, pairs } from '../seo/sitemap-source.js'
import { contentSearch } from './content.search.js'
import { pageEditorial } from './pages.editorial.js'
import { contentRepository } from './content.repository.js'
import { contentService, DEFAULT_VIDEO_HOST } from './content.service.js'
import { contentRoutes } from './content.routes.js'
import { pagesAdminMessages } from '../../i18n/pages-admin.js'
import { pagesAdminRepository } from './admin/pages-admin.repository.js'
import { pagesAdminRoutes } from './admin/pages-admin.routes.js'
import { CREATE_PAGE, DELETE_PAGE, PUBLISH_PAGE, READ_PAGE, REVIEW_PAGE, UPDATE_PAGE } from './permissions.js'
import { contentMediaUses } from './content.media-uses.js'

declare module '../../server/services.js' {
  interface Services {
    content: ReturnType<typeof contentService>
    /** What the page tree's administration reads, and the tree's acts (ADR 063); content goes through `editorial`. */
    pagesAdmin: ReturnType<typeof pagesAdminRepository>
  }
}

export const contentFeature = defineFeature({
  name: 'content',
  services: ({ db, options }) => ({ content: contentService(contentRepository(db), { videoHost: options.videoHost ?? DEFAULT_VIDEO_HOST }), pagesAdmin: pagesAdminRepository(db) }),
  routes: [contentRoutes],
  admin: {
    routes: [pagesAdminRoutes],
    nav: [{ label: pagesAdminMessages.pagesTitle, href: (lang) => paths.adminPages(lang), permission: { ...READ_PAGE, somewhere: true } }],
  },
  // Editors write pages where their scope puts them (a faculty, or a section of the tree) and
  // submit; chief editors also review, publish, and delete to the trash (ADR 063).
  grants: {
    editor: [READ_PAGE, CREATE_PAGE, UPDATE_PAGE],
    chief_editor: [READ_PAGE, CREATE_PAGE, UPDATE_PAGE, REVIEW_PAGE, PUBLISH_PAGE, DELETE_PAGE],
  },
  contentTables: ['faculties', 'pages', 'page_sections', 'page_faqs'],
  editorial: [pageEditorial],
  search: contentSearch,
  sitemap: [
    fixedPages(paths.home, paths.faculties, paths.siteMap),
    async ({ content }) => (await content.facultySlugs()).map((slugs) => ({ paths: bothLangs((lang) => paths.faculty(lang, slugs[lang])) })),
    async ({ content }) => pairs(await content.allPages(), (p) => paths.content(p.lang, p.path), (p) => p.updatedAt),
  ],
  mediaUses: [contentMediaUses],
})
