import { translator, type Lang } from '../../i18n/index.js'
import { peopleMessages } from '../../i18n/people.js'
import { fullName } from '../../lib/full-name.js'
import { paths } from '../../ui/paths.js'
import { Picture } from '../../ui/picture.js'
import type { PersonRow } from './people.types.js'
import { EmailLink } from '../../ui/email.js'

/** A directory entry: neutral avatar, name with titles (a link to the profile), role, workplace and contacts. */
export function PersonCard({ lang, person, heading: Heading = 'h2' }: { lang: Lang; person: PersonRow; heading?: 'h2' | 'h3' }) {
  const t = translator(peopleMessages, lang)
  // Named by its heading: a list of cards needs each article told apart (IBM's unique-label rule).
  const nameId = `person-${person.slug}`
  return (
    <article className="person-card" aria-labelledby={nameId}>
      {person.portrait ? <Picture image={person.portrait} rendition="square" sizes="56px" className="person-card__portrait" decorative /> : null}
      <div className="person-card__body">
        <Heading className="person-card__name" id={nameId}>
          {/* A profile is a page of its own: the link leaves the list as a link does, not as its partial update. */}
          <a href={paths.person(lang, person.slug)} data-pu-none="">
            {fullName(person)}
          </a>
        </Heading>
        <p className="person-card__role">{person.role}</p>
        <p className="person-card__unit">{[person.department, person.faculty].filter(Boolean).join(', ')}</p>
        <dl className="person-card__contacts">
          <div>
            <dt>{t('office')}</dt>
            <dd>{person.office}</dd>
          </div>
          <div>
            <dt>{t('email')}</dt>
            <dd>
              <EmailLink address={person.email} />
            </dd>
          </div>
          <div>
            <dt>{t('phone')}</dt>
            <dd>
              <span className="phone-number">{person.phone}</span>
            </dd>
          </div>
        </dl>
      </div>
    </article>
  )
}
