/**
 * The frame's menus and faculty list as links: the content service's menus with their addresses,
 * and the application pages where a university site puts them: "Study programmes" under Study
 * leads to the catalogue, and About lists the faculties and the people.
 */
import { contentMessages } from '../../i18n/content.js'
import { translate, type Lang } from '../../i18n/index.js'
import { peopleMessages } from '../../i18n/people.js'
import type { ChromeData } from '../../ui/chrome.js'
import { paths } from '../../ui/paths.js'
import type { PageRow } from './content.types.js'
import type { ContentService } from './content.service.js'

/** Menu pages whose link is an application page instead, by translation key. */
const REPLACED: Record<string, (lang: Lang) => string> = {
  'uni/study/programmes': (lang) => paths.programmes(lang),
}

/** Links added below a top-level menu page, by its translation key. */
const ADDED: Record<string, (lang: Lang) => { title: string; href: string }[]> = {
  'uni/about': (lang) => [
    { title: translate(contentMessages, lang, 'facultiesTitle'), href: paths.faculties(lang) },
    { title: translate(peopleMessages, lang, 'title'), href: paths.people(lang) },
  ],
}

const linkOf = (lang: Lang, page: PageRow) => ({
  title: page.title,
  href: REPLACED[page.translationKey]?.(lang) ?? paths.content(lang, page.path),
})

export async function loadChrome(content: ContentService, lang: Lang): Promise<ChromeData> {
  const { menu, faculties } = await content.menus(lang)
  return {
    menu: menu.map(({ page, children }) => ({
      ...linkOf(lang, page),
      children: [...children.map((c) => linkOf(lang, c)), ...(ADDED[page.translationKey]?.(lang) ?? [])],
    })),
    faculties: faculties.map((f) => ({ id: f.id, name: f.name, href: paths.faculty(lang, f.slug) })),
  }
}
