import { contentLinkSources } from './content.link-sources.js'
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
import { pagesTrashRoutes } from './admin/pages-trash.routes.js'
import { CREATE_PAGE, DELETE_PAGE, PUBLISH_PAGE, READ_FACULTY, READ_MENU, READ_PAGE, REVIEW_PAGE, UPDATE_FACULTY, UPDATE_MENU, UPDATE_PAGE } from './permissions.js'
import { menusAdminMessages } from '../../i18n/menus-admin.js'
import { menusAdminRepository } from './admin/menus-admin.repository.js'
import { menusAdminRoutes } from './admin/menus-admin.routes.js'
import { facultiesAdminMessages } from '../../i18n/faculties-admin.js'
import { facultiesAdminRepository } from './admin/faculties-admin.repository.js'
import { facultiesAdminRoutes } from './admin/faculties-admin.routes.js'
import { contentMediaUses } from './content.media-uses.js'

declare module '../../server/services.js' {
  interface Services {
    content: ReturnType<typeof contentService>
    /** What the page tree's administration reads, and the tree's acts (ADR 063); content goes through `editorial`. */
    pagesAdmin: ReturnType<typeof pagesAdminRepository>
    /** The faculties' identity: texts and contacts (ADR 092). */
    facultiesAdmin: ReturnType<typeof facultiesAdminRepository>
    /** The header's main menu and the footer's links (ADR 095). */
    menusAdmin: ReturnType<typeof menusAdminRepository>
  }
}

export const contentFeature = defineFeature({
  name: 'content',
  services: ({ db, options }) => ({ content: contentService(contentRepository(db), { videoHost: options.videoHost ?? DEFAULT_VIDEO_HOST }), pagesAdmin: pagesAdminRepository(db), facultiesAdmin: facultiesAdminRepository(db), menusAdmin: menusAdminRepository(db) }),
  routes: [contentRoutes],
  admin: {
    routes: [pagesAdminRoutes, pagesTrashRoutes, facultiesAdminRoutes, menusAdminRoutes],
    nav: [
      { label: pagesAdminMessages.pagesTitle, href: (lang) => paths.adminPages(lang), permission: { ...READ_PAGE, somewhere: true } },
      { label: facultiesAdminMessages.title, href: (lang) => paths.adminFaculties(lang), permission: { ...READ_FACULTY, somewhere: true } },
      { label: menusAdminMessages.title, href: (lang) => paths.adminMenus(lang), permission: READ_MENU },
    ],
  },
  // Editors write pages where their scope puts them (a faculty, or a section of the tree) and
  // submit; chief editors also review, publish, and delete to the trash (ADR 063). Both change a
  // faculty's introduction and contacts, an editor only their own faculty's (ADR 092). The menus
  // are the whole site's front door: chief editors keep them (ADR 095).
  grants: {
    editor: [READ_PAGE, CREATE_PAGE, UPDATE_PAGE, READ_FACULTY, UPDATE_FACULTY],
    chief_editor: [READ_PAGE, CREATE_PAGE, UPDATE_PAGE, REVIEW_PAGE, PUBLISH_PAGE, DELETE_PAGE, READ_FACULTY, UPDATE_FACULTY, READ_MENU, UPDATE_MENU],
  },
  contentTables: ['faculties', 'pages', 'page_sections', 'page_faqs', 'menu_items'],
  editorial: [pageEditorial],
  search: contentSearch,
  sitemap: [
    fixedPages(paths.home, paths.faculties, paths.siteMap),
    async ({ content }) => (await content.facultySlugs()).map((slugs) => ({ paths: bothLangs((lang) => paths.faculty(lang, slugs[lang])) })),
    async ({ content }) => pairs(await content.allPages(), (p) => paths.content(p.lang, p.path), (p) => p.updatedAt),
  ],
  mediaUses: [contentMediaUses],
  linkSources: [contentLinkSources],
})
