/**
 * The frame's menus and faculty list as links. The header's main menu and the footer's links are
 * the rows chief editors keep (`menu_items`, ADR 095): an item leads to a page by its translation
 * key (its title unless the item has a label), to an application page or to an https address. An
 * item whose page is not live in this language (unpublished, in the trash, never translated) is
 * left out, and its sub-items with it; a parent whose sub-items all went stays as a plain link.
 */
import type { Lang } from '../../i18n/index.js'
import type { ChromeData } from '../../ui/chrome.js'
import { paths } from '../../ui/paths.js'
import type { ContentService } from './content.service.js'
import type { MenuItemRow } from './content.types.js'
import { APP_PAGES, appPageName, isAppPage } from './menu-targets.js'

type Link = { title: string; href: string }
type Pages = Map<string, { path: string; title: string }>

/** Where an item leads in `lang` and what it says, or null when it shows nothing there. */
export function linkOfItem(lang: Lang, item: MenuItemRow, pages: Pages): Link | null {
  const label = lang === 'cs' ? item.labelCs : item.labelEn
  if (item.pageKey !== null) {
    const page = pages.get(item.pageKey)
    return page ? { title: label || page.title, href: paths.content(lang, page.path) } : null
  }
  if (item.appPage !== null) return isAppPage(item.appPage) ? { title: label || appPageName(item.appPage, lang), href: APP_PAGES[item.appPage](lang) } : null
  return item.url !== null && label ? { title: label, href: item.url } : null
}

export function menusOf(lang: Lang, items: MenuItemRow[], pages: Pages): Pick<ChromeData, 'menu' | 'footer'> {
  const top = (menu: MenuItemRow['menu']) => items.filter((i) => i.menu === menu && i.parentId === null).sort((a, b) => a.position - b.position)
  const shown = (list: MenuItemRow[]) => list.flatMap((item) => {
    const link = linkOfItem(lang, item, pages)
    return link ? [{ item, link }] : []
  })
  return {
    menu: shown(top('main')).map(({ item, link }) => ({
      ...link,
      children: shown(items.filter((c) => c.parentId === item.id).sort((a, b) => a.position - b.position)).map((c) => c.link),
    })),
    footer: shown(top('footer')).map((f) => f.link),
  }
}

export async function loadChrome(content: ContentService, lang: Lang): Promise<ChromeData> {
  const [{ items, pages }, faculties] = await Promise.all([content.menuItems(lang), content.faculties(lang)])
  return {
    ...menusOf(lang, items, pages),
    faculties: faculties.map((f) => ({ id: f.id, name: f.name, href: paths.faculty(lang, f.slug) })),
  }
}
