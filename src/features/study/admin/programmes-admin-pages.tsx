/**
 * The programmes administration's pages (ADR 085) on the editorial frames
 * (`editorial/admin/editorial-admin-pages.tsx`): the list (find by name or code, filter by faculty
 * and state), the create form, a programme's form, the comparison and the preview. What is the
 * programmes' own: their fields, the list's columns and the facts above the form.
 */
import { editorialComparePageModel, editorialItemPageModel, editorialListPageModel, editorialNewPageModel, editorialPreviewPageModel, kindTrail, RowState } from '../../editorial/admin/editorial-admin-pages.js'
import type { ItemData } from '../../editorial/admin/editorial-admin.routes.js'
import type { NewFormAutosave } from '../../editorial/admin/autosave-offer.js'
import type { AdminState } from '../../editorial/admin/item-state.js'
import type { FieldChange } from '../../editorial/compare.js'
import type { RevisionSummary } from '../../editorial/editorial.types.js'
import { formView, type FormState, type FormView } from '../../../forms/form.js'
import { otherLang, translator, type Lang } from '../../../i18n/index.js'
import type { AdminNavLink, AdminNoticeModel } from '../../../ui/admin-frame.js'
import { SelectField, TextArea, TextField } from '../../../ui/form-field.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import { degreeLabel, formLabel, languageLabel } from '../programme-labels.js'
import { PROGRAMME_LIMITS, type ProgrammeContent } from '../study.editorial.js'
import { DEGREES, LANGUAGES } from '../study.types.js'
import { PROGRAMMES_ADMIN_PAGE_SIZE, type AdminProgramme, type AdminProgrammeRow, type FacultyChoice } from './programmes-admin.repository.js'
import { NewProgrammeForm, ProgrammeForm, programmeAdminMessages } from './programmes-admin.schema.js'

type Key = keyof typeof programmeAdminMessages
type T = (key: Key, values?: Record<string, string | number>) => string
const tr = (lang: Lang): T => translator(programmeAdminMessages, lang)
const P = paths.adminProgramme

const trail = (lang: Lang, t: T) => kindTrail(lang, t('programmesTitle'), paths.adminProgrammes(lang))
const nameIn = (lang: Lang, row: { nameCs: string; nameEn: string }) => (lang === 'cs' ? row.nameCs : row.nameEn)
const facultyIn = (lang: Lang, row: { facultyCs: string; facultyEn: string }) => (lang === 'cs' ? row.facultyCs : row.facultyEn)

export interface ProgrammesListQuery {
  q: string
  /** A faculty's id as text. */
  faculty: string
  state?: AdminState
  page: number
}

export function programmesListPageModel(lang: Lang, nav: AdminNavLink[], query: ProgrammesListQuery, faculties: FacultyChoice[], result: { rows: AdminProgrammeRow[]; total: number }, canCreate: boolean): PageModel {
  const t = tr(lang)
  const heading = t('programmesTitle')
  return editorialListPageModel(lang, nav, {
    heading,
    filterLabel: t('filterProgrammes'),
    href: (l, f) => paths.adminProgrammes(l, f),
    newHref: canCreate ? P.new(lang) : undefined,
    q: query.q,
    qLabel: t('filterName'),
    qMax: 100,
    state: query.state,
    extra: { faculty: query.faculty },
    filters:
      faculties.length > 1 ? (
        <div className="filter-form__field">
          <label htmlFor="adminFaculty">{t('filterFaculty')}</label>
          <select id="adminFaculty" name="faculty" defaultValue={query.faculty}>
            <option value="">{t('filterAnyFaculty')}</option>
            {faculties.map((f) => (
              <option key={f.id} value={String(f.id)}>
                {nameIn(lang, f)}
              </option>
            ))}
          </select>
        </div>
      ) : null,
    page: query.page,
    pages: Math.max(1, Math.ceil(result.total / PROGRAMMES_ADMIN_PAGE_SIZE)),
    total: result.total,
    table:
      result.rows.length === 0 ? undefined : (
        <table className="admin-table" id="adminProgrammesList">
          <caption className="visually-hidden">{heading}</caption>
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('code')}</th>
              <th scope="col">{t('degree')}</th>
              <th scope="col">{t('faculty')}</th>
              <th scope="col">{t('filterState')}</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.id} data-programme-id={row.id}>
                <th scope="row">
                  <a href={P.item(lang, row.id)}>{nameIn(lang, row)}</a>
                </th>
                <td>{row.code}</td>
                <td>{DEGREES.includes(row.degree as never) ? degreeLabel(lang, row.degree as (typeof DEGREES)[number]) : row.degree}</td>
                <td>{facultyIn(lang, row)}</td>
                <td>
                  <RowState lang={lang} row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ),
  })
}

