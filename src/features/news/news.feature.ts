import { defineFeature } from '../feature.js'
import { paths } from '../../ui/paths.js'
import { fixedPages, pairs } from '../seo/sitemap-source.js'
import { newsSearch } from './news.search.js'
import { newsEditorial } from './news.editorial.js'
import { newsRepository } from './news.repository.js'
import { newsService } from './news.service.js'
import { newsRoutes } from './news.routes.js'
import { eventsRoutes } from './events.routes.js'

declare module '../../server/services.js' {
  interface Services {
    news: ReturnType<typeof newsService>
  }
}

export const newsFeature = defineFeature({
  name: 'news',
  services: ({ db }) => ({ news: newsService(newsRepository(db)) }),
  routes: [newsRoutes, eventsRoutes],
  contentTables: ['news', 'gallery_images'],
  editorial: [newsEditorial],
  search: newsSearch,
  sitemap: [
    fixedPages((lang) => paths.newsList(lang), paths.events, (lang) => paths.eventsPast(lang)),
    async ({ news }) => pairs(await news.allItems(), (n) => paths.newsDetail(n.lang, n.slug), (n) => n.publishedAt),
  ],
})
