import { translate, type Lang } from '../../i18n/index.js'
import { shopMessages } from '../../i18n/shop.js'
import type { Crumb } from '../../ui/breadcrumbs.js'
import { paths } from '../../ui/paths.js'
import type { CategoryRow } from './catalogue.types.js'

/**
 * Breadcrumbs above an e-shop page: the e-shop home, then the categories down the tree (ADR 090):
 * those above the page's category, and the category itself when the page is a product's.
 */
export function shopTrail(lang: Lang, categories: readonly CategoryRow[] = []): Crumb[] {
  const home = { label: translate(shopMessages, lang, 'homeTitle'), href: paths.eshop(lang) }
  return [home, ...categories.map((c) => ({ label: c.name, href: paths.category(lang, c.slugs[lang]) }))]
}