/** The fields of both forms: what the programme's page shows. */
function ProgrammeFields({ lang, form, faculties }: { lang: Lang; form: FormView; faculties: FacultyChoice[] }) {
  const t = tr(lang)
  const formsError = form.error('formFullTime') ?? form.error('formCombined')
  const checked = (name: string) => form.value(name) === 'on'
  return (
    <>
      <TextField form={form} name="nameCs" id="programmeNameCs" label={t('nameCs')} required maxLength={PROGRAMME_LIMITS.name} autoComplete="off" lang="cs" />
      <TextField form={form} name="nameEn" id="programmeNameEn" label={t('nameEn')} required maxLength={PROGRAMME_LIMITS.name} autoComplete="off" lang="en" />
      <TextField form={form} name="code" id="programmeCode" label={t('code')} hint={t('codeHint')} required maxLength={PROGRAMME_LIMITS.code} autoComplete="off" />
      <SelectField form={form} name="faculty" id="programmeFaculty" label={t('faculty')} options={[{ value: '', label: '–' }, ...faculties.map((f) => ({ value: String(f.id), label: nameIn(lang, f) }))]} />
      <SelectField form={form} name="degree" id="programmeDegree" label={t('degree')} options={[{ value: '', label: '–' }, ...DEGREES.map((d) => ({ value: d, label: degreeLabel(lang, d) }))]} />
      <fieldset className="form__group" aria-describedby={formsError ? 'programmeForms-error' : undefined}>
        <legend>{t('forms')}</legend>
        <p className="form__check">
          <input type="checkbox" id="programmeFormFullTime" name="formFullTime" value="on" defaultChecked={checked('formFullTime')} />
          <label htmlFor="programmeFormFullTime">{formLabel(lang, 'full-time')}</label>
        </p>
        <p className="form__check">
          <input type="checkbox" id="programmeFormCombined" name="formCombined" value="on" defaultChecked={checked('formCombined')} />
          <label htmlFor="programmeFormCombined">{formLabel(lang, 'combined')}</label>
        </p>
        {formsError ? (
          <p className="form__message form__message--error" id="programmeForms-error">
            {formsError}
          </p>
        ) : null}
      </fieldset>
      <SelectField form={form} name="language" id="programmeLanguage" label={t('language')} options={[{ value: '', label: '–' }, ...LANGUAGES.map((l) => ({ value: l, label: languageLabel(lang, l) }))]} />
      <TextField form={form} name="years" id="programmeYears" label={t('years')} required inputMode="numeric" maxLength={1} autoComplete="off" />
      <TextArea form={form} name="profileCs" id="programmeProfileCs" label={t('profileCs')} rows={4} required maxLength={PROGRAMME_LIMITS.text} lang="cs" />
      <TextArea form={form} name="profileEn" id="programmeProfileEn" label={t('profileEn')} rows={4} required maxLength={PROGRAMME_LIMITS.text} lang="en" />
      <TextArea form={form} name="subjectsCs" id="programmeSubjectsCs" label={t('subjectsCs')} hint={t('subjectsHint')} rows={5} maxLength={PROGRAMME_LIMITS.subject * PROGRAMME_LIMITS.subjects} lang="cs" />
      <TextArea form={form} name="subjectsEn" id="programmeSubjectsEn" label={t('subjectsEn')} hint={t('subjectsHint')} rows={5} maxLength={PROGRAMME_LIMITS.subject * PROGRAMME_LIMITS.subjects} lang="en" />
      <TextArea form={form} name="careerCs" id="programmeCareerCs" label={t('careerCs')} rows={3} maxLength={PROGRAMME_LIMITS.text} lang="cs" />
      <TextArea form={form} name="careerEn" id="programmeCareerEn" label={t('careerEn')} rows={3} maxLength={PROGRAMME_LIMITS.text} lang="en" />
      <TextArea form={form} name="admissionCs" id="programmeAdmissionCs" label={t('admissionCs')} rows={3} maxLength={PROGRAMME_LIMITS.text} lang="cs" />
      <TextArea form={form} name="admissionEn" id="programmeAdmissionEn" label={t('admissionEn')} rows={3} maxLength={PROGRAMME_LIMITS.text} lang="en" />
      {form.error('action') ? <p className="form__message form__message--error">{form.error('action')}</p> : null}
    </>
  )
}

function SlugFields({ lang, form, hint }: { lang: Lang; form: FormView; hint: string }) {
  const t = tr(lang)
  return (
    <>
      <TextField form={form} name="slugCs" id="programmeSlugCs" label={t('slugCs')} hint={hint} maxLength={120} autoComplete="off" pattern="[a-z0-9][a-z0-9\-]*" />
      <TextField form={form} name="slugEn" id="programmeSlugEn" label={t('slugEn')} hint={hint} maxLength={120} autoComplete="off" pattern="[a-z0-9][a-z0-9\-]*" />
    </>
  )
}

