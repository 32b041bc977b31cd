import { translator, type Lang } from '../../i18n/index.js'
import { studyMessages } from '../../i18n/study.js'
import { paths } from '../../ui/paths.js'
import { degreeLabel, formLabel, languageLabel, yearsLabel } from './programme-labels.js'
import type { ProgrammeSummary } from './study.types.js'
import { identityClass } from '../content/faculty-palette.js'

/** Programmes as cards: name, faculty (in its colour) and the facts a choice turns on. */
interface Props {
  lang: Lang
  programmes: ProgrammeSummary[]
  /** The level of the programme names: h2 in the catalogue, h3 under a faculty page's section. */
  heading: 'h2' | 'h3'
  showFaculty?: boolean
}

export function ProgrammeCards({ lang, programmes, heading: Heading, showFaculty = true }: Props) {
  const t = translator(studyMessages, lang)
  return (
    <ul className="programme-cards">
      {programmes.map((p) => (
        <li key={p.id} className={`programme-card ${identityClass(p.faculty)}`}>
          <Heading className="programme-card__name">
            <a href={paths.programme(lang, p.slug)}>{p.name}</a>
          </Heading>
          {showFaculty ? <p className="programme-card__faculty">{p.faculty.name}</p> : null}
          <dl className="programme-card__facts">
            <div>
              <dt>{t('factDegree')}</dt>
              <dd>{degreeLabel(lang, p.degree)}</dd>
            </div>
            <div>
              <dt>{t('factForms')}</dt>
              <dd>{p.forms.map((f) => formLabel(lang, f)).join(', ')}</dd>
            </div>
            <div>
              <dt>{t('factLanguage')}</dt>
              <dd>{languageLabel(lang, p.language)}</dd>
            </div>
            <div>
              <dt>{t('factLength')}</dt>
              <dd>{yearsLabel(lang, p.years)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
