/**
 * The application pages a menu item may lead to (ADR 095): pages the application draws, not the
 * page tree's. Stored by key; the address comes from `paths`, so it follows a change of a slug.
 */
import type { Lang } from '../../i18n/index.js'
import { menusAdminMessages } from '../../i18n/menus-admin.js'
import { paths } from '../../ui/paths.js'

export const APP_PAGES = {
  home: (lang: Lang) => paths.home(lang),
  news: (lang: Lang) => paths.newsList(lang),
  events: (lang: Lang) => paths.events(lang),
  programmes: (lang: Lang) => paths.programmes(lang),
  faculties: (lang: Lang) => paths.faculties(lang),
  people: (lang: Lang) => paths.people(lang),
  documents: (lang: Lang) => paths.documentList(lang),
  eshop: (lang: Lang) => paths.eshop(lang),
  contact: (lang: Lang) => paths.contact(lang),
  newsletter: (lang: Lang) => paths.newsletter(lang),
  siteMap: (lang: Lang) => paths.siteMap(lang),
} as const satisfies Record<string, (lang: Lang) => string>

export type AppPage = keyof typeof APP_PAGES
export const APP_PAGE_KEYS = Object.keys(APP_PAGES) as AppPage[]
export const isAppPage = (key: string): key is AppPage => Object.hasOwn(APP_PAGES, key)

/** The application page's name in `lang`: the item's label when it has none. */
export const appPageName = (key: AppPage, lang: Lang) => menusAdminMessages[`app_${key}`][lang]
