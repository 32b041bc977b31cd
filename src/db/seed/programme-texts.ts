/**
 * What the programme pages say: where graduates work, by teaching department, and the
 * sentences of the profile and admission sections. Czech and English side by side.
 */
import { bi, type Bi } from './text.js'

/** Graduates' occupations (nominative plural in Czech), per faculty key and department index. */
export const OCCUPATIONS: Record<string, Bi[][]> = {
  fpv: [
    [bi('laboranti v biomedicínském výzkumu', 'laboratory scientists in biomedical research'), bi('pracovníci hygienických stanic', 'public health officers'), bi('biologové v ochraně přírody', 'conservation biologists')],
    [bi('analytici kontrolních laboratoří', 'quality control analysts'), bi('technologové v chemickém průmyslu', 'chemical process technologists'), bi('specialisté na ochranu životního prostředí', 'environmental specialists')],
    [bi('vývojoví inženýři', 'development engineers'), bi('metrologové', 'metrologists'), bi('specialisté na měřicí techniku', 'instrumentation specialists')],
    [bi('odborníci na GIS ve veřejné správě', 'GIS specialists in public administration'), bi('kartografové', 'cartographers'), bi('územní plánovači', 'spatial planners')],
    [bi('pracovníci správ chráněných území', 'protected-area rangers and managers'), bi('hodnotitelé vlivů na životní prostředí', 'environmental impact assessors'), bi('hydrobiologové vodohospodářských podniků', 'water-company hydrobiologists')],
  ],
  ff: [
    [bi('archiváři', 'archivists'), bi('historici v muzeích', 'museum historians'), bi('redaktoři populárně-naučných médií', 'editors of popular-history media')],
    [bi('redaktoři a korektoři', 'editors and proofreaders'), bi('jazykoví poradci', 'language consultants'), bi('pracovníci nakladatelství', 'publishing professionals')],
    [bi('překladatelé a tlumočníci', 'translators and interpreters'), bi('lektoři angličtiny', 'English language teachers'), bi('specialisté mezinárodních firem', 'staff of international companies')],
    [bi('analytici veřejných politik', 'public policy analysts'), bi('etici ve výzkumných projektech', 'research ethics advisers'), bi('kulturní publicisté', 'cultural journalists')],
    [bi('archeologové památkových ústavů', 'heritage archaeologists'), bi('kurátoři sbírek', 'collection curators'), bi('muzejní edukátoři', 'museum educators')],
  ],
  pdf: [
    [bi('učitelé mateřských a základních škol', 'nursery and primary school teachers'), bi('metodici vzdělávání', 'educational methodologists'), bi('vychovatelé', 'school care workers')],
    [bi('speciální pedagogové', 'special educators'), bi('asistenti pedagoga', 'teaching assistants'), bi('pracovníci poraden', 'counselling centre staff')],
    [bi('učitelé matematiky', 'mathematics teachers'), bi('autoři učebnic', 'textbook authors'), bi('lektoři vzdělávání dospělých', 'adult education tutors')],
    [bi('učitelé hudební výchovy', 'music teachers'), bi('sbormistři', 'choirmasters'), bi('lektoři základních uměleckých škol', 'teachers at art schools')],
    [bi('učitelé tělesné výchovy', 'physical education teachers'), bi('trenéři', 'coaches'), bi('organizátoři sportu pro děti a mládež', 'youth sport organisers')],
  ],
  fie: [
    [bi('programátoři', 'software developers'), bi('správci informačních systémů', 'information systems administrators'), bi('datoví inženýři', 'data engineers')],
    [bi('softwaroví architekti', 'software architects'), bi('testeři a inženýři kvality', 'test and quality engineers'), bi('vedoucí vývojových týmů', 'development team leads')],
    [bi('ekonomičtí analytici', 'economic analysts'), bi('manažeři', 'managers'), bi('konzultanti', 'consultants')],
    [bi('účetní a daňoví poradci', 'accountants and tax advisers'), bi('finanční analytici', 'financial analysts'), bi('auditoři', 'auditors')],
    [bi('pracovníci krajských a obecních úřadů', 'regional and municipal officials'), bi('manažeři projektů EU', 'EU project managers'), bi('rozvojoví poradci', 'development advisers')],
  ],
}

