import { translate, type Lang } from '../../i18n/index.js'
import { shopMessages } from '../../i18n/shop.js'
import type { Crumb } from '../../ui/breadcrumbs.js'
import { paths } from '../../ui/paths.js'
import type { CategoryRow } from './catalogue.types.js'

/** Breadcrumbs above an e-shop page: the e-shop home, then the category a product is in. */
export function shopTrail(lang: Lang, category?: CategoryRow): Crumb[] {
  const home = { label: translate(shopMessages, lang, 'homeTitle'), href: paths.eshop(lang) }
  return category ? [home, { label: category.name, href: paths.category(lang, category.slugs[lang]) }] : [home]
}
