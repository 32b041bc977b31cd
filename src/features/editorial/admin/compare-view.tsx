/**
 * Two revisions side by side (ADR 059), for any kind of content: a row per field, the older text
 * and the newer, the words removed and added marked — by `<del>`/`<ins>` and their colours, and
 * in words for who does not see them (screen readers do not announce the elements). Fields that
 * did not change are listed apart, folded. A field naming a media library picture shows the
 * picture's name and a small square of it (ADR 103), never its id.
 */
import { editorialMessages } from '../../../i18n/editorial.js'
import { translator, type Lang } from '../../../i18n/index.js'
import { Picture } from '../../../ui/picture.js'
import type { FieldChange, MediaShown } from '../compare.js'

/** A referenced picture in a compare cell: a small square of it (its name is the text beside) and its name, or "smazaný obrázek". */
function MediaCell({ shown, kind, said }: { shown: MediaShown | null; kind: 'del' | 'ins'; said: string }) {
  if (!shown) return null
  const Mark = kind
  return (
    <Mark className="admin-compare__media" data-media-id={shown.id}>
      {shown.picture ? <Picture image={shown.picture} rendition="square" sizes="4rem" decorative className="admin-compare__thumb" /> : null}
      <span className="visually-hidden">{`[${said} `}</span>
      <span>{shown.name}</span>
      <span className="visually-hidden">]</span>
    </Mark>
  )
}

export function RevisionCompare({ lang, rows, labelOf, olderLabel, newerLabel }: { lang: Lang; rows: FieldChange[]; labelOf: (path: string) => string; olderLabel: string; newerLabel: string }) {
  const t = translator(editorialMessages, lang)
  const changed = rows.filter((r) => r.changed)
  const same = rows.filter((r) => !r.changed)
  return (
    <>
      {changed.length === 0 ? (
        <p id="compareNone">{t('noChanges')}</p>
      ) : (
        <table className="admin-table admin-compare" id="revisionCompare">
          <caption className="visually-hidden">{t('compareHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('field')}</th>
              <th scope="col">{olderLabel}</th>
              <th scope="col">{newerLabel}</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((r) => (
              <tr key={r.path} data-field={r.path}>
                <th scope="row">{labelOf(r.path)}</th>
                <td className="admin-compare__text">
                  {r.media ? (
                    <MediaCell shown={r.media.before} kind="del" said={t('removed')} />
                  ) : r.runs
                    .filter((run) => run.kind !== 'added')
                    .map((run, i) =>
                      run.kind === 'removed' ? (
                        <del key={i}>
                          <span className="visually-hidden">{`[${t('removed')} `}</span>
                          {run.text}
                          <span className="visually-hidden">]</span>
                        </del>
                      ) : (
                        <span key={i}>{run.text}</span>
                      ),
                    )}
                </td>
                <td className="admin-compare__text">
                  {r.media ? (
                    <MediaCell shown={r.media.after} kind="ins" said={t('added')} />
                  ) : r.runs
                    .filter((run) => run.kind !== 'removed')
                    .map((run, i) =>
                      run.kind === 'added' ? (
                        <ins key={i}>
                          <span className="visually-hidden">{`[${t('added')} `}</span>
                          {run.text}
                          <span className="visually-hidden">]</span>
                        </ins>
                      ) : (
                        <span key={i}>{run.text}</span>
                      ),
                    )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {same.length > 0 ? (
        <details className="admin-compare__same">
          <summary>
            {t('showUnchanged')} ({same.length})
          </summary>
          <ul>
            {same.map((r) => (
              <li key={r.path}>{labelOf(r.path)}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  )
}
