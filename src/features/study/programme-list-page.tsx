import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { studyMessages } from '../../i18n/study.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { ProgrammeCards } from './programme-cards.js'
import { degreeLabel, formLabel, languageLabel } from './programme-labels.js'
import { DEGREES, FORMS, LANGUAGES } from './study.types.js'
import { facultyKey, type CatalogueData } from './study.service.js'

/**
 * `programmeList` is its own region: the filter form (outside it, so it keeps focus and values)
 * asks for it alone with JavaScript, and is a plain GET form without.
 */
export function programmeListPageModel(lang: Lang, data: CatalogueData): PageModel {
  const t = translator(studyMessages, lang)
  return {
    title: t('catalogueTitle'),
    description: t('catalogueDescription'),
    // The filter's values are the same in both languages.
    alternate: paths.programmes(otherLang(lang), data.filter),
    regions: {
      pageContent: () => <ProgrammeListPage lang={lang} data={data} />,
      programmeList: () => <ProgrammeList lang={lang} data={data} />,
    },
  }
}

function ProgrammeListPage({ lang, data }: { lang: Lang; data: CatalogueData }) {
  const t = translator(studyMessages, lang)
  return (
    <Container id="pageContent" className="page-content programmes">
      <Breadcrumbs trail={[]} current={t('catalogueTitle')} />
      <PageHeading>{t('catalogueTitle')}</PageHeading>
      <p className="perex">{t('catalogueIntro')}</p>
      <ProgrammeFilter lang={lang} data={data} />
      <ProgrammeList lang={lang} data={data} />
    </Container>
  )
}

interface Choice {
  name: keyof CatalogueData['filter']
  label: 'filterFaculty' | 'filterDegree' | 'filterForm' | 'filterLanguage'
  options: { value: string; label: string }[]
}

function ProgrammeFilter({ lang, data }: { lang: Lang; data: CatalogueData }) {
  const t = translator(studyMessages, lang)
  const choices: Choice[] = [
    { name: 'faculty', label: 'filterFaculty', options: data.faculties.map((f) => ({ value: facultyKey(f), label: f.name })) },
    { name: 'degree', label: 'filterDegree', options: DEGREES.map((d) => ({ value: d, label: degreeLabel(lang, d) })) },
    { name: 'form', label: 'filterForm', options: FORMS.map((f) => ({ value: f, label: formLabel(lang, f) })) },
    { name: 'language', label: 'filterLanguage', options: LANGUAGES.map((l) => ({ value: l, label: languageLabel(lang, l) })) },
  ]
  return (
    <form className="filter-form" method="get" action={paths.programmes(lang)} data-pu-target="programmeList" role="search" aria-label={t('filterLegend')}>
      {choices.map((c) => (
        <p key={c.name} className="filter-form__field">
          <label htmlFor={`programmeFilter-${c.name}`}>{t(c.label)}</label>
          <select id={`programmeFilter-${c.name}`} className="select-box" data-component="Select" name={c.name} defaultValue={data.filter[c.name] ?? ''} data-pu-event="change" data-pu-target="programmeList">
            <option value="">{t('filterAny')}</option>
            {c.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </p>
      ))}
      <p className="filter-form__actions">
        <button type="submit" className="button">
          {t('filterSubmit')}
        </button>
        <a href={paths.programmes(lang)}>{t('filterReset')}</a>
      </p>
    </form>
  )
}

function ProgrammeList({ lang, data }: { lang: Lang; data: CatalogueData }) {
  const t = translator(studyMessages, lang)
  return (
    <Container id="programmeList" className="programme-list">
      <p className="result-count">{t('resultCount', { count: data.programmes.length })}</p>
      {data.programmes.length === 0 ? <p className="programme-list__empty">{t('empty')}</p> : <ProgrammeCards lang={lang} programmes={data.programmes} heading="h2" />}
    </Container>
  )
}
