import { common } from '../i18n/common.js'
import { translate } from '../i18n/index.js'
import { useContent } from './page-context.js'
import { paths } from './paths.js'

export interface Crumb {
  label: string
  href: string
}

/** Home first, the current page last and not a link. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const { lang } = useContent()
  const items = [{ label: translate(common, lang, 'siteName'), href: paths.home(lang) }, ...trail]
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
