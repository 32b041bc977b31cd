import { common } from '../i18n/common.js'
import { translate } from '../i18n/index.js'
import { useContent } from './page-context.js'

/** Secondary in-page navigation: one link per section, hash = section id (spec 000 §2.7). */
export function InPageNav({ sections }: { sections: { anchor: string; heading: string }[] }) {
  const { lang } = useContent()
  return (
    <nav className="secondary-nav" id="secondaryNav" aria-labelledby="secondaryNavHeading" data-sticky-offset="120">
      <h2 id="secondaryNavHeading">{translate(common, lang, 'inPageNav')}</h2>
      <ul>
        {sections.map((s) => (
          <li key={s.anchor}>
            <a href={`#${s.anchor}`}>{s.heading}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
