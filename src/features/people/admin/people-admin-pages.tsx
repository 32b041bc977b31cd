/**
 * The people administration's pages (ADR 079): the list (find by name, filter by faculty and
 * state, pages; "Přidat"), the create form, a person's form with the editorial actions, review
 * and revisions, the comparison of two revisions, and the preview. Plain forms that work without
 * script, as news's (`news/admin/news-admin-pages.tsx`), whose editorial pieces they share.
 */
import { MediaPicker } from '../../media/admin/media-picker.js'
import { editorialComparePageModel, editorialItemPageModel, editorialListPageModel, editorialNewPageModel, editorialPreviewPageModel, RowState } from '../../editorial/admin/editorial-admin-pages.js'
import type { ItemData } from '../../editorial/admin/editorial-admin.routes.js'
import type { NewFormAutosave } from '../../editorial/admin/autosave-offer.js'
import type { FieldChange } from '../../editorial/compare.js'
import type { RevisionSummary } from '../../editorial/editorial.types.js'
import { blankForm, formView, type FormState, type FormView } from '../../../forms/form.js'
import { otherLang, translator, type Lang } from '../../../i18n/index.js'
import { fullName } from '../../../lib/full-name.js'
import type { AdminNavLink, AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminTrail } from '../../../ui/admin-page.js'
import type { Crumb } from '../../../ui/breadcrumbs.js'
import { TextArea, TextField } from '../../../ui/form-field.js'
import type { PageModel } from '../../../ui/page-model.js'
import { editorialAdminPaths, paths, routes } from '../../../ui/paths.js'
import { PERSON_LIMITS, type PersonContent } from '../people.editorial.js'
import { PEOPLE_ADMIN_PAGE_SIZE, type AdminPerson, type AdminPersonRow, type AdminState, type DepartmentChoice } from './people-admin.repository.js'
import { MAX_FILTER, NewPersonForm, PersonForm, personAdminMessages } from './people-admin.schema.js'

type Key = keyof typeof personAdminMessages
type T = (key: Key, values?: Record<string, string | number>) => string
const tr = (lang: Lang): T => translator(personAdminMessages, lang)

export const PEOPLE_ADMIN_PATHS = editorialAdminPaths(routes.adminPeople)

const peopleTrail = (lang: Lang, t: T): Crumb[] => adminTrail(lang, { label: t('peopleTitle'), href: paths.adminPeople(lang) })
const facultyName = (lang: Lang, row: { facultyCs: string | null; facultyEn: string | null }, t: T) => (lang === 'cs' ? row.facultyCs : row.facultyEn) ?? t('university')

export interface PeopleListQuery {
  q: string
  /** A faculty's id as text, or `uni`. */
  faculty: string
  state?: AdminState
  page: number
}

