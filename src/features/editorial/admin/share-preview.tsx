/**
 * An item page's "Share a preview" section (ADR 066), for every editorial kind: the form that
 * makes a link (its lifetime chosen from a list), and the links that still work, each with a
 * button that revokes it. A new link is shown once, in the notice after the act (`SharedLink`).
 */
import { formatDateTime, translator, type Lang } from '../../../i18n/index.js'
import { previewLinkMessages, type PreviewLinkMessageKey } from '../../../i18n/preview-links.js'
import { PREVIEW_LINK_HOURS, type ActivePreviewLink } from '../preview-links.js'

export function SharePreview({ lang, action, revokeHref, links }: { lang: Lang; action: string; revokeHref: (linkId: number) => string; links: ActivePreviewLink[] }) {
  const t = translator(previewLinkMessages, lang)
  return (
    <section className="admin-share" aria-labelledby="adminShareHeading">
      <h2 id="adminShareHeading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <form method="post" action={action} className="form admin-form" aria-labelledby="adminShareHeading">
        <div className="form__field">
          <label htmlFor="shareHours">{t('hours')}</label>
          <select id="shareHours" name="hours" defaultValue="24">
            {PREVIEW_LINK_HOURS.map((h) => (
              <option key={h} value={String(h)}>
                {t(`hour${h}` as PreviewLinkMessageKey)}
              </option>
            ))}
          </select>
        </div>
        <p className="admin-form__actions">
          <button type="submit" className="button" id="shareCreate">
            {t('create')}
          </button>
        </p>
      </form>
      {links.length > 0 ? (
        <>
          <h3>{t('active')}</h3>
          <ul className="admin-share__links" id="adminShareLinks">
            {links.map((l) => {
              const until = formatDateTime(lang, l.expiresAt)
              return (
                <li key={l.id}>
                  {t('activeItem', { name: l.createdBy ?? t('someone'), at: formatDateTime(lang, l.createdAt), until })}{' '}
                  <form method="post" action={revokeHref(l.id)} className="admin-share__revoke" aria-label={t('revokeLabel', { until })}>
                    <button type="submit" className="button" aria-label={t('revokeLabel', { until })}>
                      {t('revoke')}
                    </button>
                  </form>
                </li>
              )
            })}
          </ul>
        </>
      ) : null}
    </section>
  )
}

/** The new link, in the notice that follows making it: selected for copying at a click. */
export function SharedLink({ lang, url }: { lang: Lang; url: string }) {
  const t = translator(previewLinkMessages, lang)
  return (
    <p>
      <label htmlFor="sharedLink" className="visually-hidden">
        {t('linkLabel')}
      </label>
      <input id="sharedLink" type="url" readOnly value={url} size={60} className="admin-share__url" />
    </p>
  )
}
