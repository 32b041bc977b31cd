import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { peopleMessages } from '../../i18n/people.js'
import { fullName } from '../../lib/full-name.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { Picture } from '../../ui/picture.js'
import type { ProfileRow } from './people.types.js'

const unitOf = (person: ProfileRow) => [person.department, person.faculty].filter(Boolean).join(', ')

/** A person's profile: the portrait placeholder, name with titles, role, workplace, office hours, contacts, research interests. */
export function personPageModel(lang: Lang, person: ProfileRow): PageModel {
  const t = translator(peopleMessages, lang)
  return {
    title: fullName(person),
    description: t('profileDescription', { name: fullName(person), role: person.role, unit: unitOf(person) }),
    alternate: paths.person(otherLang(lang), person.slug),
    breadcrumbs: { trail: [{ label: t('title'), href: paths.people(lang) }], current: fullName(person) },
    regions: { pageContent: () => <PersonPage lang={lang} person={person} /> },
  }
}

function PersonPage({ lang, person }: { lang: Lang; person: ProfileRow }) {
  const t = translator(peopleMessages, lang)
  return (
    <Container id="pageContent" className="page-content person-profile">
      <Breadcrumbs trail={[{ label: t('title'), href: paths.people(lang) }]} current={fullName(person)} />
      <article className="person-profile__card" aria-labelledby="mainContent">
        {person.portrait ? <Picture image={person.portrait} rendition="square" sizes="160px" className="person-profile__portrait" decorative /> : null}
        <div className="person-profile__body">
          <PageHeading>{fullName(person)}</PageHeading>
          <p className="person-profile__role">{person.role}</p>
          <p className="person-profile__unit">
            <a href={paths.people(lang, { department: person.departmentKey })}>{person.department}</a>
            {person.faculty ? `, ${person.faculty}` : null}
          </p>
          <h2>{t('contacts')}</h2>
          <dl className="person-profile__facts">
            <div>
              <dt>{t('office')}</dt>
              <dd>{person.office}</dd>
            </div>
            {person.officeHours ? (
              <div>
                <dt>{t('officeHours')}</dt>
                <dd>{person.officeHours}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('email')}</dt>
              <dd>
                <a href={`mailto:${person.email}`}>{person.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('phone')}</dt>
              <dd>
                <a className="phone-number" href={`tel:${person.phone.replace(/\s/g, '')}`}>{person.phone}</a>
              </dd>
            </div>
          </dl>
          {person.research ? (
            <>
              <h2>{t('research')}</h2>
              <ul className="person-profile__research">
                {person.research.split(', ').map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </article>
    </Container>
  )
}
