/**
 * A faculty's study-office contacts in a floating popup (ADR 021): a button with `popovertarget`
 * (toggles without JavaScript as well) and the address, phone and e-mail in a `popover="auto"`
 * element beside it. With JavaScript (src/client/popup/floating.ts) it also opens on hover and
 * focus and closes 200 ms after the pointer leaves.
 */
import { contentMessages } from '../../i18n/content.js'
import { translator, type Lang } from '../../i18n/index.js'
import type { FacultyRow } from './content.types.js'
import { EmailLink } from '../../ui/email.js'

export function FacultyContactsPopup({ lang, faculty }: { lang: Lang; faculty: FacultyRow }) {
  const t = translator(contentMessages, lang)
  const id = `facultyContacts-${faculty.code.toLowerCase()}`
  return (
    <>
      {/* React writes `popoverTarget` as spelt; HTML attribute names are case-insensitive, so the browser reads it as `popovertarget`. */}
      <button type="button" className="button faculty-tile__contacts" popoverTarget={id} data-popup="float">
        {t('facultyContacts')}
        <span className="visually-hidden">: {faculty.name}</span>
      </button>
      <section id={id} popover="auto" className="popup popup--float faculty-contacts" aria-label={`${t('facultyStudyOffice')}: ${faculty.name}`}>
        <p className="faculty-contacts__title">{t('facultyStudyOffice')}</p>
        <address>
          {faculty.address}
          <br />
          <span className="phone-number">{faculty.phone}</span>
          <br />
          <EmailLink address={faculty.email} />
        </address>
      </section>
    </>
  )
}
