import { contentMessages } from '../../i18n/content.js'
import { formatDate, formatNumber, otherLang, translator, type Lang } from '../../i18n/index.js'
import type { UniversityNumber } from './university-numbers.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { universityLd } from '../../ui/structured-data.js'
import { Picture, type PictureMeta } from '../../ui/picture.js'
import type { NewsSummary } from '../news/news.types.js'
import { nextEventEnd } from '../news/news-item-meta.js'
import type { FacultyRow } from './content.types.js'
import { SocialFeedSection } from '../social/social-feed-view.js'
import { NewsLinks } from './news-links.js'
import { Slider } from '../../ui/slider.js'
import { widgetMessages } from '../../i18n/widgets.js'
import { identityClass } from './faculty-palette.js'

export interface HomeData {
  news: NewsSummary[]
  events: NewsSummary[]
  faculties: FacultyRow[]
  hero: PictureMeta | null
  /** The slides after the campus: each faculty with its hero picture. */
  facultyHeroes: { faculty: FacultyRow; picture: PictureMeta }[]
  numbers: UniversityNumber[]
  /** The applicants' quick links: the application system and the next deadline. */
  applicants: { applicationUrl: string; deadline: Date; passesAt: Date }
}

export function homePageModel(lang: Lang, data: HomeData): PageModel {
  const t = translator(contentMessages, lang)
  return {
    title: t('homeTitle'),
    description: t('homeDescription'),
    alternate: paths.home(otherLang(lang)),
    structuredData: [universityLd(lang, data.faculties)],
    // The upcoming events leave the list as they end.
    freshUntil: [nextEventEnd([...data.events, ...data.news]), data.applicants.passesAt].filter((d) => d !== undefined).sort((a, b) => a.getTime() - b.getTime())[0],
    regions: { pageContent: () => <HomePage lang={lang} data={data} /> },
  }
}

function HomePage({ lang, data }: { lang: Lang; data: HomeData }) {
  const t = translator(contentMessages, lang)
  return (
    <Container id="pageContent" className="page-content home">
      <div className="hero">
        {/* The heading first: the page's own words lead, the picture follows (no script moves it). */}
        <PageHeading>{t('homeTitle')}</PageHeading>
        <p className="perex">{t('homeIntro')}</p>
        <HeroSlider lang={lang} data={data} />
      </div>
      <ApplicantLinks lang={lang} applicants={data.applicants} />
      <section className="home__faculties" aria-labelledby="homeFaculties">
        <h2 id="homeFaculties">
          <a href={paths.faculties(lang)}>{t('ourFaculties')}</a>
        </h2>
        <ul className="faculty-cards">
          {data.faculties.map((f) => (
            <li key={f.id} className={`faculty-card ${identityClass(f)}`}>
              <a href={paths.faculty(lang, f.slug)}>{f.name}</a>
              <p>{f.perex}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="columns">
        <section aria-labelledby="homeNews">
          <h2 id="homeNews">{t('latestNews')}</h2>
          <NewsLinks lang={lang} items={data.news} />
          <p>
            <a href={paths.newsList(lang)}>{t('allNews')}</a>
          </p>
        </section>
        <section aria-labelledby="homeEvents">
          <h2 id="homeEvents">{t('upcomingEvents')}</h2>
          <NewsLinks lang={lang} items={data.events} />
        </section>
      </div>
      <Numbers lang={lang} numbers={data.numbers} />
      <section className="home__eshop" aria-labelledby="homeEshop">
        <h2 id="homeEshop">
          <a href={paths.eshop(lang)}>{t('visitEshop')}</a>
        </h2>
        <p>{t('eshopTeaser')}</p>
      </section>
      <SocialFeedSection lang={lang} />
    </Container>
  )
}

/** Content pages of the study section applicants look for (src/db/seed/page-tree.ts). */
const APPLICANT_PAGES = {
  admissions: { cs: 'studium/prijimaci-rizeni', en: 'study/admissions' },
  scholarships: { cs: 'studium/stipendia', en: 'study/scholarships' },
  accommodation: { cs: 'studium/koleje-a-ubytovani', en: 'study/accommodation' },
} as const

function ApplicantLinks({ lang, applicants }: { lang: Lang; applicants: HomeData['applicants'] }) {
  const t = translator(contentMessages, lang)
  const links: [string, string][] = [
    [paths.programmes(lang), t('applicantsProgrammes')],
    [paths.content(lang, APPLICANT_PAGES.admissions[lang]), t('applicantsAdmissions')],
    [paths.events(lang), t('applicantsEvents')],
    [paths.content(lang, APPLICANT_PAGES.scholarships[lang]), t('applicantsScholarships')],
    [paths.content(lang, APPLICANT_PAGES.accommodation[lang]), t('applicantsAccommodation')],
  ]
  return (
    <section className="home__applicants" aria-labelledby="homeApplicants">
      <h2 id="homeApplicants">{t('applicantsHeading')}</h2>
      <ul className="quick-links">
        {links.map(([href, label]) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
        <li>
          <a href={applicants.applicationUrl} className="quick-links__apply">
            {t('applicantsApply')}
          </a>{' '}
          <span className="quick-links__deadline">
            {t('applicantsDeadline')} <time dateTime={applicants.deadline.toISOString().slice(0, 10)}>{formatDate(lang, applicants.deadline)}</time>
          </span>
        </li>
      </ul>
    </section>
  )
}

function Numbers({ lang, numbers }: { lang: Lang; numbers: UniversityNumber[] }) {
  const t = translator(contentMessages, lang)
  return (
    <section className="home__numbers" aria-labelledby="homeNumbers">
      <h2 id="homeNumbers">{t('numbersHeading')}</h2>
      <dl className="numbers">
        {numbers.map((n) => (
          <div key={n.key} className="numbers__item">
            <dt>{t(`number_${n.key}`)}</dt>
            <dd>{n.year ? String(n.value) : formatNumber(lang, n.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

const HERO_SIZES = '(min-width: 1264px) 1200px, 100vw'

/**
 * The campus picture, then a slide per faculty with its name and a link; only the first picture
 * is fetched at once, the others when they come into view.
 */
function HeroSlider({ lang, data }: { lang: Lang; data: HomeData }) {
  const w = translator(widgetMessages, lang)
  const slides = [
    ...(data.hero ? [<Picture key="uni" image={data.hero} sizes={HERO_SIZES} className="hero__picture" priority />] : []),
    ...data.facultyHeroes.map(({ faculty, picture }) => (
      <a key={faculty.id} href={paths.faculty(lang, faculty.slug)} className={`hero__slide ${identityClass(faculty)}`}>
        <Picture image={picture} sizes={HERO_SIZES} className="hero__picture" decorative />
        <span className="hero__caption">{faculty.name}</span>
      </a>
    )),
  ]
  if (slides.length === 0) return null
  return <Slider lang={lang} id="heroSlider" label={w('heroSlider')} slides={slides} className="hero__slider" />
}
