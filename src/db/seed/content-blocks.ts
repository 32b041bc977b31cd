/**
 * Content blocks of the demo site: sign-language videos beside sections of the study, admissions
 * and accessibility-statement pages (spec 000 §2.13), and frequently asked questions on the study
 * pages, shown as collapsible blocks (spec 000 §2.15). Fixed, not drawn: tests and people look
 * for them on these pages. Answers state no dates or amounts, so they cannot contradict the
 * drawn text of the same page.
 */
import { UNIVERSITY } from './facts.js'
import { bi, type Bi } from './text.js'

/** Video codes per page key, one list per section (by its place on the page); the same videos in cs and en. */
const VIDEOS: Record<string, string[][]> = {
  'uni/study': [['qfStudium01', 'qfStudium02'], ['qfStudium03']],
  'uni/study/admissions': [['qfPrijimac01'], [], ['qfPrijimac02']],
  'uni/about/accessibility': [['qfPristup01'], [], ['qfPristup02', 'qfPristup03']],
}

/** The video codes of a page's section, comma-separated as stored ('' for none). */
export const sectionVideos = (pageKey: string, sectionIndex: number): string => (VIDEOS[pageKey]?.[sectionIndex] ?? []).join(',')

export interface Faq {
  /** Stable on the whole site: the collapsible block is `faq-{anchor}`, remembered by that name. */
  anchor: string
  question: Bi
  answer: Bi
}

const studyOffice = bi(`e-mailem na ${UNIVERSITY.email}`, `by e-mail to ${UNIVERSITY.email}`)

const FAQS: Record<string, Faq[]> = {
  'uni/study': [
    {
      anchor: 'study-combine-work',
      question: bi('Mohu studovat při zaměstnání?', 'Can I study while working?'),
      answer: bi(
        'Ano. Většinu programů nabízíme také v kombinované formě, s výukou o víkendech a konzultacemi, které si domluvíte s vyučujícími.',
        'Yes. Most programmes are also offered in the combined form, with weekend teaching and consultations you arrange with your teachers.',
      ),
    },
    {
      anchor: 'study-switch-programme',
      question: bi('Mohu během studia změnit program?', 'Can I change my programme during my studies?'),
      answer: bi(
        'Změnit program lze po podání nové přihlášky do zvoleného programu. Úspěšně absolvované předměty vám fakulta může uznat.\n\nPoradí vám studijní oddělení vaší fakulty.',
        'You can change your programme by applying to the new one. The faculty may recognise the courses you have already passed.\n\nYour faculty’s study office will advise you.',
      ),
    },
    {
      anchor: 'study-sign-language',
      question: bi('Je výuka dostupná neslyšícím studentům?', 'Is teaching accessible to deaf students?'),
      answer: bi(
        'Ano. Poradenské centrum zajistí tlumočení do českého znakového jazyka a přepis přednášek; vybrané stránky webu mají videa ve znakovém jazyce.',
        'Yes. The counselling centre arranges Czech Sign Language interpreting and lecture transcription; selected pages of this website have sign-language videos.',
      ),
    },
  ],
  'uni/study/admissions': [
    {
      anchor: 'admissions-how-to-apply',
      question: bi('Jak podám přihlášku?', 'How do I apply?'),
      answer: bi(
        'Přihlášku podáte elektronicky v informačním systému univerzity. Po odeslání zaplatíte poplatek a sledujete stav přihlášky tamtéž.',
        'You apply online in the university’s information system. After sending the application you pay the fee and follow its status there.',
      ),
    },
    {
      anchor: 'admissions-several-programmes',
      question: bi('Mohu se hlásit na více programů?', 'Can I apply for more than one programme?'),
      answer: bi(
        'Ano. Na každý program podáte samostatnou přihlášku; přijímací zkoušky se termínově nepřekrývají.',
        'Yes. You send a separate application for each programme; the entrance examinations do not overlap.',
      ),
    },
    {
      anchor: 'admissions-special-needs',
      question: bi('Jak požádám o úpravu přijímací zkoušky?', 'How do I ask for adjusted entrance examinations?'),
      answer: bi(
        `Uchazeči se specifickými potřebami uvedou požadavek v přihlášce a doloží jej; poradenské centrum se vám ozve. Dotazy posílejte ${studyOffice.cs}.`,
        `Applicants with special needs state their request in the application with supporting documents; the counselling centre will contact you. Send questions ${studyOffice.en}.`,
      ),
    },
  ],
  'uni/study/programmes': [
    {
      anchor: 'programmes-language',
      question: bi('Nabízíte programy v angličtině?', 'Do you offer programmes in English?'),
      answer: bi(
        'Ano. V katalogu programů si zvolte jazyk výuky angličtina; takové programy jsou otevřené i zahraničním uchazečům.',
        'Yes. Choose English as the language of instruction in the programme catalogue; these programmes are open to international applicants as well.',
      ),
    },
    {
      anchor: 'programmes-forms',
      question: bi('Čím se liší prezenční a kombinovaná forma?', 'How do full-time and combined study differ?'),
      answer: bi(
        'Prezenční studium má výuku každý týden během semestru. Kombinované studium spojuje soustředění o víkendech se samostudiem a končí stejným titulem.',
        'Full-time study has classes every week of the semester. Combined study joins weekend sessions with independent study and leads to the same degree.',
      ),
    },
  ],
}

export const pageFaqs = (pageKey: string): Faq[] => FAQS[pageKey] ?? []
