/**
 * The four faculties and the university itself as "organisations" that text templates talk
 * about. Czech needs the name in several grammatical cases (Fakulta → Fakulty → Fakultě),
 * which no template can derive, so each case is written out here.
 */
import { bi, type Bi } from './text.js'

/** How templates name an organisation: `{org}` nominative, `{orgGen}`, `{orgLoc}`, `{orgName}`. */
export interface OrgNames {
  /** cs nominative; en with the article where English needs one ("the Faculty of Arts"). */
  org: Bi
  orgGen: Bi
  orgLoc: Bi
  /** Bare name for headings and titles ("Faculty of Arts Open Day"). */
  orgName: Bi
}

export interface FacultySeed {
  code: string
  /** Short key used in translation keys and SKUs. */
  key: string
  slug: Bi
  name: Bi
  names: OrgNames
  perex: Bi
  color: string
  programmes: Array<{ name: Bi; degree: 'Bc.' | 'Mgr.' | 'Ph.D.' }>
  departments: Bi[]
  /** Research themes: cs in the genitive ("výzkum půdní mikrobioty"), en as a noun phrase. */
  themes: Bi[]
}

export const UNIVERSITY_NAMES: OrgNames = {
  org: bi('Univerzita Quercus Fontana', 'Quercus Fontana University'),
  orgGen: bi('Univerzity Quercus Fontana', 'Quercus Fontana University'),
  orgLoc: bi('Univerzitě Quercus Fontana', 'Quercus Fontana University'),
  orgName: bi('Univerzita Quercus Fontana', 'Quercus Fontana University'),
}

const names = (nom: string, gen: string, loc: string, en: string): OrgNames => ({
  org: bi(nom, `the ${en}`),
  orgGen: bi(gen, `the ${en}`),
  orgLoc: bi(loc, `the ${en}`),
  orgName: bi(nom, en),
})

