/**
 * The faculties' identity pages (issue 25, ADR 092): the list of the faculties the user may
 * change, and a faculty's form. Plain forms; the notice after a save or a refusal takes the focus
 * (AdminNotice). A save refused as stale shows the saved version beside the form, which keeps
 * what the editor typed, so neither text is lost.
 */
import { formView, type FormState } from '../../../forms/form.js'
import { facultiesAdminMessages, type FacultiesAdminMessageKey } from '../../../i18n/faculties-admin.js'
import { otherLang, translator, type Lang } from '../../../i18n/index.js'
import { AdminNotice, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { TextArea, TextField } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import { FACULTY_PALETTE, paletteColour } from '../faculty-palette.js'
import { versionOf, type FacultyIdentity } from './faculties-admin.repository.js'
import { FacultyForm, MAX_ADDRESS, MAX_PEREX, MAX_PHONE } from './faculties-admin.schema.js'

const nameOf = (f: FacultyIdentity, lang: Lang) => (lang === 'cs' ? f.nameCs : f.nameEn)

export function facultiesListPageModel(lang: Lang, nav: AdminNavLink[], list: FacultyIdentity[], notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(facultiesAdminMessages, lang)
  const title = t('title')
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang),
    alternate: paths.adminFaculties(otherLang(lang)),
    status,
    className: 'admin-list',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <p>{t('intro')}</p>
        <AdminNotice notice={notice} />
        {list.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <table className="admin-table" id="facultiesList">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('contacts')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((f) => (
                <tr key={f.id} data-faculty-id={f.id}>
                  <th scope="row">
                    <a href={paths.adminFaculty(lang, f.id)}>{nameOf(f, lang)}</a>
                  </th>
                  <td className="admin-table__email">
                    {f.email}
                    <br />
                    {f.phone}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </>
    ),
  })
}

type FacultyFormState = FormState<typeof FacultyForm.schema, FacultiesAdminMessageKey>

/** The form's values for a faculty as saved, with the version it was filled from. */
export const formOfFaculty = (f: FacultyIdentity): FacultyFormState => ({
  errors: {},
  echo: { perexCs: f.perexCs, perexEn: f.perexEn, color: f.color, address: f.address, phone: f.phone, email: f.email, base: versionOf(f) },
})

/** A faculty's form; `saved` is the version someone else saved meanwhile, shown beside the refused form. */
export function facultyPageModel(lang: Lang, nav: AdminNavLink[], faculty: FacultyIdentity, state: FacultyFormState, notice?: AdminNoticeModel, status?: number, saved?: FacultyIdentity): PageModel {
  const t = translator(facultiesAdminMessages, lang)
  const title = nameOf(faculty, lang)
  const form = formView(FacultyForm, state, lang)
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang, { label: t('title'), href: paths.adminFaculties(lang) }),
    alternate: paths.adminFaculty(otherLang(lang), faculty.id),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        {saved ? (
          <section aria-labelledby="facultySavedHeading" id="facultySaved">
            <h2 id="facultySavedHeading">{t('staleHeading')}</h2>
            <dl className="admin-facts">
              <dt>{t('perexCs')}</dt>
              <dd lang="cs">{saved.perexCs}</dd>
              <dt>{t('perexEn')}</dt>
              <dd lang="en">{saved.perexEn}</dd>
              <dt>{t('colour')}</dt>
              <dd>{paletteColour(saved.color)?.name[lang] ?? saved.color}</dd>
              <dt>{t('address')}</dt>
              <dd>{saved.address}</dd>
              <dt>{t('phone')}</dt>
              <dd>{saved.phone}</dd>
              <dt>{t('email')}</dt>
              <dd>{saved.email}</dd>
            </dl>
          </section>
        ) : null}
        <form method="post" action={paths.adminFaculty(lang, faculty.id)} className="form admin-form" id="facultyForm" noValidate>
          <input type="hidden" name="base" value={form.value('base') ?? ''} />
          <TextArea form={form} name="perexCs" id="facultyPerexCs" label={t('perexCs')} hint={t('perexHint')} rows={3} maxLength={MAX_PEREX} required lang="cs" />
          <TextArea form={form} name="perexEn" id="facultyPerexEn" label={t('perexEn')} rows={3} maxLength={MAX_PEREX} required lang="en" />
          <ColourChoice lang={lang} chosen={form.value('color') ?? ''} error={form.error('color')} />
          <fieldset className="form__group">
            <legend>{t('officeLegend')}</legend>
            <TextField form={form} name="address" id="facultyAddress" label={t('address')} hint={t('addressHint')} required maxLength={MAX_ADDRESS} autoComplete="off" />
            <TextField form={form} name="phone" id="facultyPhone" type="tel" label={t('phone')} hint={t('phoneHint')} required maxLength={MAX_PHONE} autoComplete="off" />
            <TextField form={form} name="email" id="facultyEmail" type="email" label={t('email')} required maxLength={254} autoComplete="off" />
          </fieldset>
          <p className="admin-form__actions">
            <button type="submit" className="button" id="facultySave">
              {t('save')}
            </button>
          </p>
        </form>
      </>
    ),
  })
}

/** The palette as radio buttons, each with a swatch of its colour (the swatch is decoration: the name says it). */
function ColourChoice({ lang, chosen, error }: { lang: Lang; chosen: string; error: string | undefined }) {
  const t = translator(facultiesAdminMessages, lang)
  return (
    <fieldset className="form__group faculty-colours" aria-describedby={`facultyColour-hint${error ? ' facultyColour-error' : ''}`}>
      <legend>{t('colour')}</legend>
      <p className="form__hint" id="facultyColour-hint">
        {t('colourHint')}
      </p>
      <div className="faculty-colours__choices">
        {FACULTY_PALETTE.map((c) => (
          <p className="admin-form__choice" key={c.key}>
            <input type="radio" id={`facultyColour-${c.key}`} name="color" value={c.hex} defaultChecked={chosen.toLowerCase() === c.hex} />
            <label htmlFor={`facultyColour-${c.key}`}>
              <span className={`faculty-colours__swatch identity--${c.key}`} aria-hidden="true" />
              {c.name[lang]}
            </label>
          </p>
        ))}
      </div>
      {error ? (
        <p className="form__message form__message--error" id="facultyColour-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
