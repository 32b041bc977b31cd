import { contentMessages } from '../../i18n/content.js'
import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { stableIds } from '../../ui/containers.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { facultyLd } from '../../ui/structured-data.js'
import { Picture, type PictureMeta } from '../../ui/picture.js'
import type { NewsSummary } from '../news/news.types.js'
import type { PersonRow } from '../people/people.types.js'
import { PersonCard } from '../people/person-card.js'
import { ProgrammeCards } from '../study/programme-cards.js'
import type { ProgrammeSummary } from '../study/study.types.js'
import type { FacultyHomeData } from './content.service.js'
import { SectionSearch } from '../search/section-search.js'
import { NewsLinks } from './news-links.js'
import { EmailLink } from '../../ui/email.js'
import { identityClass } from './faculty-palette.js'

/** Everything a faculty's home shows besides its own pages. */
export interface FacultyHomeParts {
  hero: PictureMeta | null
  leadership: PersonRow[]
  programmes: ProgrammeSummary[]
  news: NewsSummary[]
}

export function facultyPageModel(lang: Lang, data: FacultyHomeData, parts: FacultyHomeParts): PageModel {
  return {
    title: data.faculty.name,
    description: data.faculty.perex,
    alternate: paths.faculty(otherLang(lang), data.translationSlug),
    structuredData: [facultyLd(lang, data.faculty)],
    breadcrumbs: { trail: [], current: data.faculty.name },
    sideMenu: true,
    regions: { pageContent: () => <FacultyPage lang={lang} data={data} parts={parts} /> },
  }
}

function FacultyPage({ lang, data, parts }: { lang: Lang; data: FacultyHomeData; parts: FacultyHomeParts }) {
  const t = translator(contentMessages, lang)
  const { faculty, pages } = data
  const key = faculty.code.toLowerCase()
  const sections = [
    { anchor: 'programmes', heading: t('facultyProgrammes') },
    { anchor: 'leadership', heading: t('facultyLeadership') },
    { anchor: 'news', heading: t('facultyNews') },
    { anchor: 'contacts', heading: t('facultyContacts') },
  ]
  return (
    <Container id="pageContent" className={`page-content faculty-home ${identityClass(faculty)}`}>
      <Breadcrumbs trail={[{ label: t('facultiesTitle'), href: paths.faculties(lang) }]} current={faculty.name} />
      <div className="faculty-home__hero">
        {parts.hero ? <Picture image={parts.hero} sizes="(min-width: 1264px) 1200px, 100vw" priority /> : null}
        <div className="faculty-home__title">
          <PageHeading>{faculty.name}</PageHeading>
          <p className="perex">{faculty.perex}</p>
        </div>
      </div>
      <SectionSearch lang={lang} section={{ scope: 'web', facultyId: faculty.id }} />
      <nav className="faculty-nav faculty-area" id={stableIds.sideMenu} tabIndex={-1} aria-label={t('facultyNav', { name: faculty.name })}>
        <ul>
          {sections.map((s) => (
            <li key={s.anchor}>
              <a href={`#${s.anchor}`}>{s.heading}</a>
            </li>
          ))}
          {pages.map((p) => (
            <li key={p.id}>
              <a href={paths.content(lang, p.path)}>{p.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section id="programmes" className="faculty-home__section" aria-labelledby="programmes-heading">
        <h2 id="programmes-heading">{t('facultyProgrammes')}</h2>
        <ProgrammeCards lang={lang} programmes={parts.programmes} heading="h3" showFaculty={false} />
        <p>
          <a href={paths.programmes(lang, { faculty: key })}>{t('facultyAllProgrammes')}</a>
        </p>
      </section>
      <section id="leadership" className="faculty-home__section" aria-labelledby="leadership-heading">
        <h2 id="leadership-heading">{t('facultyLeadership')}</h2>
        <ul className="person-cards">
          {parts.leadership.map((p) => (
            <li key={p.id}>
              <PersonCard lang={lang} person={p} heading="h3" />
            </li>
          ))}
        </ul>
        <p>
          <a href={paths.people(lang, { faculty: key })}>{t('facultyAllPeople')}</a>
        </p>
      </section>
      <div className="columns">
        <section id="news" className="faculty-home__section" aria-labelledby="news-heading">
          <h2 id="news-heading">{t('facultyNews')}</h2>
          <NewsLinks lang={lang} items={parts.news} />
        </section>
        <section id="contacts" className="faculty-home__section" aria-labelledby="contacts-heading">
          <h2 id="contacts-heading">{t('facultyContacts')}</h2>
          <p className="contact-card">
            {t('facultyStudyOffice')}
            <br />
            {faculty.address}
            <br />
            <EmailLink address={faculty.email} />
            <br />
            <span className="phone-number">{faculty.phone}</span>
          </p>
        </section>
      </div>
    </Container>
  )
}
