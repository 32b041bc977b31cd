/**
 * Share links of a page (the SocialShare component, ADR 039): each goes through this site's share
 * route (src/features/share), so without script it opens the network in a new tab; the widget
 * opens it in a 550×420 share window instead.
 */
import { translator, type Lang } from '../i18n/index.js'
import { widgetMessages } from '../i18n/widgets.js'
import { SHARE_LABELS, SHARE_NETWORKS } from '../features/share/share-targets.js'
import { paths } from './paths.js'

export function SocialShare({ lang, url }: { lang: Lang; url: string }) {
  const t = translator(widgetMessages, lang)
  return (
    <nav className="social-share" aria-label={t('share')} data-component="SocialShare">
      <ul className="social-share__list">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a className={`social-share__link social-share__link--${network}`} href={paths.share(lang, network, url)} target="_blank" rel="noopener noreferrer nofollow" data-share={network}>
              {t('shareOn', { network: SHARE_LABELS[network] })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
