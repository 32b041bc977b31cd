import { contentMessages } from '../../i18n/content.js'
import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { fullName } from '../../lib/full-name.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { Picture, type PictureMeta } from '../../ui/picture.js'
import type { PersonRow } from '../people/people.types.js'
import type { FacultyRow } from './content.types.js'
import { FacultyContactsPopup } from './faculty-contacts-popup.js'
import { identityClass } from './faculty-palette.js'

export interface FacultyEntry {
  faculty: FacultyRow
  hero: PictureMeta | null
  dean: PersonRow | null
}

export function facultiesPageModel(lang: Lang, entries: FacultyEntry[]): PageModel {
  const t = translator(contentMessages, lang)
  return {
    title: t('facultiesTitle'),
    description: t('facultiesDescription'),
    alternate: paths.faculties(otherLang(lang)),
    regions: { pageContent: () => <FacultiesPage lang={lang} entries={entries} /> },
  }
}

function FacultiesPage({ lang, entries }: { lang: Lang; entries: FacultyEntry[] }) {
  const t = translator(contentMessages, lang)
  return (
    <Container id="pageContent" className="page-content faculties">
      <Breadcrumbs trail={[]} current={t('facultiesTitle')} />
      <PageHeading>{t('facultiesTitle')}</PageHeading>
      <p className="perex">{t('facultiesIntro')}</p>
      <ul className="faculty-tiles">
        {entries.map(({ faculty, hero, dean }) => {
          const key = faculty.code.toLowerCase()
          return (
            <li key={faculty.id} className={`faculty-tile ${identityClass(faculty)}`}>
              {hero ? <Picture image={hero} sizes="(min-width: 1264px) 584px, (min-width: 768px) 50vw, 100vw" decorative /> : null}
              <div className="faculty-tile__body">
                <h2>
                  <a href={paths.faculty(lang, faculty.slug)}>{faculty.name}</a>
                </h2>
                <p>{faculty.perex}</p>
                {dean ? (
                  <p className="faculty-tile__dean">
                    {dean.role}: {fullName(dean)}
                  </p>
                ) : null}
                <p className="faculty-tile__links">
                  <a href={paths.programmes(lang, { faculty: key })}>{t('facultyAllProgrammes')}</a>
                  <a href={paths.people(lang, { faculty: key })}>{t('facultyAllPeople')}</a>
                </p>
                <FacultyContactsPopup lang={lang} faculty={faculty} />
              </div>
            </li>
          )
        })}
      </ul>
    </Container>
  )
}
