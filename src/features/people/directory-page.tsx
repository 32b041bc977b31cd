import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { peopleMessages } from '../../i18n/people.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { Pagination } from '../../ui/pagination.js'
import { paths } from '../../ui/paths.js'
import { UNIVERSITY_UNITS, type PeopleQuery } from './people.schema.js'
import type { DirectoryData } from './people.service.js'
import { PersonCard } from './person-card.js'

/** The directory's address for a query and page; the query's values are the same in both languages. */
const directoryHref = (lang: Lang, query: PeopleQuery, page = 1) =>
  paths.people(lang, { q: query.q, faculty: query.faculty, department: query.department, page: page > 1 ? page : undefined })

/** `peopleList` is its own region: the search form and the pagination update it alone. */
export function directoryPageModel(lang: Lang, data: DirectoryData): PageModel {
  const t = translator(peopleMessages, lang)
  return {
    title: data.page > 1 ? t('titlePaged', { page: data.page }) : t('title'),
    description: t('description'),
    alternate: directoryHref(otherLang(lang), data.query, data.page),
    regions: {
      pageContent: () => <DirectoryPage lang={lang} data={data} />,
      peopleList: () => <PeopleList lang={lang} data={data} />,
    },
  }
}

function DirectoryPage({ lang, data }: { lang: Lang; data: DirectoryData }) {
  const t = translator(peopleMessages, lang)
  return (
    <Container id="pageContent" className="page-content directory">
      <Breadcrumbs trail={[]} current={t('title')} />
      <PageHeading>{t('title')}</PageHeading>
      <DirectoryFilter lang={lang} data={data} />
      <PeopleList lang={lang} data={data} />
    </Container>
  )
}

function DirectoryFilter({ lang, data }: { lang: Lang; data: DirectoryData }) {
  const t = translator(peopleMessages, lang)
  const groups = [
    { id: null, label: t('university') },
    ...data.faculties.map((f) => ({ id: f.id, label: f.name })),
  ]
  return (
    <form className="filter-form" method="get" action={paths.people(lang)} data-pu-target="peopleList" role="search" aria-label={t('filterLegend')}>
      <p className="filter-form__field filter-form__field--wide">
        <label htmlFor="peopleFilter-q">{t('filterName')}</label>
        <input id="peopleFilter-q" name="q" type="search" defaultValue={data.query.q ?? ''} maxLength={60} aria-describedby="peopleFilter-q-hint" autoComplete="off" data-pu-event="debounce" data-pu-target="peopleList" />
        <span id="peopleFilter-q-hint" className="field-hint">
          {t('filterNameHint')}
        </span>
      </p>
      <p className="filter-form__field">
        <label htmlFor="peopleFilter-faculty">{t('filterFaculty')}</label>
        <select id="peopleFilter-faculty" name="faculty" defaultValue={data.query.faculty ?? ''} data-pu-event="change" data-pu-target="peopleList">
          <option value="">{t('filterAny')}</option>
          <option value={UNIVERSITY_UNITS}>{t('university')}</option>
          {data.faculties.map((f) => (
            <option key={f.id} value={f.code.toLowerCase()}>
              {f.name}
            </option>
          ))}
        </select>
      </p>
      <p className="filter-form__field">
        <label htmlFor="peopleFilter-department">{t('filterDepartment')}</label>
        <select id="peopleFilter-department" name="department" defaultValue={data.query.department ?? ''} data-pu-event="change" data-pu-target="peopleList">
          <option value="">{t('filterAny')}</option>
          {groups.map((g) => (
            <optgroup key={g.id ?? 0} label={g.label}>
              {data.departments
                .filter((d) => d.facultyId === g.id)
                .map((d) => (
                  <option key={d.key} value={d.key}>
                    {d.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </p>
      <p className="filter-form__actions">
        <button type="submit" className="button">
          {t('filterSubmit')}
        </button>
        <a href={paths.people(lang)}>{t('filterReset')}</a>
      </p>
    </form>
  )
}

function PeopleList({ lang, data }: { lang: Lang; data: DirectoryData }) {
  const t = translator(peopleMessages, lang)
  return (
    <Container id="peopleList" className="people-list">
      <p className="result-count">{t('resultCount', { count: data.total })}</p>
      {data.people.length === 0 ? (
        <p className="people-list__empty">{t('empty')}</p>
      ) : (
        <ul className="person-cards">
          {data.people.map((p) => (
            <li key={p.id}>
              <PersonCard lang={lang} person={p} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} pages={data.pages} href={(p) => directoryHref(lang, data.query, p)} />
    </Container>
  )
}
