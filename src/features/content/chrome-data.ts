/** The frame's menus and faculty list as links: the content service's menus with their addresses. */
import type { Lang } from '../../i18n/index.js'
import type { ChromeData } from '../../ui/chrome.js'
import { paths } from '../../ui/paths.js'
import type { ContentService } from './content.service.js'

export async function loadChrome(content: ContentService, lang: Lang): Promise<ChromeData> {
  const { menu, faculties } = await content.menus(lang)
  return {
    menu: menu.map(({ page, children }) => ({
      title: page.title,
      href: paths.content(lang, page.path),
      children: children.map((c) => ({ title: c.title, href: paths.content(lang, c.path) })),
    })),
    faculties: faculties.map((f) => ({ id: f.id, name: f.name, href: paths.faculty(lang, f.slug) })),
  }
}
