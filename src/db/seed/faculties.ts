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
  programmes: ProgrammeSeed[]
  departments: Bi[]
  /** Research themes: cs in the genitive ("výzkum půdní mikrobioty"), en as a noun phrase. */
  themes: Bi[]
}

export type StudyForm = 'full-time' | 'combined'

/** An accredited programme as the catalogue shows it (the generator adds its texts). */
export interface ProgrammeSeed {
  name: Bi
  degree: 'Bc.' | 'Mgr.' | 'Ph.D.'
  /** Index into the faculty's `departments`: the department that teaches it and its guarantor's. */
  dept: number
  /** Full-time only unless stated; BOTH adds the combined (part-time) form. */
  forms?: StudyForm[]
  /** Also accredited with English as the language of instruction. */
  english?: true
  /** Standard length when not the usual (3 Bc., 2 follow-up Mgr., 4 Ph.D.): 5 for an undivided master's. */
  years?: number
  subjects: Bi[]
}

const BOTH: StudyForm[] = ['full-time', 'combined']

/** `'Genetika|Genetics; Botanika|Botany'`: subject names, Czech and English, compactly. */
const subjects = (list: string): Bi[] =>
  list.split('; ').map((pair) => {
    const [cs, en] = pair.split('|') as [string, string]
    return bi(cs, en)
  })

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
      { name: bi('Biologie', 'Biology'), degree: 'Bc.', dept: 0, english: true, subjects: subjects('Obecná biologie|General Biology; Genetika|Genetics; Botanika|Botany; Zoologie obratlovců|Vertebrate Zoology; Terénní praktikum|Field Course') },
      { name: bi('Ekologie a ochrana prostředí', 'Ecology and Environmental Protection'), degree: 'Bc.', dept: 4, forms: BOTH, subjects: subjects('Základy ekologie|Principles of Ecology; Ochrana přírody a krajiny|Nature and Landscape Conservation; Hydrologie|Hydrology; Geografické informační systémy|Geographic Information Systems; Právo životního prostředí|Environmental Law') },
      { name: bi('Chemie', 'Chemistry'), degree: 'Bc.', dept: 1, subjects: subjects('Obecná a anorganická chemie|General and Inorganic Chemistry; Organická chemie|Organic Chemistry; Fyzikální chemie|Physical Chemistry; Laboratorní technika|Laboratory Techniques; Matematika pro chemiky|Mathematics for Chemists') },
      { name: bi('Aplikovaná fyzika', 'Applied Physics'), degree: 'Bc.', dept: 2, subjects: subjects('Mechanika|Mechanics; Elektřina a magnetismus|Electricity and Magnetism; Optika|Optics; Fyzikální praktikum|Physics Laboratory; Programování pro fyziky|Programming for Physicists') },
      { name: bi('Geografie a kartografie', 'Geography and Cartography'), degree: 'Bc.', dept: 3, forms: BOTH, subjects: subjects('Fyzická geografie|Physical Geography; Socioekonomická geografie|Human Geography; Kartografie|Cartography; Dálkový průzkum Země|Remote Sensing; Terénní cvičení|Field Exercise') },
      { name: bi('Molekulární biologie', 'Molecular Biology'), degree: 'Mgr.', dept: 0, english: true, subjects: subjects('Molekulární genetika|Molecular Genetics; Bioinformatika|Bioinformatics; Buněčná biologie|Cell Biology; Metody molekulární biologie|Methods of Molecular Biology; Diplomový seminář|Thesis Seminar') },
      { name: bi('Analytická chemie', 'Analytical Chemistry'), degree: 'Mgr.', dept: 1, forms: BOTH, subjects: subjects('Instrumentální analýza|Instrumental Analysis; Chromatografie|Chromatography; Chemometrie|Chemometrics; Analýza vod a půd|Water and Soil Analysis; Diplomový seminář|Thesis Seminar') },
      { name: bi('Hydrobiologie', 'Hydrobiology'), degree: 'Ph.D.', dept: 4, forms: BOTH, english: true, subjects: subjects('Metodologie vědecké práce|Research Methodology; Ekologie sladkých vod|Freshwater Ecology; Vědecké psaní v angličtině|Scientific Writing in English; Doktorský seminář|Doctoral Seminar') },
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
      { name: bi('Historie', 'History'), degree: 'Bc.', dept: 0, forms: BOTH, subjects: subjects('Úvod do studia dějepisu|Introduction to Historical Study; České dějiny do roku 1526|Czech History to 1526; Obecné dějiny novověku|Early Modern European History; Pomocné vědy historické|Auxiliary Historical Sciences; Archivní praxe|Archive Internship') },
      { name: bi('Český jazyk a literatura', 'Czech Language and Literature'), degree: 'Bc.', dept: 1, subjects: subjects('Fonetika a fonologie češtiny|Czech Phonetics and Phonology; Morfologie|Morphology; Česká literatura 19. století|Czech Literature of the 19th Century; Teorie literatury|Literary Theory; Stylistika|Stylistics') },
      { name: bi('Anglická filologie', 'English Philology'), degree: 'Bc.', dept: 2, subjects: subjects('Praktická angličtina|English Language Practice; Britská literatura|British Literature; Americká literatura|American Literature; Anglická syntax|English Syntax; Překladatelský seminář|Translation Seminar') },
      { name: bi('Filozofie', 'Philosophy'), degree: 'Bc.', dept: 3, english: true, subjects: subjects('Antická filozofie|Ancient Philosophy; Logika|Logic; Etika|Ethics; Filozofie mysli|Philosophy of Mind; Četba filozofických textů|Reading Philosophical Texts') },
      { name: bi('Archeologie', 'Archaeology'), degree: 'Mgr.', dept: 4, subjects: subjects('Pravěk střední Evropy|Prehistory of Central Europe; Archeologie středověku|Medieval Archaeology; Terénní výzkum|Field Research; Archeologická dokumentace|Archaeological Documentation; Diplomový seminář|Thesis Seminar') },
      { name: bi('Kulturní antropologie', 'Cultural Anthropology'), degree: 'Mgr.', dept: 3, forms: BOTH, subjects: subjects('Dějiny antropologického myšlení|History of Anthropological Thought; Terénní metody|Field Methods; Antropologie města|Urban Anthropology; Antropologie náboženství|Anthropology of Religion; Diplomový seminář|Thesis Seminar') },
      { name: bi('Muzeologie', 'Museology'), degree: 'Mgr.', dept: 4, forms: BOTH, subjects: subjects('Teorie muzejnictví|Theory of Museums; Správa sbírek|Collection Management; Výstavnictví|Exhibition Design; Muzejní pedagogika|Museum Education; Muzejní praxe|Museum Internship') },
      { name: bi('Dějiny umění', 'Art History'), degree: 'Ph.D.', dept: 0, forms: BOTH, english: true, subjects: subjects('Metodologie dějin umění|Methods of Art History; Umění střední Evropy|Art of Central Europe; Památková péče|Heritage Conservation; Doktorský seminář|Doctoral Seminar') },
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
      { name: bi('Učitelství pro 1. stupeň základních škol', 'Primary School Teacher Education'), degree: 'Mgr.', dept: 0, years: 5, forms: BOTH, subjects: subjects('Pedagogika|Education; Psychologie dítěte|Child Psychology; Didaktika českého jazyka|Didactics of the Czech Language; Didaktika matematiky|Didactics of Mathematics; Souvislá pedagogická praxe|Continuous Teaching Practice') },
      { name: bi('Předškolní pedagogika', 'Early Childhood Education'), degree: 'Bc.', dept: 0, forms: BOTH, subjects: subjects('Předškolní pedagogika|Early Childhood Education; Vývojová psychologie|Developmental Psychology; Hudební a pohybové činnosti|Music and Movement Activities; Výtvarné činnosti|Art Activities; Praxe v mateřské škole|Nursery School Practice') },
      { name: bi('Speciální pedagogika', 'Special Education'), degree: 'Bc.', dept: 1, forms: BOTH, subjects: subjects('Úvod do speciální pedagogiky|Introduction to Special Education; Psychopedie|Education of Pupils with Intellectual Disabilities; Logopedie|Speech and Language Therapy; Inkluzivní vzdělávání|Inclusive Education; Praxe ve speciální škole|Special School Practice') },
      { name: bi('Učitelství matematiky', 'Mathematics Teacher Education'), degree: 'Mgr.', dept: 2, subjects: subjects('Matematická analýza|Mathematical Analysis; Geometrie|Geometry; Didaktika matematiky|Didactics of Mathematics; Školní pedagogická praxe|School Teaching Practice; Diplomový seminář|Thesis Seminar') },
      { name: bi('Sociální pedagogika', 'Social Pedagogy'), degree: 'Bc.', dept: 1, forms: BOTH, subjects: subjects('Sociální pedagogika|Social Pedagogy; Sociologie výchovy|Sociology of Education; Prevence rizikového chování|Prevention of Risk Behaviour; Volný čas dětí a mládeže|Leisure of Children and Young People; Praxe v sociálních službách|Social Services Placement') },
      { name: bi('Hudební výchova', 'Music Education'), degree: 'Bc.', dept: 3, subjects: subjects('Hudební teorie|Music Theory; Hra na klavír|Piano; Sborový zpěv|Choral Singing; Dějiny hudby|History of Music; Didaktika hudební výchovy|Didactics of Music Education') },
      { name: bi('Tělesná výchova a sport', 'Physical Education and Sport'), degree: 'Bc.', dept: 4, subjects: subjects('Anatomie a fyziologie|Anatomy and Physiology; Atletika|Athletics; Sportovní hry|Team Sports; Didaktika tělesné výchovy|Didactics of Physical Education; Zimní kurz|Winter Course') },
      { name: bi('Pedagogika', 'Education'), degree: 'Ph.D.', dept: 0, forms: BOTH, subjects: subjects('Metodologie pedagogického výzkumu|Educational Research Methodology; Teorie výchovy|Theory of Education; Kvalitativní výzkum|Qualitative Research; Doktorský seminář|Doctoral Seminar') },
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
      { name: bi('Aplikovaná informatika', 'Applied Informatics'), degree: 'Bc.', dept: 0, forms: BOTH, english: true, subjects: subjects('Základy programování|Introduction to Programming; Databázové systémy|Database Systems; Počítačové sítě|Computer Networks; Matematika pro informatiky|Mathematics for Computer Scientists; Týmový projekt|Team Project') },
      { name: bi('Softwarové inženýrství', 'Software Engineering'), degree: 'Bc.', dept: 1, subjects: subjects('Objektově orientované programování|Object-Oriented Programming; Softwarová architektura|Software Architecture; Testování softwaru|Software Testing; Webové technologie|Web Technologies; Projekt s firmou|Industry Project') },
      { name: bi('Ekonomie a management', 'Economics and Management'), degree: 'Bc.', dept: 2, forms: BOTH, english: true, subjects: subjects('Mikroekonomie|Microeconomics; Makroekonomie|Macroeconomics; Management|Management; Marketing|Marketing; Statistika|Statistics') },
      { name: bi('Účetnictví a finance', 'Accounting and Finance'), degree: 'Bc.', dept: 3, forms: BOTH, subjects: subjects('Finanční účetnictví|Financial Accounting; Daně|Taxation; Podnikové finance|Corporate Finance; Manažerské účetnictví|Management Accounting; Právo pro ekonomy|Law for Economists') },
      { name: bi('Datová analytika', 'Data Analytics'), degree: 'Mgr.', dept: 0, english: true, subjects: subjects('Strojové učení|Machine Learning; Statistické modelování|Statistical Modelling; Vizualizace dat|Data Visualisation; Velká data|Big Data; Diplomový projekt|Master’s Project') },
      { name: bi('Kybernetická bezpečnost', 'Cybersecurity'), degree: 'Mgr.', dept: 0, subjects: subjects('Kryptografie|Cryptography; Bezpečnost sítí|Network Security; Forenzní analýza|Digital Forensics; Řízení bezpečnosti informací|Information Security Management; Diplomový projekt|Master’s Project') },
      { name: bi('Regionální rozvoj', 'Regional Development'), degree: 'Mgr.', dept: 4, forms: BOTH, subjects: subjects('Regionální ekonomie|Regional Economics; Veřejná správa|Public Administration; Evropské fondy|EU Funding; Územní plánování|Spatial Planning; Diplomový seminář|Thesis Seminar') },
      { name: bi('Informatika', 'Computer Science'), degree: 'Ph.D.', dept: 0, forms: BOTH, english: true, subjects: subjects('Pokročilé algoritmy|Advanced Algorithms; Metodologie výzkumu v informatice|Research Methods in Computer Science; Publikační praxe|Academic Publishing; Doktorský seminář|Doctoral Seminar') },
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
