/**
 * The size chart's administration page (ADR 090): the fits as links, and the chosen fit's rows
 * as one form of numbered fields with an empty row to add one and a "remove" box per row, so it
 * works without JavaScript. Kids' rows also take the range of body height.
 */
import { formView, type FormState, type FormView } from '../../../forms/form.js'
import { sizeChartAdminMessages, type SizeChartAdminMessageKey } from '../../../i18n/categories-admin.js'
import { otherLang, translate, translator, type Lang } from '../../../i18n/index.js'
import { sizeChartMessages } from '../../../i18n/size-chart.js'
import { AdminNotice, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import { FITS, type Fit, type SizeRow } from '../size-chart.js'
import { fieldName, MAX_HEIGHT, MAX_MEASURE, MAX_SIZE_ROWS, SizeChartForm, type RowField } from './size-chart-admin.schema.js'

export type SizeChartFormState = FormState<typeof SizeChartForm.schema, SizeChartAdminMessageKey>

/** The form's values for the stored rows, and one empty row to add. */
export function formOfChart(fit: Fit, rows: SizeRow[]): SizeChartFormState {
  const echo: Record<string, string> = { fit }
  rows.forEach((r, i) => {
    echo[fieldName('size', i)] = r.size
    echo[fieldName('heightFrom', i)] = r.heightFrom === null ? '' : String(r.heightFrom)
    echo[fieldName('heightTo', i)] = r.heightTo === null ? '' : String(r.heightTo)
    echo[fieldName('chest', i)] = String(r.chest)
    echo[fieldName('length', i)] = String(r.length)
  })
  return { errors: {}, echo }
}

/** How many rows the form shows: those sent or stored, and one empty. */
const shownRows = (form: FormView) => {
  let last = -1
  for (let i = 0; i < MAX_SIZE_ROWS; i++) if ((['size', 'chest', 'length', 'heightFrom', 'heightTo'] as const).some((f) => form.value(fieldName(f, i)))) last = i
  return Math.min(MAX_SIZE_ROWS, last + 2)
}

function Cell({ form, field, i, label, max }: { form: FormView; field: RowField; i: number; label: string; max?: number }) {
  const name = fieldName(field, i)
  const id = `sizeChart-${name}`
  const error = form.error(name)
  return (
    <td>
      <label htmlFor={id} className="size-chart-admin__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={form.value(name)}
        // The same words as its label, which wide screens hide behind the column head (some checkers miss such labels).
        aria-label={label}
        size={field === 'size' ? 5 : 4}
        maxLength={field === 'size' ? 10 : 4}
        inputMode={field === 'size' ? undefined : 'numeric'}
        data-max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={error ? 'error' : undefined}
      />
      {error ? (
        <p className="form__message form__message--error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </td>
  )
}

export function sizeChartAdminPageModel(lang: Lang, nav: AdminNavLink[], fit: Fit, state: SizeChartFormState, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(sizeChartAdminMessages, lang)
  const fitName = (f: Fit) => translate(sizeChartMessages, lang, f)
  const form = formView(SizeChartForm, state, lang)
  // Adults' rows have no height: its columns show for kids, or to return a height sent for an adult with its message.
  const kids = fit === 'kids' || Array.from({ length: MAX_SIZE_ROWS }, (_, i) => i).some((i) => (['heightFrom', 'heightTo'] as const).some((f) => form.value(fieldName(f, i)) || form.error(fieldName(f, i))))
  const count = shownRows(form)
  return adminPageModel(lang, nav, {
    title: t('title'),
    trail: adminTrail(lang),
    alternate: paths.adminSizeChart(otherLang(lang), fit),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{t('title')}</PageHeading>
        <p>{t('intro')}</p>
        <AdminNotice notice={notice} />
        <nav aria-label={translate(sizeChartMessages, lang, 'fits')}>
          <ul className="admin-fits">
            {FITS.map((f) => (
              <li key={f}>
                <a href={paths.adminSizeChart(lang, f)} aria-current={f === fit ? 'page' : undefined}>
                  {fitName(f)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <h2 id="sizeChartFitHeading">{t('fitTitle', { fit: fitName(fit) })}</h2>
        <p>
          <a href={paths.sizeChart(lang, fit === 'unisex' ? undefined : fit)}>{t('showPublic')}</a>
        </p>
        <form method="post" action={paths.adminSizeChart(lang)} className="form admin-form" id="sizeChartForm" aria-labelledby="sizeChartFitHeading" noValidate>
          {form.error('form') ? <p className="form__summary">{form.error('form')}</p> : null}
          <input type="hidden" name="fit" value={fit} />
                      <table className="admin-table size-chart-admin">
              <caption className="visually-hidden">{t('rows')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('size')}</th>
                  {kids ? (
                    <>
                      <th scope="col">{t('heightFrom')}</th>
                      <th scope="col">{t('heightTo')}</th>
                    </>
                  ) : null}
                  <th scope="col">{t('chest')}</th>
                  <th scope="col">{t('length')}</th>
                  <th scope="col">{t('remove')}</th>
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: count }, (_, i) => {
                  const row = i === count - 1 && !form.value(fieldName('size', i)) ? t('newRow') : t('row', { n: String(i + 1) })
                  const removeId = `sizeChart-${fieldName('remove', i)}`
                  return (
                    <tr key={i} data-row={i}>
                      <Cell form={form} field="size" i={i} label={`${row}: ${t('size')}`} />
                      {kids ? (
                        <>
                          <Cell form={form} field="heightFrom" i={i} label={`${row}: ${t('heightFrom')}`} max={MAX_HEIGHT} />
                          <Cell form={form} field="heightTo" i={i} label={`${row}: ${t('heightTo')}`} max={MAX_HEIGHT} />
                        </>
                      ) : null}
                      <Cell form={form} field="chest" i={i} label={`${row}: ${t('chest')}`} max={MAX_MEASURE} />
                      <Cell form={form} field="length" i={i} label={`${row}: ${t('length')}`} max={MAX_MEASURE} />
                      <td>
                        <input type="checkbox" id={removeId} name={fieldName('remove', i)} value="1" defaultChecked={!!form.value(fieldName('remove', i))} aria-label={`${row}: ${t('remove')}`} />
                        <label htmlFor={removeId} className="size-chart-admin__label">{`${row}: ${t('remove')}`}</label>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          <p className="admin-form__actions">
            <button type="submit" className="button" id="sizeChartSave">
              {t('save')}
            </button>
          </p>
        </form>
      </>
    ),
  })
}
