import { translator, type Lang } from '../../i18n/index.js'
import { widgetMessages } from '../../i18n/widgets.js'
import { Container } from '../../ui/container.js'
import { paths } from '../../ui/paths.js'
import type { SiteAlert } from './alerts.types.js'

/**
 * The alert banner (spec 001 §3 Alert, §4; ADR 033): rendered by the server only while the
 * visitor has not seen it, so a closed alert never flashes. Its close button is a form: without
 * JavaScript it posts, the server stores the id and sends the visitor back; the alert widget
 * (src/client/widgets/alert.ts) does the same in the browser without a round trip.
 */
export function AlertBanner({ lang, alert, returnTo }: { lang: Lang; alert: SiteAlert | null; returnTo: string }) {
  const t = translator(widgetMessages, lang)
  return (
    <Container id="siteAlert">
      {alert ? (
        <section className="site-alert" aria-label={t('alertLabel')} data-alert-id={alert.alertId}>
          <p className="site-alert__message">{alert.message}</p>
          <form className="site-alert__form" method="post" action={paths.alertClose(lang)}>
            <input type="hidden" name="alertId" value={alert.alertId} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className="site-alert__close" aria-label={t('alertClose')} title={t('alertClose')}>
              <span aria-hidden="true">×</span>
            </button>
          </form>
        </section>
      ) : null}
    </Container>
  )
}
