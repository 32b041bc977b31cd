/**
 * The catalogue CSV's pages (ADR 077): the export link and the upload form; the dry run with every
 * problem by row and column, every change (field: old → new), the notes on what is not imported,
 * the unchanged rows, and the button that applies it (only when there is no problem). Texts of a
 * row's field problems are the product and stock forms' own.
 */
import { catalogueCsvMessages } from '../../../i18n/catalogue-csv.js'
import { formMessages } from '../../../i18n/forms.js'
import { otherLang, translate, translator, type Lang, type Messages } from '../../../i18n/index.js'
import { productsAdminMessages } from '../../../i18n/products-admin.js'
import { stockAdminMessages } from '../../../i18n/stock-admin.js'
import { AdminNotice, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import type { CsvIssue } from './catalogue-csv.js'
import type { DryRun } from './catalogue-csv.service.js'

export const CSV_FILE_FIELD = 'file'
/** The longest value a change shows; a description is cut, not the change. */
const SHOWN = 160

/** A problem or note in words: the import's own messages, else the forms' (a field's rule). */
export function issueText(lang: Lang, issue: CsvIssue): string {
  const catalogues: Messages<string>[] = [catalogueCsvMessages, productsAdminMessages, stockAdminMessages, formMessages]
  const messages = catalogues.find((m) => Object.hasOwn(m, issue.key)) ?? formMessages
  return translate(messages as Messages<string>, lang, Object.hasOwn(messages, issue.key) ? issue.key : 'invalid', issue.values)
}

const cut = (s: string) => (s.length > SHOWN ? `${s.slice(0, SHOWN)}…` : s)

export interface ImportLimits {
  rows: string
  size: string
}

function IssueTable({ id, caption, issues, lang, head }: { id: string; caption: string; issues: CsvIssue[]; lang: Lang; head: string }) {
  const t = translator(catalogueCsvMessages, lang)
  return (
    <table className="admin-table" id={id}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('row')}</th>
          <th scope="col">{t('column')}</th>
          <th scope="col">{head}</th>
        </tr>
      </thead>
      <tbody>
        {issues.map((issue, i) => (
          <tr key={i} data-row={issue.row}>
            <th scope="row">{issue.row > 0 ? issue.row : t('wholeFile')}</th>
            <td>{issue.column || '—'}</td>
            <td className="csv-change">{issueText(lang, issue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function csvImportPageModel(lang: Lang, nav: AdminNavLink[], limits: ImportLimits, refused: CsvIssue[] = [], notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(catalogueCsvMessages, lang)
  const title = t('title')
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang, { label: translate(productsAdminMessages, lang, 'title'), href: paths.adminProducts(lang) }),
    alternate: paths.adminProductsImport(otherLang(lang)),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        <p>{t('intro')}</p>
        {refused.length ? <IssueTable id="csvRefused" caption={t('errorsHeading')} issues={refused} lang={lang} head={t('problem')} /> : null}
        <h2>{t('exportHeading')}</h2>
        <p>
          <a href={paths.adminProductsExport(lang)} id="csvExport" download>
            {t('exportLink')}
          </a>
        </p>
        <h2 id="csvImportHeading">{t('importHeading')}</h2>
        <form method="post" action={paths.adminProductsImport(lang)} encType="multipart/form-data" className="form admin-form" aria-labelledby="csvImportHeading" id="csvImportForm">
          <div className="form__field">
            <label htmlFor="csvFile">{t('file')}</label>
            <p className="form__hint" id="csvFile-hint">
              {t('fileHint', { rows: limits.rows, size: limits.size })}
            </p>
            <input type="file" id="csvFile" name={CSV_FILE_FIELD} accept=".csv,text/csv" required aria-describedby="csvFile-hint" />
          </div>
          <p className="admin-form__actions">
            <button type="submit" className="button" id="csvUpload">
              {t('upload')}
            </button>
          </p>
        </form>
      </>
    ),
  })
}

export function csvDryRunPageModel(lang: Lang, nav: AdminNavLink[], run: DryRun, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(catalogueCsvMessages, lang)
  const title = t('dryRunTitle')
  const { plan } = run
  const changed = plan.rows.filter((r) => r.kind !== 'unchanged')
  const unchanged = plan.rows.filter((r) => r.kind === 'unchanged')
  const count = (kind: string) => String(plan.rows.filter((r) => r.kind === kind).length)
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang, { label: translate(productsAdminMessages, lang, 'title'), href: paths.adminProducts(lang) }, { label: t('title'), href: paths.adminProductsImport(lang) }),
    alternate: paths.adminProductsDryRun(otherLang(lang), run.id),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        <p>{t('dryRunIntro', { file: run.fileName })}</p>
        <p id="csvSummary">{t('summary', { create: count('create'), update: count('update'), unchanged: count('unchanged'), errors: String(plan.issues.length) })}</p>
        {plan.issues.length ? (
          <section aria-labelledby="csvErrorsHeading">
            <h2 id="csvErrorsHeading">{t('errorsHeading')}</h2>
            <p>{t('errorsIntro')}</p>
            <IssueTable id="csvErrors" caption={t('errorsHeading')} issues={plan.issues} lang={lang} head={t('problem')} />
          </section>
        ) : null}
        <section aria-labelledby="csvChangesHeading">
          <h2 id="csvChangesHeading">{t('changesHeading')}</h2>
          {changed.length === 0 ? (
            <p>{t('noChanges')}</p>
          ) : (
            <table className="admin-table" id="csvChanges">
              <caption className="visually-hidden">{t('changesHeading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('row')}</th>
                  <th scope="col">SKU</th>
                  <th scope="col">{t('action')}</th>
                  <th scope="col">{t('change')}</th>
                </tr>
              </thead>
              <tbody>
                {changed.map((r) => (
                  <tr key={r.row} data-row={r.row}>
                    <th scope="row">{r.row}</th>
                    <td>{r.sku}</td>
                    <td>{t(r.kind === 'create' ? 'create' : 'update')}</td>
                    <td>
                      <ul className="csv-change">
                        {r.changes.map((c) => (
                          <li key={c.column}>
                            <code>{c.column}</code>
                            {r.kind === 'create' ? `: ${cut(c.to)}` : `: ${cut(c.from) || '—'} → ${cut(c.to) || '—'}`}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        {plan.notes.length ? (
          <section aria-labelledby="csvNotesHeading">
            <h2 id="csvNotesHeading">{t('notesHeading')}</h2>
            <IssueTable id="csvNotes" caption={t('notesHeading')} issues={plan.notes} lang={lang} head={t('note')} />
          </section>
        ) : null}
        {unchanged.length ? (
          <details className="csv-unchanged">
            <summary>{t('unchangedHeading', { count: String(unchanged.length) })}</summary>
            <p className="csv-change">{unchanged.map((r) => `${r.row} (${r.sku})`).join(', ')}</p>
          </details>
        ) : null}
        {plan.issues.length === 0 && changed.length > 0 && !run.applied ? (
          <form method="post" action={paths.adminProductsApply(lang)} className="form admin-form" id="csvApplyForm">
            <input type="hidden" name="import" value={run.id} />
            <input type="hidden" name="digest" value={plan.digest} />
            <p className="admin-form__actions">
              <button type="submit" className="button" id="csvApply">
                {t('apply', { count: String(changed.length) })}
              </button>
            </p>
          </form>
        ) : null}
        <p>
          <a href={paths.adminProductsImport(lang)} id="csvAgain">
            {t('again')}
          </a>
        </p>
      </>
    ),
  })
}
