/**
 * The site's page types and how a visitor reaches each one: fixed addresses for the entry
 * pages, links followed from them for the rest. Shared by the page, accessibility and
 * HTML-validity specs.
 */
import type { Page } from '@playwright/test'

export type Lang = 'cs' | 'en'
export const LANGS: Lang[] = ['cs', 'en']

export const routes = {
  home: { cs: '/qf/cs/uvod', en: '/qf/en/home' },
  newsList: { cs: '/qf/cs/aktuality', en: '/qf/en/news' },
  eshop: { cs: '/qf/cs/eshop', en: '/qf/en/eshop' },
  login: { cs: '/qf/cs/prihlaseni', en: '/qf/en/login' },
  documents: { cs: '/qf/cs/dokumenty', en: '/qf/en/documents' },
  faculties: { cs: '/qf/cs/fakulty', en: '/qf/en/faculties' },
  programmes: { cs: '/qf/cs/studium/programy', en: '/qf/en/study/programmes' },
  people: { cs: '/qf/cs/lide', en: '/qf/en/people' },
  notFound: { cs: '/qf/cs/neexistuje', en: '/qf/en/does-not-exist' },
  /** The shop's terms (issue 12), standing for its legal pages. */
  terms: { cs: '/qf/cs/eshop/obchodni-podminky', en: '/qf/en/eshop/terms' },
  /** Events (ADR 054): upcoming, the archive, a month; the site map for people. */
  events: { cs: '/qf/cs/akce', en: '/qf/en/events' },
  eventsPast: { cs: '/qf/cs/akce/probehle', en: '/qf/en/events/past' },
  eventsMonth: { cs: '/qf/cs/akce/mesic', en: '/qf/en/events/month' },
  siteMap: { cs: '/qf/cs/mapa-stranek', en: '/qf/en/site-map' },
  /** The written pack's deeper pages (ADR 053): a research project, a course, a faculty's department. */
  project: { cs: '/qf/cs/fakulty/fakulta-prirodnich-ved/veda-a-vyzkum/projekty/pudni-mikrobiota-po-suchu', en: '/qf/en/faculties/faculty-of-science/research/projects/soil-microbiota-after-drought' },
  course: { cs: '/qf/cs/studium/celozivotni-vzdelavani/analyza-dat-v-tabulkach', en: '/qf/en/study/lifelong-learning/data-analysis-in-spreadsheets' },
  department: { cs: '/qf/cs/fakulty/fakulta-prirodnich-ved/o-fakulte/katedry-a-ustavy/katedra-biologie', en: '/qf/en/faculties/faculty-of-science/about/departments/department-of-biology' },
} as const

export const notFoundHeading: Record<Lang, string> = { cs: 'Stránka nenalezena', en: 'Page not found' }

export type PageType =
  | 'home'
  | 'content'
  | 'faculty'
  | 'newsList'
  | 'newsDetail'
  | 'eshop'
  | 'category'
  | 'product'
  | 'login'
  | 'documents'
  | 'faculties'
  | 'programmes'
  | 'programme'
  | 'people'
  | 'person'
  | 'notFound'
  | 'terms'
  | 'events'
  | 'eventsPast'
  | 'eventsMonth'
  | 'siteMap'
  | 'project'
  | 'course'
  | 'department'

export const PAGE_TYPES: PageType[] = [
  'home',
  'content',
  'faculty',
  'newsList',
  'newsDetail',
  'eshop',
  'category',
  'product',
  'login',
  'documents',
  'faculties',
  'programmes',
  'programme',
  'people',
  'person',
  'notFound',
  'terms',
  'events',
  'eventsPast',
  'eventsMonth',
  'siteMap',
  'project',
  'course',
  'department',
]

export const ESHOP_TYPES = new Set<PageType>(['eshop', 'category', 'product', 'terms'])

export interface Target {
  url: string
  /** The h1 the visitor expects: the text of the link that led there, when one did. */
  heading?: string
  status: number
}

/** The first link matching `selector` whose path matches `path`, with its text. */
async function firstLink(page: Page, from: string, selector: string, path?: RegExp, textSelector?: string) {
  await page.goto(from)
  const links = page.locator(selector)
  const count = await links.count()
  for (let i = 0; i < count; i++) {
    const link = links.nth(i)
    const href = await link.getAttribute('href')
    if (!href || (path && !path.test(href))) continue
    const text = textSelector ? await link.locator(textSelector).innerText() : await link.innerText()
    return { url: href, heading: text.trim(), status: 200 }
  }
  throw new Error(`No link "${selector}"${path ? ` to ${path}` : ''} on ${from}`)
}

/**
 * The first news item of the list that has its other language's version (the page specs follow
 * its language switch there and back). Editors' tests publish items in one language only
 * (news-admin.spec.ts), and those come first in the list.
 */
async function translatedNewsItem(page: Page, lang: Lang): Promise<Target> {
  await page.goto(routes.newsList[lang])
  const pattern = new RegExp(`^${routes.newsList[lang]}/[^/?]+$`)
  const other = routes.newsList[lang === 'cs' ? 'en' : 'cs']
  const links = await page.locator('#newsList a').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href') ?? '', text: (a as HTMLElement).innerText.trim() })))
  for (const link of links.filter((l) => pattern.test(l.href))) {
    const answer = await page.request.get(link.href)
    const html = await answer.text()
    const switchTo = /<a class="header-button lang-switch" href="([^"]+)"/.exec(html)?.[1] ?? ''
    if (switchTo.startsWith(`${other}/`)) return { url: link.href, heading: link.text, status: 200 }
  }
  throw new Error(`No news item with a translation on ${routes.newsList[lang]}`)
}

/** Where a page of this type lives; follows links from the entry pages like a visitor. */
export async function locate(page: Page, type: PageType, lang: Lang): Promise<Target> {
  const eshopPrefix = routes.eshop[lang]
  switch (type) {
    case 'home':
    case 'newsList':
    case 'eshop':
    case 'login':
    case 'documents':
    case 'faculties':
    case 'programmes':
    case 'people':
    case 'terms':
    case 'events':
    case 'eventsPast':
    case 'eventsMonth':
    case 'siteMap':
    case 'project':
    case 'course':
    case 'department':
      return { url: routes[type][lang], status: 200 }
    case 'programme':
      return firstLink(page, routes.programmes[lang], '#programmeList a')
    case 'person':
      return firstLink(page, routes.people[lang], '#peopleList .person-card__name a')
    case 'notFound':
      return { url: routes.notFound[lang], heading: notFoundHeading[lang], status: 404 }
    case 'content':
      // A subpage in the first mega menu (its first link, the section's overview, is named otherwise).
      return firstLink(page, routes.home[lang], '#mainNav .mega-menu li:not(.mega-menu__overview) a', new RegExp(`^/qf/${lang}/`))
    case 'faculty':
      return firstLink(page, routes.home[lang], '.faculty-cards a')
    case 'newsDetail':
      return translatedNewsItem(page, lang)
    case 'category':
      return firstLink(page, eshopPrefix, '#pageContent a', new RegExp(`^${eshopPrefix}/[^/?]+$`))
    case 'product': {
      const category = await locate(page, 'category', lang)
      return firstLink(page, category.url, '#productList a', new RegExp(`^${eshopPrefix}/[^/?]+/[^/?]+$`), '.product-tile__name')
    }
  }
}