const YEARS_CS: Record<number, string> = { 2: 'Dvouletý', 3: 'Tříletý', 4: 'Čtyřletý', 5: 'Pětiletý' }
const YEARS_EN: Record<number, string> = { 2: 'two-year', 3: 'three-year', 4: 'four-year', 5: 'five-year' }

export type DegreeKey = 'bachelor' | 'master' | 'doctoral'

/** The opening sentence: length, degree and what the programme leads to. */
export function opening(degree: DegreeKey, years: number, name: Bi): Bi {
  const y = bi(YEARS_CS[years] ?? `${years}letý`, YEARS_EN[years] ?? `${years}-year`)
  switch (degree) {
    case 'bachelor':
      return bi(
        `${y.cs} bakalářský program ${name.cs} dává pevné základy oboru a připravuje jak na navazující magisterské studium, tak na práci v praxi.`,
        `The ${y.en} bachelor’s programme in ${name.en} lays solid foundations of the field and prepares you both for a master’s programme and for work.`,
      )
    case 'master':
      return years >= 5
        ? bi(
            `${y.cs} nenavazující magisterský program ${name.cs} vede od prvního ročníku k plné kvalifikaci pro povolání.`,
            `The ${y.en} integrated master’s programme in ${name.en} leads from the first year to a full professional qualification.`,
          )
        : bi(
            `${y.cs} navazující magisterský program ${name.cs} prohlubuje znalosti z bakalářského studia a vede k samostatné odborné práci.`,
            `The ${y.en} follow-up master’s programme in ${name.en} deepens what you learnt in your bachelor’s studies and leads to independent professional work.`,
          )
    case 'doctoral':
      return bi(
        `${y.cs} doktorský program ${name.cs} vede pod vedením školitele k samostatné vědecké práci a k disertaci.`,
        `The ${y.en} doctoral programme in ${name.en} leads, under a supervisor, to independent research and a dissertation.`,
      )
  }
}

export const COMBINED = bi(
  'Program lze studovat i v kombinované formě s konzultacemi zpravidla v pátek a v sobotu.',
  'It can also be studied in the combined (part-time) form, with tutorials usually on Fridays and Saturdays.',
)

export const ENGLISH = bi(
  'Výuka probíhá v angličtině ve skupinách se studenty z celého světa; studium je zpoplatněno školným 3 000 EUR za akademický rok.',
  'Teaching is in English, in groups with students from all over the world; the tuition fee is EUR 3,000 per academic year.',
)

export const DOCTORAL_CAREER = bi(
  'Absolventi doktorského studia pokračují ve vědecké dráze na univerzitách a ve výzkumných ústavech v Česku i v zahraničí.',
  'Doctoral graduates continue their research careers at universities and research institutes in the Czech Republic and abroad.',
)

export function admission(degree: DegreeKey, years: number): Bi {
  if (degree === 'doctoral') {
    return bi(
      'Uchazeči předkládají projekt disertační práce a absolvují ústní přijímací zkoušku před oborovou radou. Přihlášky se podávají elektronicky do 30. dubna.',
      'Applicants submit a dissertation project and sit an oral entrance examination before the programme board. Online applications close on 30 April.',
    )
  }
  if (degree === 'master' && years < 5) {
    return bi(
      'Podmínkou přijetí je ukončené bakalářské studium v příbuzném oboru. Ústní přijímací zkouška vychází z okruhů bakalářské státní závěrečné zkoušky. Přihlášky se podávají elektronicky do 31. března.',
      'Admission requires a completed bachelor’s degree in a related field. The oral entrance examination covers the topics of the bachelor’s final state examination. Online applications close on 31 March.',
    )
  }
  return bi(
    'Podmínkou přijetí je maturita. O přijetí rozhoduje písemný přijímací test, nebo výsledek Národních srovnávacích zkoušek. Přihlášky se podávají elektronicky do 31. března.',
    'Admission requires a secondary school leaving examination. Places are offered on the results of a written entrance test or of the National Comparative Examinations. Online applications close on 31 March.',
  )
}

export const ENGLISH_ADMISSION = bi(
  'Uchazeči doloží znalost angličtiny na úrovni B2 (certifikát IELTS, TOEFL nebo Cambridge) a uznání zahraničního vzdělání.',
  'Applicants prove English at level B2 (an IELTS, TOEFL or Cambridge certificate) and have their foreign education recognised.',
)
