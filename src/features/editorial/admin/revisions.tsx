/**
 * An item's revisions as every edit page of the administration lists them (ADR 059, 063): each
 * with its preview, a restore button but for the latest, and the form that compares two.
 */
import { editorialMessages } from '../../../i18n/editorial.js'
import { formatDateTime, translator, type Lang } from '../../../i18n/index.js'
import type { RevisionSummary } from '../editorial.types.js'

export function Revisions({ lang, revisions, canRestore, previewHref, restoreAction, compareAction }: { lang: Lang; revisions: RevisionSummary[]; canRestore: boolean; previewHref: (revision: number) => string; restoreAction: string; compareAction: string }) {
  const t = translator(editorialMessages, lang)
  if (revisions.length === 0) return null
  const latest = revisions.find((r) => r.isLatest)
  const option = (r: RevisionSummary) => `${formatDateTime(lang, r.createdAt)}, ${r.authorEmail ?? t('someone')}`
  return (
    <section className="admin-revisions" aria-labelledby="adminRevisions">
      <h2 id="adminRevisions">{t('revisionsHeading')}</h2>
      <ol reversed id="adminRevisionList">
        {revisions.map((r) => (
          <li key={r.id} data-revision={r.id}>
            <a href={previewHref(r.id)}>{formatDateTime(lang, r.createdAt)}</a>, {r.authorEmail ?? t('someone')}
            {r.isLive ? <> ({t('revisionLive')})</> : null}
            {r.isLatest && !r.isLive ? <> ({t('revisionLatest')})</> : null}
            {canRestore && !r.isLatest && latest ? (
              <>
                {' '}
                <form method="post" action={restoreAction} className="admin-revisions__form" aria-label={t('restoreLabel', { at: `${formatDateTime(lang, r.createdAt)} (#${r.id})` })}>
                  <input type="hidden" name="revision" value={r.id} />
                  <input type="hidden" name="base" value={latest.id} />
                  <button type="submit" className="button" aria-label={t('restoreLabel', { at: `${formatDateTime(lang, r.createdAt)} (#${r.id})` })}>
                    {t('restore')}
                  </button>
                </form>
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {revisions.length > 1 ? (
        <form method="get" action={compareAction} className="filter-form" aria-labelledby="adminCompareHeading">
          <h3 id="adminCompareHeading" className="filter-form__field--wide">
            {t('compareHeading')}
          </h3>
          <div className="filter-form__field">
            <label htmlFor="compareA">{t('older')}</label>
            <select id="compareA" name="a" defaultValue={String(revisions[1]!.id)}>
              {revisions.map((r) => (
                <option key={r.id} value={r.id}>
                  {option(r)}
                </option>
              ))}
            </select>
          </div>
          <div className="filter-form__field">
            <label htmlFor="compareB">{t('newer')}</label>
            <select id="compareB" name="b" defaultValue={String(revisions[0]!.id)}>
              {revisions.map((r) => (
                <option key={r.id} value={r.id}>
                  {option(r)}
                </option>
              ))}
            </select>
          </div>
          <p className="filter-form__actions">
            <button type="submit" className="button">
              {t('compare')}
            </button>
          </p>
        </form>
      ) : null}
    </section>
  )
}