export const FACULTIES: FacultySeed[] = [
  {
    code: 'FPV',
    key: 'fpv',
    slug: bi('fakulta-prirodnich-ved', 'faculty-of-science'),
    name: bi('Fakulta přírodních věd', 'Faculty of Science'),
    names: names('Fakulta přírodních věd', 'Fakulty přírodních věd', 'Fakultě přírodních věd', 'Faculty of Science'),
    perex: bi(
      'Biologie, chemie, fyzika a geografie v moderních laboratořích a v terénu podhůří Dubové Hory. Studenti se od prvního ročníku zapojují do výzkumu krajiny, vody a nových materiálů.',
      'Biology, chemistry, physics and geography in modern laboratories and in the field around Dubová Hora. From their first year, students take part in research on landscapes, water and new materials.',
    ),
    color: '#2e7d32',
    programmes: [
      { name: bi('Biologie', 'Biology'), degree: 'Bc.' },
      { name: bi('Ekologie a ochrana prostředí', 'Ecology and Environmental Protection'), degree: 'Bc.' },
      { name: bi('Chemie', 'Chemistry'), degree: 'Bc.' },
      { name: bi('Aplikovaná fyzika', 'Applied Physics'), degree: 'Bc.' },
      { name: bi('Geografie a kartografie', 'Geography and Cartography'), degree: 'Bc.' },
      { name: bi('Molekulární biologie', 'Molecular Biology'), degree: 'Mgr.' },
      { name: bi('Analytická chemie', 'Analytical Chemistry'), degree: 'Mgr.' },
      { name: bi('Hydrobiologie', 'Hydrobiology'), degree: 'Ph.D.' },
    ],
    departments: [
      bi('Katedra biologie', 'Department of Biology'),
      bi('Katedra chemie', 'Department of Chemistry'),
      bi('Katedra fyziky', 'Department of Physics'),
      bi('Katedra geografie', 'Department of Geography'),
      bi('Ústav ekologie krajiny', 'Institute of Landscape Ecology'),
    ],
    themes: [
      bi('půdní mikrobioty', 'soil microbiota'),
      bi('sladkovodních ekosystémů', 'freshwater ecosystems'),
      bi('katalytických materiálů', 'catalytic materials'),
      bi('opylovačů v zemědělské krajině', 'pollinators in agricultural landscapes'),
      bi('mikroplastů v řekách', 'microplastics in rivers'),
      bi('sucha v lesních porostech', 'drought in forest stands'),
      bi('světelného znečištění', 'light pollution'),
      bi('invazních druhů rostlin', 'invasive plant species'),
    ],
  },
  {
    code: 'FF',
    key: 'ff',
    slug: bi('filozoficka-fakulta', 'faculty-of-arts'),
    name: bi('Filozofická fakulta', 'Faculty of Arts'),
    names: names('Filozofická fakulta', 'Filozofické fakulty', 'Filozofické fakultě', 'Faculty of Arts'),
    perex: bi(
      'Historie, jazyky, filozofie a kultura. Fakulta propojuje studium pramenů s prací v archivech, muzeích a redakcích a pečuje o paměť regionu.',
      'History, languages, philosophy and culture. The faculty combines the study of sources with work in archives, museums and newsrooms, and looks after the memory of the region.',
    ),
    color: '#8e24aa',
    programmes: [
      { name: bi('Historie', 'History'), degree: 'Bc.' },
      { name: bi('Český jazyk a literatura', 'Czech Language and Literature'), degree: 'Bc.' },
      { name: bi('Anglická filologie', 'English Philology'), degree: 'Bc.' },
      { name: bi('Filozofie', 'Philosophy'), degree: 'Bc.' },
      { name: bi('Archeologie', 'Archaeology'), degree: 'Mgr.' },
      { name: bi('Kulturní antropologie', 'Cultural Anthropology'), degree: 'Mgr.' },
      { name: bi('Muzeologie', 'Museology'), degree: 'Mgr.' },
      { name: bi('Dějiny umění', 'Art History'), degree: 'Ph.D.' },
    ],
    departments: [
      bi('Katedra historie', 'Department of History'),
      bi('Katedra bohemistiky', 'Department of Czech Studies'),
      bi('Katedra anglistiky a amerikanistiky', 'Department of English and American Studies'),
      bi('Katedra filozofie', 'Department of Philosophy'),
      bi('Ústav archeologie a muzeologie', 'Institute of Archaeology and Museology'),
    ],
    themes: [
      bi('nářečí Dubovohorska', 'the dialects of the Dubová Hora region'),
      bi('středověkých rukopisů', 'medieval manuscripts'),
      bi('paměti regionu', 'regional memory'),
      bi('raně novověkého knihtisku', 'early modern printing'),
      bi('menšinových jazyků', 'minority languages'),
      bi('digitálních edic textů', 'digital text editions'),
      bi('venkovské architektury', 'rural architecture'),
      bi('lidové kultury', 'folk culture'),
    ],
  },
  {
    code: 'PdF',
    key: 'pdf',
    slug: bi('pedagogicka-fakulta', 'faculty-of-education'),
    name: bi('Pedagogická fakulta', 'Faculty of Education'),
    names: names('Pedagogická fakulta', 'Pedagogické fakulty', 'Pedagogické fakultě', 'Faculty of Education'),
    perex: bi(
      'Připravujeme učitele mateřských, základních a středních škol i speciální pedagogy. Praxe na fakultních školách začíná už v prvním ročníku.',
      'We prepare teachers for nursery, primary and secondary schools as well as special educators. Teaching practice at partner schools starts in the first year.',
    ),
    color: '#b34700',
    programmes: [
      { name: bi('Učitelství pro 1. stupeň základních škol', 'Primary School Teacher Education'), degree: 'Mgr.' },
      { name: bi('Předškolní pedagogika', 'Early Childhood Education'), degree: 'Bc.' },
      { name: bi('Speciální pedagogika', 'Special Education'), degree: 'Bc.' },
      { name: bi('Učitelství matematiky', 'Mathematics Teacher Education'), degree: 'Mgr.' },
      { name: bi('Sociální pedagogika', 'Social Pedagogy'), degree: 'Bc.' },
      { name: bi('Hudební výchova', 'Music Education'), degree: 'Bc.' },
      { name: bi('Tělesná výchova a sport', 'Physical Education and Sport'), degree: 'Bc.' },
      { name: bi('Pedagogika', 'Education'), degree: 'Ph.D.' },
    ],
    departments: [
      bi('Katedra primární pedagogiky', 'Department of Primary Education'),
      bi('Katedra speciální pedagogiky', 'Department of Special Education'),
      bi('Katedra matematiky a didaktiky', 'Department of Mathematics and Didactics'),
      bi('Katedra hudební výchovy', 'Department of Music Education'),
      bi('Katedra tělesné výchovy', 'Department of Physical Education'),
    ],
    themes: [
      bi('čtenářské gramotnosti', 'reading literacy'),
      bi('inkluzivního vzdělávání', 'inclusive education'),
      bi('matematické gramotnosti', 'mathematical literacy'),
      bi('pracovní pohody učitelů', 'teacher wellbeing'),
      bi('hudebních schopností dětí', "children's musical abilities"),
      bi('pohybové aktivity školáků', 'physical activity of schoolchildren'),
      bi('digitálních kompetencí žáků', "pupils' digital competences"),
      bi('přechodu z mateřské do základní školy', 'the transition from nursery to primary school'),
    ],
  },
  {
    code: 'FIE',
    key: 'fie',
    slug: bi('fakulta-informatiky-a-ekonomie', 'faculty-of-informatics-and-economics'),
    name: bi('Fakulta informatiky a ekonomie', 'Faculty of Informatics and Economics'),
    names: names(
      'Fakulta informatiky a ekonomie',
      'Fakulty informatiky a ekonomie',
      'Fakultě informatiky a ekonomie',
      'Faculty of Informatics and Economics',
    ),
    perex: bi(
      'Softwarové inženýrství, datová analytika, ekonomie a management. Výuka stojí na projektech s firmami a veřejnou správou z celého regionu.',
      'Software engineering, data analytics, economics and management. Teaching is built on projects with companies and public administration from across the region.',
    ),
    color: '#1565c0',
    programmes: [
      { name: bi('Aplikovaná informatika', 'Applied Informatics'), degree: 'Bc.' },
      { name: bi('Softwarové inženýrství', 'Software Engineering'), degree: 'Bc.' },
      { name: bi('Ekonomie a management', 'Economics and Management'), degree: 'Bc.' },
      { name: bi('Účetnictví a finance', 'Accounting and Finance'), degree: 'Bc.' },
      { name: bi('Datová analytika', 'Data Analytics'), degree: 'Mgr.' },
      { name: bi('Kybernetická bezpečnost', 'Cybersecurity'), degree: 'Mgr.' },
      { name: bi('Regionální rozvoj', 'Regional Development'), degree: 'Mgr.' },
      { name: bi('Informatika', 'Computer Science'), degree: 'Ph.D.' },
    ],
    departments: [
      bi('Katedra informatiky', 'Department of Computer Science'),
      bi('Katedra softwarového inženýrství', 'Department of Software Engineering'),
      bi('Katedra ekonomie', 'Department of Economics'),
      bi('Katedra financí a účetnictví', 'Department of Finance and Accounting'),
      bi('Katedra regionálních studií', 'Department of Regional Studies'),
    ],
    themes: [
      bi('strojového učení', 'machine learning'),
      bi('regionálních trhů práce', 'regional labour markets'),
      bi('kybernetické bezpečnosti', 'cybersecurity'),
      bi('otevřených dat veřejné správy', 'open government data'),
      bi('cirkulární ekonomiky', 'the circular economy'),
      bi('energetické chudoby', 'energy poverty'),
      bi('zpracování přirozeného jazyka', 'natural language processing'),
      bi('digitalizace malých podniků', 'the digitalisation of small businesses'),
    ],
  },
]

/** Every research theme, for university-wide texts that are not tied to one faculty. */
export const ALL_THEMES: Bi[] = FACULTIES.flatMap((f) => f.themes)
