import { common } from '../i18n/common.js'
import { translate, type Lang } from '../i18n/index.js'
import { useContent } from './page-context.js'
import { paths } from './paths.js'

export interface Crumb {
  label: string
  href: string
}

/** The crumbs above a page: the home page first, then `trail`. */
export const withHome = (lang: Lang, trail: Crumb[]): Crumb[] => [{ label: translate(common, lang, 'siteName'), href: paths.home(lang) }, ...trail]

/** Home first, the current page last and not a link. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const { lang } = useContent()
  const items = withHome(lang, trail)
  return (
    <nav className="breadcrumbs" aria-label={translate(common, lang, 'breadcrumbs')}>
      <ol>
        {items.map((c) => (
          <li key={c.href}>
            <a href={c.href}>{c.label}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