export function peopleListPageModel(
  lang: Lang,
  nav: AdminNavLink[],
  query: PeopleListQuery,
  faculties: Array<{ id: number; nameCs: string; nameEn: string }>,
  canUniversity: boolean,
  result: { rows: AdminPersonRow[]; total: number },
  canCreate: boolean,
): PageModel {
  const t = tr(lang)
  const heading = t('peopleTitle')
  return editorialListPageModel(lang, nav, {
    heading,
    filterLabel: t('filterPeople'),
    href: (l, f) => paths.adminPeople(l, f),
    newHref: canCreate ? paths.adminPeopleNew(lang) : undefined,
    q: query.q,
    qLabel: t('filterName'),
    qMax: MAX_FILTER,
    state: query.state,
    extra: { faculty: query.faculty },
    filters: (
      <div className="filter-form__field">
        <label htmlFor="adminFaculty">{t('filterFaculty')}</label>
        <select id="adminFaculty" name="faculty" defaultValue={query.faculty}>
          <option value="">{t('filterAnyFaculty')}</option>
          {canUniversity ? <option value="uni">{t('university')}</option> : null}
          {faculties.map((f) => (
            <option key={f.id} value={String(f.id)}>
              {lang === 'cs' ? f.nameCs : f.nameEn}
            </option>
          ))}
        </select>
      </div>
    ),
    page: query.page,
    pages: Math.max(1, Math.ceil(result.total / PEOPLE_ADMIN_PAGE_SIZE)),
    total: result.total,
    table:
      result.rows.length === 0 ? undefined : (
        <table className="admin-table" id="adminPeopleList">
          <caption className="visually-hidden">{heading}</caption>
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('email')}</th>
              <th scope="col">{t('faculty')}</th>
              <th scope="col">{t('filterState')}</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.id} data-person-id={row.id}>
                <th scope="row">
                  <a href={paths.adminPerson(lang, row.id)}>{fullName(row)}</a>
                </th>
                <td className="admin-table__email">{row.email}</td>
                <td>{facultyName(lang, row, t)}</td>
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

/** The fields of both forms: what the profile page shows. */
function PersonFields({ lang, form, departments }: { lang: Lang; form: FormView; departments: DepartmentChoice[] }) {
  const t = tr(lang)
  const error = form.error('department')
  const groups = [...new Map(departments.map((d) => [d.facultyId, d])).values()]
  const groupLabel = (d: DepartmentChoice) => facultyName(lang, d, t)
  return (
    <>
      <fieldset className="form__group">
        <legend>{t('name')}</legend>
        <TextField form={form} name="titlesBefore" id="personTitlesBefore" label={t('titlesBefore')} hint={t('titlesBeforeHint')} maxLength={PERSON_LIMITS.titles} autoComplete="off" />
        <TextField form={form} name="givenName" id="personGivenName" label={t('givenName')} required maxLength={PERSON_LIMITS.name} autoComplete="off" />
        <TextField form={form} name="familyName" id="personFamilyName" label={t('familyName')} required maxLength={PERSON_LIMITS.name} autoComplete="off" />
        <TextField form={form} name="titlesAfter" id="personTitlesAfter" label={t('titlesAfter')} hint={t('titlesAfterHint')} maxLength={PERSON_LIMITS.titles} autoComplete="off" />
      </fieldset>
      <TextField form={form} name="roleCs" id="personRoleCs" label={t('roleCs')} required maxLength={PERSON_LIMITS.role} autoComplete="off" lang="cs" />
      <TextField form={form} name="roleEn" id="personRoleEn" label={t('roleEn')} required maxLength={PERSON_LIMITS.role} autoComplete="off" lang="en" />
      <div className="form__field">
        <label htmlFor="personDepartment">{t('department')}</label>
        <p className="form__hint" id="personDepartment-hint">
          {t('departmentHint')}
        </p>
        <select id="personDepartment" name="department" defaultValue={form.value('department') ?? ''} required aria-invalid={error ? true : undefined} aria-describedby={`personDepartment-hint${error ? ' personDepartment-error' : ''}`}>
          <option value="">–</option>
          {groups.map((g) => (
            <optgroup key={g.facultyId ?? 0} label={groupLabel(g)}>
              {departments
                .filter((d) => d.facultyId === g.facultyId)
                .map((d) => (
                  <option key={d.id} value={String(d.id)}>
                    {lang === 'cs' ? d.nameCs : d.nameEn}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        {error ? (
          <p className="form__message form__message--error" id="personDepartment-error">
            {error}
          </p>
        ) : null}
      </div>
      <TextField form={form} name="email" id="personEmail" label={t('email')} type="email" required maxLength={PERSON_LIMITS.email} autoComplete="off" />
      <TextField form={form} name="phone" id="personPhone" label={t('phone')} type="tel" required maxLength={PERSON_LIMITS.phone} autoComplete="off" />
      <TextField form={form} name="officeCs" id="personOfficeCs" label={t('officeCs')} required maxLength={PERSON_LIMITS.office} autoComplete="off" lang="cs" />
      <TextField form={form} name="officeEn" id="personOfficeEn" label={t('officeEn')} required maxLength={PERSON_LIMITS.office} autoComplete="off" lang="en" />
      <TextField form={form} name="officeHoursCs" id="personHoursCs" label={t('officeHoursCs')} maxLength={PERSON_LIMITS.officeHours} autoComplete="off" lang="cs" />
      <TextField form={form} name="officeHoursEn" id="personHoursEn" label={t('officeHoursEn')} maxLength={PERSON_LIMITS.officeHours} autoComplete="off" lang="en" />
      <TextArea form={form} name="researchCs" id="personResearchCs" label={t('researchCs')} hint={t('researchHint')} rows={3} maxLength={PERSON_LIMITS.research} lang="cs" />
      <TextArea form={form} name="researchEn" id="personResearchEn" label={t('researchEn')} hint={t('researchHint')} rows={3} maxLength={PERSON_LIMITS.research} lang="en" />
      {form.error('action') ? <p className="form__message form__message--error">{form.error('action')}</p> : null}
    </>
  )
}

export function newPersonPageModel(lang: Lang, nav: AdminNavLink[], departments: DepartmentChoice[], state: FormState<typeof NewPersonForm.schema, Key> = blankForm(), notice?: AdminNoticeModel, status?: number, autosave?: NewFormAutosave): PageModel {
  const t = tr(lang)
  const form = formView(NewPersonForm, state, lang)
  return editorialNewPageModel(lang, nav, {
    title: t('newPersonTitle'),
    trail: peopleTrail(lang, t),
    alternate: paths.adminPeopleNew(otherLang(lang)),
    action: paths.adminPeopleNew(lang),
    form,
    notice,
    status,
    autosave,
    fields: (
      <>
        <PersonFields lang={lang} form={form} departments={departments} />
        <TextField form={form} name="slug" id="personSlug" label={t('slug')} hint={t('slugHintPerson')} maxLength={120} autoComplete="off" pattern="[a-z0-9][a-z0-9\-]*" />
      </>
    ),
  })
}

export type PersonPageData = ItemData<PersonContent, AdminPerson, DepartmentChoice[]>

/** The form's fields as a revision's content gives them. */
export function formOfContent(content: PersonContent, row?: { slug: string }): Record<string, string> {
  return {
    titlesBefore: content.titlesBefore,
    givenName: content.givenName,
    familyName: content.familyName,
    titlesAfter: content.titlesAfter,
    roleCs: content.roleCs,
    roleEn: content.roleEn,
    department: String(content.departmentId),
    email: content.email,
    phone: content.phone,
    officeCs: content.officeCs,
    officeEn: content.officeEn,
    officeHoursCs: content.officeHoursCs,
    officeHoursEn: content.officeHoursEn,
    researchCs: content.researchCs,
    researchEn: content.researchEn,
    ...(row === undefined ? {} : { slug: row.slug }),
  }
}

export function personPageModel(lang: Lang, nav: AdminNavLink[], data: PersonPageData, state: FormState<typeof PersonForm.schema, Key>, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = tr(lang)
  const form = formView(PersonForm, state, lang)
  const person = data.row
  const profile = paths.person(lang, person.slug)
  return editorialItemPageModel(lang, nav, data, {
    title: t('editPersonTitle', { name: fullName(data.content) }),
    trail: peopleTrail(lang, t),
    paths: PEOPLE_ADMIN_PATHS,
    form,
    idPrefix: 'person',
    labels: fieldLabels(t),
    notice,
    status,
    facts: (
      <>
        <dt>{t('faculty')}</dt>
        <dd>{facultyName(lang, person, t)}</dd>
        {data.powers.update && data.picker ? null : (
          <>
            <dt>{t('portrait')}</dt>
            <dd>{data.content.portraitId ? t('portraitKept') : t('portraitNone')}</dd>
          </>
        )}
        <dt>{t('profile')}</dt>
        <dd>{data.state.live ? <a href={profile}>{profile}</a> : <code>{profile}</code>}</dd>
      </>
    ),
    fields: (
      <>
        <PersonFields lang={lang} form={form} departments={data.scope} />
        {data.powers.update && data.picker ? <MediaPicker lang={lang} name="portraitId" multiple={false} idPrefix="personPortrait" view={data.picker} legend={t('portrait')} hint={t('portraitHint')} currentId={data.content.portraitId} /> : null}
        {data.canChangeSlug ? (
          <TextField form={form} name="slug" id="personSlug" label={t('slug')} hint={person.firstPublishedAt || person.live ? t('slugMovedHint') : t('slugHintPerson')} maxLength={120} autoComplete="off" pattern="[a-z0-9][a-z0-9\-]*" />
        ) : null}
      </>
    ),
  })
}

const FIELD_LABEL: Partial<Record<keyof PersonContent, Key>> = {
  titlesBefore: 'titlesBefore',
  givenName: 'givenName',
  familyName: 'familyName',
  titlesAfter: 'titlesAfter',
  roleCs: 'roleCs',
  roleEn: 'roleEn',
  departmentId: 'department',
  email: 'email',
  phone: 'phone',
  officeCs: 'officeCs',
  officeEn: 'officeEn',
  officeHoursCs: 'officeHoursCs',
  officeHoursEn: 'officeHoursEn',
  researchCs: 'researchCs',
  researchEn: 'researchEn',
  portraitId: 'portrait',
}
const fieldLabels = (t: T) => Object.fromEntries(Object.entries(FIELD_LABEL).map(([k, key]) => [k, t(key!)])) as Partial<Record<keyof PersonContent, string>>

export function personComparePageModel(lang: Lang, nav: AdminNavLink[], person: AdminPerson, name: string, older: RevisionSummary | undefined, newer: RevisionSummary | undefined, rows: FieldChange[]): PageModel {
  const t = tr(lang)
  const labels = fieldLabels(t)
  return editorialComparePageModel(lang, nav, {
    id: person.id,
    name,
    trail: peopleTrail(lang, t),
    editTitle: t('editPersonTitle', { name }),
    paths: PEOPLE_ADMIN_PATHS,
    older,
    newer,
    rows,
    labelOf: (path) => labels[path as keyof PersonContent] ?? path,
  })
}

/** Wraps the public profile's model: the same view, a banner above it, never indexed or stored. */
export const personPreviewPageModel = (lang: Lang, id: number, revision: number | undefined, model: PageModel): PageModel => editorialPreviewPageModel(lang, PEOPLE_ADMIN_PATHS, id, revision, model)
