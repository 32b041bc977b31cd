import { defineFeature } from '../feature.js'
import { paths } from '../../ui/paths.js'
import { fixedPages, pairs } from '../seo/sitemap-source.js'
import { newsSearch } from './news.search.js'
import { newsEditorial } from './news.editorial.js'
import { newsRepository } from './news.repository.js'
import { newsService } from './news.service.js'
import { newsRoutes } from './news.routes.js'
import { eventsRoutes } from './events.routes.js'
import { editorialMessages } from '../../i18n/editorial.js'
import { newsAdminRepository } from './admin/news-admin.repository.js'
import { newsAdminRoutes } from './admin/news-admin.routes.js'
import { galleriesAdminRoutes } from './admin/galleries-admin.routes.js'
import { galleriesRepository } from './admin/galleries.repository.js'
import { CREATE_NEWS, PUBLISH_NEWS, READ_NEWS, REVIEW_NEWS, UPDATE_NEWS } from './permissions.js'
import { newsMediaUses } from './news.media-uses.js'
import { newsLinkSources } from './news.link-sources.js'

declare module '../../server/services.js' {
  interface Services {
    news: ReturnType<typeof newsService>
    /** What the news administration reads (writes go through `editorial`). */
    newsAdmin: ReturnType<typeof newsAdminRepository>
    /** A news item's photo galleries in the administration (ADR 096). */
    newsGalleries: ReturnType<typeof galleriesRepository>
  }
}

export const newsFeature = defineFeature({
  name: 'news',
  services: ({ db, options }) => ({ news: newsService(newsRepository(db, { videoHost: options.videoHost })), newsAdmin: newsAdminRepository(db), newsGalleries: galleriesRepository(db) }),
  routes: [newsRoutes, eventsRoutes],
  admin: {
    routes: [newsAdminRoutes, galleriesAdminRoutes],
    nav: [
      { label: editorialMessages.newsTitle, href: (lang) => paths.adminNews(lang), permission: { ...READ_NEWS, somewhere: true } },
      // Events are news items of the kind `event`: the same list and forms, filtered.
      { label: editorialMessages.eventsTitle, href: (lang) => paths.adminNews(lang, { kind: 'event' }), permission: { ...READ_NEWS, somewhere: true } },
      { label: editorialMessages.translationsTitle, href: (lang) => paths.adminTranslations(lang), permission: { ...READ_NEWS, somewhere: true } },
    ],
  },
  // Editors write where their scope puts them and submit; chief editors review and publish.
  grants: {
    editor: [READ_NEWS, CREATE_NEWS, UPDATE_NEWS],
    chief_editor: [READ_NEWS, CREATE_NEWS, UPDATE_NEWS, REVIEW_NEWS, PUBLISH_NEWS],
  },
  contentTables: ['news', 'gallery_images'],
  editorial: [newsEditorial],
  search: newsSearch,
  sitemap: [
    fixedPages((lang) => paths.newsList(lang), paths.events, (lang) => paths.eventsPast(lang)),
    async ({ news }) => pairs(await news.allItems(), (n) => paths.newsDetail(n.lang, n.slug), (n) => n.publishedAt),
  ],
  mediaUses: [newsMediaUses],
  linkSources: [newsLinkSources],
})
