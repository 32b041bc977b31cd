/** How a programme's degree, forms, language and length read in each language. */
import { translate, type Lang } from '../../i18n/index.js'
import { studyMessages } from '../../i18n/study.js'
import type { Degree, StudyForm } from './study.types.js'

type Key = keyof typeof studyMessages

export const degreeLabel = (lang: Lang, degree: Degree) => translate(studyMessages, lang, `degree_${degree}` as Key)
export const formLabel = (lang: Lang, form: StudyForm) => translate(studyMessages, lang, form === 'full-time' ? 'form_full_time' : 'form_combined')
export const languageLabel = (lang: Lang, language: 'cs' | 'en') => translate(studyMessages, lang, `language_${language}` as Key)
/** Czech counts years as "2–4 roky", "5 let". */
export const yearsLabel = (lang: Lang, years: number) => translate(studyMessages, lang, years >= 5 ? 'years5' : 'years', { years })
