/**
 * The people administration's pages (ADR 079): the list (find by name, filter by faculty and
 * state, pages; "Přidat"), the create form, a person's form with the editorial actions, review
 * and revisions, the comparison of two revisions, and the preview. Plain forms that work without
 * script, as news's (`news/admin/news-admin-pages.tsx`), whose editorial pieces they share.
 */
import { ItemActions } from '../../editorial/admin/item-actions.js'
import { RevisionCompare } from '../../editorial/admin/compare-view.js'
import { Revisions } from '../../editorial/admin/revisions.js'
import { SharePreview } from '../../editorial/admin/share-preview.js'
import type { ActivePreviewLink } from '../../editorial/preview-links.js'
import { stateKey, stateOf } from '../../editorial/admin/item-state.js'
import type { FieldChange } from '../../editorial/compare.js'
import type { DraftState, ReviewRequest, RevisionSummary } from '../../editorial/editorial.types.js'
import { blankForm, formView, type FormState, type FormView } from '../../../forms/form.js'
import { formatDateTime, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { fullName } from '../../../lib/full-name.js'
import { AdminNotice, StateBadge, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import type { Crumb } from '../../../ui/breadcrumbs.js'
import { FormSummary, TextArea, TextField } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { Pagination } from '../../../ui/pagination.js'
import { paths } from '../../../ui/paths.js'
import { PERSON_LIMITS, type PersonContent } from '../people.editorial.js'
import { ADMIN_STATES, PEOPLE_ADMIN_PAGE_SIZE, type AdminPerson, type AdminPersonRow, type AdminState, type DepartmentChoice } from './people-admin.repository.js'
import { MAX_FILTER, NewPersonForm, PersonForm, personAdminMessages } from './people-admin.schema.js'

type Key = keyof typeof personAdminMessages
type T = (key: Key, values?: Record<string, string | number>) => string
const tr = (lang: Lang): T => translator(personAdminMessages, lang)

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
  const pages = Math.max(1, Math.ceil(result.total / PEOPLE_ADMIN_PAGE_SIZE))
  const heading = t('peopleTitle')
  const filter = { q: query.q, faculty: query.faculty, state: query.state }
  return adminPageModel(lang, nav, {
    title: heading,
    trail: adminTrail(lang),
    alternate: paths.adminPeople(otherLang(lang), { ...filter, page: query.page }),
    className: 'admin-list',
    body: (
      <>
        <div className="admin-list__head">
          <PageHeading>{heading}</PageHeading>
          {canCreate ? (
            <a className="button" href={paths.adminPeopleNew(lang)} id="adminAdd">
              {t('add')}
            </a>
          ) : null}
        </div>
        <form method="get" action={paths.adminPeople(lang)} className="filter-form" role="search" aria-label={t('filterPeople')}>
          <div className="filter-form__field">
            <label htmlFor="adminQuery">{t('filterName')}</label>
            <input id="adminQuery" name="q" type="search" maxLength={MAX_FILTER} defaultValue={query.q} autoComplete="off" />
          </div>
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
          <div className="filter-form__field">
            <label htmlFor="adminState">{t('filterState')}</label>
            <select id="adminState" name="state" defaultValue={query.state ?? ''}>
              <option value="">{t('filterAll')}</option>
              {ADMIN_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(stateKey[s])}
                </option>
              ))}
            </select>
          </div>
          <p className="filter-form__actions">
            <button type="submit" className="button">
              {t('filterSubmit')}
            </button>
            {query.q || query.faculty || query.state ? <a href={paths.adminPeople(lang)}>{t('filterReset')}</a> : null}
          </p>
        </form>
        <p id="adminCount">{t('count', { count: result.total })}</p>
        {result.rows.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
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
              {result.rows.map((row) => {
                const state = stateOf(row)
                return (
                  <tr key={row.id} data-person-id={row.id}>
                    <th scope="row">
                      <a href={paths.adminPerson(lang, row.id)}>{fullName(row)}</a>
                    </th>
                    <td className="admin-table__email">{row.email}</td>
                    <td>{facultyName(lang, row, t)}</td>
                    <td>
                      <StateBadge state={state} label={t(stateKey[state])} />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
        <Pagination page={query.page} pages={pages} href={(page) => paths.adminPeople(lang, { ...filter, page })} />
      </>
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

export function newPersonPageModel(lang: Lang, nav: AdminNavLink[], departments: DepartmentChoice[], state: FormState<typeof NewPersonForm.schema, Key> = blankForm(), notice?: AdminNoticeModel, status?: number): PageModel {
  const t = tr(lang)
  const form = formView(NewPersonForm, state, lang)
  return adminPageModel(lang, nav, {
    title: t('newPersonTitle'),
    trail: peopleTrail(lang, t),
    alternate: paths.adminPeopleNew(otherLang(lang)),
    status,
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{t('newPersonTitle')}</PageHeading>
        <AdminNotice notice={notice} />
        <form method="post" action={paths.adminPeopleNew(lang)} className="form admin-form" noValidate aria-labelledby="mainContent">
          <FormSummary form={form} heading={t('refusedInvalid')} />
          <PersonFields lang={lang} form={form} departments={departments} />
          <TextField form={form} name="slug" id="personSlug" label={t('slug')} hint={t('slugHintPerson')} maxLength={120} autoComplete="off" pattern="[a-z0-9][a-z0-9\-]*" />
          <p className="admin-form__actions">
            <button type="submit" name="action" value="draft" className="button">
              {t('saveDraft')}
            </button>
          </p>
        </form>
      </>
    ),
  })
}

export interface PersonPageData {
  person: AdminPerson
  state: DraftState
  /** The content the form shows: the latest revision's. */
  content: PersonContent
  review: ReviewRequest | undefined
  revisions: RevisionSummary[]
  powers: { update: boolean; publish: boolean; review: boolean }
  others: Array<{ name: string; at: Date }>
  /** Whether the user may change the address (a published person's only who publishes). */
  canChangeSlug: boolean
  departments: DepartmentChoice[]
  /** After a stale save: the saved version beside the one the user sent. */
  stale?: { saved: PersonContent; savedBy: string | null; savedAt: Date }
  /** The shared preview links that still work (ADR 066). */
  shares: ActivePreviewLink[]
}

/** The form's fields as a revision's content gives them. */
export function formOfContent(content: PersonContent, base: number | null, slug?: string): FormState<typeof PersonForm.schema, Key> {
  return {
    errors: {},
    echo: {
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
      base: base === null ? '' : String(base),
      ...(slug === undefined ? {} : { slug }),
    },
  }
}

export function personPageModel(lang: Lang, nav: AdminNavLink[], data: PersonPageData, state: FormState<typeof PersonForm.schema, Key>, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = tr(lang)
  const form = formView(PersonForm, state, lang)
  const { person, powers, review } = data
  const current = stateOf({ live: data.state.live, hasUnpublishedChanges: data.state.hasUnpublishedChanges, goLiveAt: data.state.goLiveAt, inReview: review?.status === 'pending' })
  const title = t('editPersonTitle', { name: fullName(data.content) })
  const profile = paths.person(lang, person.slug)
  return adminPageModel(lang, nav, {
    title,
    trail: peopleTrail(lang, t),
    alternate: paths.adminPerson(otherLang(lang), person.id),
    status,
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice}>{data.stale ? <StaleVersions lang={lang} stale={data.stale} yours={data.content} /> : null}</AdminNotice>
        {data.others.length > 0 ? (
          <p className="admin-review" id="adminPresence" role="status">
            {t('othersEditing', { names: data.others.map((o) => `${o.name} (${formatDateTime(lang, o.at)})`).join(', ') })}
          </p>
        ) : null}
        <dl className="admin-facts">
          <dt>{t('filterState')}</dt>
          <dd>
            <StateBadge state={current} label={t(stateKey[current])} />
            {data.state.goLiveAt ? <> {t('scheduledFor', { at: formatDateTime(lang, data.state.goLiveAt) })}</> : null}
          </dd>
          <dt>{t('faculty')}</dt>
          <dd>{facultyName(lang, person, t)}</dd>
          <dt>{t('portrait')}</dt>
          <dd>{data.content.portraitId ? t('portraitKept') : t('portraitNone')}</dd>
          <dt>{t('profile')}</dt>
          <dd>{data.state.live ? <a href={profile}>{profile}</a> : <code>{profile}</code>}</dd>
        </dl>
        {review?.status === 'pending' ? (
          <p className="admin-review" id="adminReview">
            {t('inReviewSince', { at: formatDateTime(lang, review.submittedAt), name: review.submittedByName ?? t('someone') })}
          </p>
        ) : review?.status === 'returned' && review.comment ? (
          <p className="admin-review admin-review--returned" id="adminReview">
            {t('returnedWith', { comment: review.comment })}
          </p>
        ) : null}
        <form method="post" action={paths.adminPerson(lang, person.id)} className="form admin-form" noValidate aria-labelledby="mainContent">
          <FormSummary form={form} heading={t('refusedInvalid')} />
          <input type="hidden" name="base" value={form.value('base') ?? ''} />
          <PersonFields lang={lang} form={form} departments={data.departments} />
          {data.canChangeSlug ? (
            <TextField form={form} name="slug" id="personSlug" label={t('slug')} hint={person.firstPublishedAt || person.live ? t('slugMovedHint') : t('slugHintPerson')} maxLength={120} autoComplete="off" pattern="[a-z0-9][a-z0-9\-]*" />
          ) : null}
          {powers.publish ? <TextField form={form} name="publishAt" id="personPublishAt" label={t('publishAt')} hint={t('publishAtHint')} type="datetime-local" /> : null}
          <ItemActions lang={lang} form={form} powers={powers} live={data.state.live} reviewPending={review?.status === 'pending'} commentId="personComment" />
        </form>
        {powers.update ? <SharePreview lang={lang} action={paths.adminPersonShare(lang, person.id)} revokeHref={(linkId) => paths.adminPersonShareRevoke(lang, person.id, linkId)} links={data.shares} /> : null}
        <Revisions lang={lang} revisions={data.revisions} canRestore={powers.update} previewHref={(r) => paths.adminPersonPreview(lang, person.id, r)} restoreAction={paths.adminPersonRestore(lang, person.id)} compareAction={paths.adminPersonCompare(lang, person.id)} />
      </>
    ),
  })
}

/** After a stale save: the saved version's fields beside the user's, those that differ. */
function StaleVersions({ lang, stale, yours }: { lang: Lang; stale: NonNullable<PersonPageData['stale']>; yours: PersonContent }) {
  const t = tr(lang)
  const differing = (Object.keys(FIELD_LABEL) as Array<keyof PersonContent>).filter((k) => String(stale.saved[k]) !== String(yours[k]))
  const list = (c: PersonContent) => (
    <dl>
      {differing.map((k) => (
        <div key={k}>
          <dt>{t(FIELD_LABEL[k]!)}</dt>
          <dd>{String(c[k] ?? '')}</dd>
        </div>
      ))}
    </dl>
  )
  return (
    <div className="admin-stale">
      <section aria-labelledby="staleSaved">
        <h2 id="staleSaved">{t('staleSaved', { name: stale.savedBy ?? t('someone'), at: formatDateTime(lang, stale.savedAt) })}</h2>
        {list(stale.saved)}
      </section>
      <section aria-labelledby="staleYours">
        <h2 id="staleYours">{t('staleYours')}</h2>
        {list(yours)}
      </section>
    </div>
  )
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

export function personComparePageModel(lang: Lang, nav: AdminNavLink[], person: AdminPerson, name: string, older: RevisionSummary | undefined, newer: RevisionSummary | undefined, rows: FieldChange[]): PageModel {
  const t = tr(lang)
  const heading = t('compareTitle', { title: name })
  const label = (r: RevisionSummary) => `${formatDateTime(lang, r.createdAt)}, ${r.authorEmail ?? t('someone')}`
  return adminPageModel(lang, nav, {
    title: heading,
    trail: [...peopleTrail(lang, t), { label: t('editPersonTitle', { name }), href: paths.adminPerson(lang, person.id) }],
    alternate: paths.adminPersonCompare(otherLang(lang), person.id, older?.id, newer?.id),
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{heading}</PageHeading>
        <p>
          <a href={paths.adminPerson(lang, person.id)}>{t('backToEdit')}</a>
        </p>
        {older && newer ? (
          <RevisionCompare
            lang={lang}
            rows={rows}
            labelOf={(path) => (Object.hasOwn(FIELD_LABEL, path) ? t(FIELD_LABEL[path as keyof PersonContent]!) : path)}
            olderLabel={`${t('older')}: ${label(older)}`}
            newerLabel={`${t('newer')}: ${label(newer)}`}
          />
        ) : (
          <p id="compareNone">{t('noChanges')}</p>
        )}
      </>
    ),
  })
}

/** Wraps the public profile's model: the same view, a banner above it, never indexed or stored. */
export function personPreviewPageModel(lang: Lang, id: number, revision: number | undefined, model: PageModel): PageModel {
  const t = tr(lang)
  const content = model.regions.pageContent
  return {
    ...model,
    title: t('previewTitle', { title: model.title }),
    robots: 'noindex',
    structuredData: undefined,
    alternate: paths.adminPersonPreview(otherLang(lang), id, revision),
    regions: {
      ...model.regions,
      pageContent: () => (
        <div className="admin-preview">
          <p className="admin-preview__banner" role="note" id="adminPreviewBanner">
            {t('previewBanner')} <a href={paths.adminPerson(lang, id)}>{t('backToEdit')}</a>
          </p>
          {content()}
        </div>
      ),
    },
  }
}