export function newProgrammePageModel(lang: Lang, nav: AdminNavLink[], faculties: FacultyChoice[], state: FormState<typeof NewProgrammeForm.schema, Key>, notice?: AdminNoticeModel, status?: number, autosave?: NewFormAutosave): PageModel {
  const t = tr(lang)
  // A new programme's faculty: the editor's own when there is one to choose.
  const seeded = state.echo.faculty === undefined && faculties.length === 1 ? { ...state, echo: { ...state.echo, faculty: String(faculties[0]!.id) } } : state
  const form = formView(NewProgrammeForm, seeded, lang)
  return editorialNewPageModel(lang, nav, {
    title: t('newProgrammeTitle'),
    trail: trail(lang, t),
    alternate: P.new(otherLang(lang)),
    action: P.new(lang),
    form,
    notice,
    status,
    autosave,
    fields: (
      <>
        <ProgrammeFields lang={lang} form={form} faculties={faculties} />
        <SlugFields lang={lang} form={form} hint={t('slugHintProgramme')} />
      </>
    ),
  })
}

export type ProgrammePageData = ItemData<ProgrammeContent, AdminProgramme, FacultyChoice[]>

/** The form's fields as a revision's content gives them (and the row's addresses). */
export function formOfContent(c: ProgrammeContent, row?: { slugCs: string; slugEn: string }): Record<string, string> {
  return {
    nameCs: c.nameCs,
    nameEn: c.nameEn,
    code: c.code,
    faculty: String(c.facultyId),
    degree: c.degree,
    ...(c.forms.includes('full-time') ? { formFullTime: 'on' } : {}),
    ...(c.forms.includes('combined') ? { formCombined: 'on' } : {}),
    language: c.language,
    years: String(c.years),
    profileCs: c.profileCs,
    profileEn: c.profileEn,
    careerCs: c.careerCs,
    careerEn: c.careerEn,
    admissionCs: c.admissionCs,
    admissionEn: c.admissionEn,
    subjectsCs: c.subjects.map((s) => s.cs).join('\n'),
    subjectsEn: c.subjects.map((s) => s.en).join('\n'),
    ...(row ? { slugCs: row.slugCs, slugEn: row.slugEn } : {}),
  }
}

export function programmePageModel(lang: Lang, nav: AdminNavLink[], data: ProgrammePageData, state: FormState<typeof ProgrammeForm.schema, Key>, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = tr(lang)
  const form = formView(ProgrammeForm, state, lang)
  const row = data.row
  const page = paths.programme(lang, lang === 'cs' ? row.slugCs : row.slugEn)
  return editorialItemPageModel(lang, nav, data, {
    title: t('editProgrammeTitle', { name: nameIn(lang, data.content) }),
    trail: trail(lang, t),
    paths: P,
    form,
    idPrefix: 'programme',
    labels: fieldLabels(t),
    notice,
    status,
    facts: (
      <>
        <dt>{t('faculty')}</dt>
        <dd>{facultyIn(lang, row)}</dd>
        <dt>{t('guarantor')}</dt>
        <dd>{data.content.guarantorId ? t('guarantorKept') : t('guarantorNone')}</dd>
        <dt>{t('programmePage')}</dt>
        <dd>{data.state.live ? <a href={page}>{page}</a> : <code>{page}</code>}</dd>
      </>
    ),
    fields: (
      <>
        <ProgrammeFields lang={lang} form={form} faculties={data.scope} />
        {data.canChangeSlug ? <SlugFields lang={lang} form={form} hint={row.firstPublishedAt || row.live ? t('slugMovedHint') : t('slugHintProgramme')} /> : null}
      </>
    ),
  })
}

const FIELD_LABEL: Record<keyof ProgrammeContent, Key> = {
  code: 'code',
  facultyId: 'faculty',
  nameCs: 'nameCs',
  nameEn: 'nameEn',
  degree: 'degree',
  forms: 'forms',
  language: 'language',
  years: 'years',
  profileCs: 'profileCs',
  profileEn: 'profileEn',
  careerCs: 'careerCs',
  careerEn: 'careerEn',
  admissionCs: 'admissionCs',
  admissionEn: 'admissionEn',
  subjects: 'subjects',
  guarantorId: 'guarantor',
}
const fieldLabels = (t: T) => Object.fromEntries(Object.entries(FIELD_LABEL).map(([k, key]) => [k, t(key)])) as Record<keyof ProgrammeContent, string>

export function programmeComparePageModel(lang: Lang, nav: AdminNavLink[], row: AdminProgramme, name: string, older: RevisionSummary | undefined, newer: RevisionSummary | undefined, rows: FieldChange[]): PageModel {
  const t = tr(lang)
  const labels = fieldLabels(t)
  return editorialComparePageModel(lang, nav, {
    id: row.id,
    name,
    trail: trail(lang, t),
    editTitle: t('editProgrammeTitle', { name }),
    paths: P,
    older,
    newer,
    rows,
    // `subjects.3.cs` reads as "Předměty 4 (cs)".
    labelOf: (path) => {
      const [head, index, part] = path.split('.')
      const label = Object.hasOwn(labels, head!) ? labels[head as keyof ProgrammeContent] : path
      return index === undefined ? label : `${label} ${Number(index) + 1}${part ? ` (${part})` : ''}`
    },
  })
}

export const programmePreviewPageModel = (lang: Lang, id: number, revision: number | undefined, model: PageModel): PageModel => editorialPreviewPageModel(lang, P, id, revision, model)
