/**
 * The shape of the content tree, independent of the database: which pages exist, their
 * titles, slugs, paths and parents in both languages. A fixed core (what a visitor navigates)
 * is the same at every scale, and so are the written research projects and courses of the
 * content pack; a `scale` above 1 adds drawn leaf pages (more projects and courses) after them,
 * so the menu stays stable while the search index grows.
 */
import { FOOTER_PAGES } from '../../ui/paths.js'
import { FACULTIES, type FacultySeed } from './faculties.js'
import { COURSES } from './pack/courses.js'
import { PROJECTS } from './pack/projects.js'
import { rngFor } from './random.js'
import { bi, slugify, uniqueSlug, type Bi, type Slots, type Topic } from './text.js'
import { admissions, counselling, doctoral, lifelong, programmes, scholarships } from './topics-study.js'
import { department, grants, international, library, research } from './topics-research.js'
import { about, accommodation, campus, careers, general, outreach } from './topics-campus.js'

export interface PageSpec {
  /** Shared by the cs and en row; also the key of the page's random stream. */
  key: string
  parentKey: string | null
  faculty: FacultySeed | null
  slug: Bi
  path: Bi
  title: Bi
  /** First topic is the page's subject; the rest supply extra sections. */
  topics: Topic[]
  inMenu: boolean
  sort: number
  /** Overrides of text slots, e.g. the programme a programme page is about. */
  slots?: Slots
}

/** Pages per language per unit of scale; the fixed core counts towards it. */
export const PAGES_PER_SCALE = 225

interface Node {
  id: string
  title: Bi
  slug?: Bi
  topics: Topic[]
  children?: Node[]
  /** A collection that receives the scaled leaf pages. */
  collection?: 'projects' | 'courses'
  /** Pages the footer links to (statements, notices) stay out of the menus. */
  hidden?: true
}

const n = (id: string, cs: string, en: string, topics: Topic[], children?: Node[], extra?: Partial<Node>): Node => ({
  id, title: bi(cs, en), topics, ...(children ? { children } : {}), ...extra,
})
const s = (cs: string, en: string) => ({ slug: bi(cs, en) })

const UNIVERSITY: Node[] = [
  n('about', 'O univerzitě', 'About', [about, general], [
    n('history', 'Historie', 'History', [about]),
    n('leadership', 'Vedení univerzity', 'University Leadership', [about, general]),
    n('senate', 'Akademický senát', 'Academic Senate', [about, general]),
    n('trustees', 'Správní rada', 'Board of Trustees', [about]),
    n('strategy', 'Strategie a kvalita', 'Strategy and Quality', [about]),
    n('reports', 'Výroční zprávy', 'Annual Reports', [about, general]),
    n('campus', 'Kampus a budovy', 'Campus and Buildings', [campus, general]),
    n('careers', 'Kariéra na univerzitě', 'Careers', [careers], undefined, s('kariera', 'careers')),
    n('contacts', 'Kontakty', 'Contacts', [general, about]),
    n('accessibility', 'Prohlášení o přístupnosti', 'Accessibility Statement', [about], undefined, {
      ...s(FOOTER_PAGES.accessibility.cs, FOOTER_PAGES.accessibility.en), hidden: true,
    }),
    n('privacy', 'Ochrana osobních údajů', 'Privacy Notice', [about], undefined, {
      ...s(FOOTER_PAGES.privacy.cs, FOOTER_PAGES.privacy.en), hidden: true,
    }),
  ], s('o-univerzite', 'about')),
  n('study', 'Studium', 'Study', [programmes, admissions], [
    n('admissions', 'Přijímací řízení', 'Admissions', [admissions, general], [
      n('application', 'Přihláška ke studiu', 'How to Apply', [admissions]),
      n('exams', 'Přijímací zkoušky', 'Entrance Examinations', [admissions]),
      n('recognition', 'Uznání zahraničního vzdělání', 'Recognition of Foreign Education', [admissions, international]),
    ]),
    n('programmes', 'Studijní programy', 'Study Programmes', [programmes]),
    n('doctoral', 'Doktorské studium', 'Doctoral Study', [doctoral]),
    n('lifelong', 'Celoživotní vzdělávání', 'Lifelong Learning', [lifelong], undefined, { collection: 'courses' }),
    n('scholarships', 'Stipendia', 'Scholarships', [scholarships], [
      n('merit', 'Prospěchové stipendium', 'Merit Scholarship', [scholarships]),
      n('social', 'Sociální stipendium', 'Social Scholarship', [scholarships]),
      n('housing', 'Ubytovací stipendium', 'Accommodation Scholarship', [scholarships, accommodation]),
    ]),
    n('accommodation', 'Koleje a ubytování', 'Accommodation', [accommodation]),
    n('counselling', 'Poradenské centrum', 'Counselling Centre', [counselling]),
    n('calendar', 'Harmonogram akademického roku', 'Academic Calendar', [general, admissions]),
    n('regulations', 'Studijní předpisy', 'Study Regulations', [general, programmes]),
  ], s('studium', 'study')),
  n('research', 'Věda a výzkum', 'Research', [research, grants], [
    n('centres', 'Výzkumná centra', 'Research Centres', [research]),
    n('projects', 'Projekty', 'Projects', [research, grants], undefined, { collection: 'projects' }),
    n('grants', 'Grantová podpora', 'Grant Office', [grants]),
    n('transfer', 'Transfer technologií', 'Technology Transfer', [grants]),
    n('ethics', 'Etická komise', 'Ethics Committee', [grants, general]),
    n('open-science', 'Otevřená věda', 'Open Science', [research, library]),
    n('library', 'Univerzitní knihovna', 'University Library', [library], [
      n('resources', 'Elektronické zdroje', 'Electronic Resources', [library]),
      n('rooms', 'Studovny', 'Reading Rooms', [library]),
      n('publishing', 'Podpora publikování', 'Publishing Support', [library, grants]),
    ]),
  ], s('veda-a-vyzkum', 'research')),
  n('international', 'Mezinárodní spolupráce', 'International', [international], [
    n('erasmus', 'Erasmus+', 'Erasmus+', [international]),
    n('incoming', 'Zahraniční studenti', 'International Students', [international, accommodation]),
    n('partners', 'Partnerské univerzity', 'Partner Universities', [international]),
    n('summer', 'Letní školy', 'Summer Schools', [international, research]),
    n('staff', 'Mobilita zaměstnanců', 'Staff Mobility', [international, careers]),
    n('welcome', 'Welcome Point', 'Welcome Point', [international, general]),
    n('english', 'Studium v angličtině', 'Programmes in English', [programmes, international]),
  ], s('mezinarodni-spoluprace', 'international')),
  n('public', 'Pro veřejnost', 'Public', [outreach], [
    n('lectures', 'Přednášky pro veřejnost', 'Public Lectures', [outreach]),
    n('u3a', 'Univerzita třetího věku', 'University of the Third Age', [outreach, lifelong]),
    n('children', 'Dětská univerzita', 'Children’s University', [outreach]),
    n('garden', 'Botanická zahrada', 'Botanical Garden', [outreach, research]),
    n('museum', 'Univerzitní muzeum', 'University Museum', [outreach, about]),
    n('sport', 'Sport a kultura', 'Sport and Culture', [campus, outreach]),
    n('media', 'Pro média', 'For the Media', [outreach, general]),
    n('alumni', 'Absolventi', 'Alumni', [careers]),
  ], s('pro-verejnost', 'public')),
]

function facultyNodes(f: FacultySeed): Node[] {
  return [
    n('about', 'O fakultě', 'About the Faculty', [about, general], [
      n('leadership', 'Vedení fakulty', 'Faculty Leadership', [about, general]),
      n('history', 'Historie fakulty', 'History of the Faculty', [about]),
      n('departments', 'Katedry a ústavy', 'Departments', [department],
        f.departments.map((d, i) => n(`d${i + 1}`, d.cs, d.en, [department, research]))),
      n('senate', 'Akademický senát fakulty', 'Faculty Academic Senate', [about, general]),
      n('contacts', 'Kontakty', 'Contacts', [general]),
    ], s('o-fakulte', 'about')),
    n('study', 'Studium', 'Study', [programmes, admissions], [
      n('admissions', 'Přijímací řízení', 'Admissions', [admissions]),
      n('programmes', 'Studijní programy', 'Study Programmes', [programmes],
        f.programmes.map((p, i) => n(`p${i + 1}`, p.name.cs, p.name.en, [programmes, admissions]))),
      n('office', 'Studijní oddělení', 'Student Affairs Office', [general, admissions]),
      n('finals', 'Státní závěrečné zkoušky', 'Final State Examinations', [programmes, general]),
      n('internships', 'Praxe a stáže', 'Internships', [programmes, careers]),
    ], s('studium', 'study')),
    n('research', 'Věda a výzkum', 'Research', [research], [
      n('groups', 'Výzkumné skupiny', 'Research Groups', [research, department]),
      n('projects', 'Projekty', 'Projects', [research, grants], undefined, { collection: 'projects' }),
      n('doctoral', 'Doktorské studium', 'Doctoral Study', [doctoral]),
      n('conferences', 'Konference a semináře', 'Conferences and Seminars', [research, outreach]),
    ], s('veda-a-vyzkum', 'research')),
    n('students', 'Pro studenty', 'For Students', [campus, general], [
      n('timetables', 'Rozvrhy', 'Timetables', [general]),
      n('scholarships', 'Stipendia', 'Scholarships', [scholarships]),
      n('associations', 'Studentské spolky', 'Student Associations', [campus]),
      n('abroad', 'Zahraniční výjezdy', 'Study Abroad', [international]),
    ], s('pro-studenty', 'students')),
  ]
}

/** Slot overrides for pages about one programme or department. */
function nodeSlots(f: FacultySeed | null, parentId: string, index: number): Slots | undefined {
  if (!f) return undefined
  if (parentId === 'programmes') return { programme: f.programmes[index]!.name }
  if (parentId === 'departments') return { department: f.departments[index]!, theme: f.themes[index]! }
  return undefined
}

/** Every page of the site for `scale`, parents before children. Pure and deterministic. */
export function buildPageTree(scale: number): PageSpec[] {
  const out: PageSpec[] = []
  const collections: PageSpec[] = []
  const walk = (nodes: Node[], parent: PageSpec | null, f: FacultySeed | null, prefix: Bi, keyPrefix: string) => {
    nodes.forEach((node, i) => {
      const slug = node.slug ?? bi(slugify(node.title.cs), slugify(node.title.en))
      const key = `${keyPrefix}/${node.id}`
      const page: PageSpec = {
        key,
        parentKey: parent?.key ?? null,
        faculty: f,
        slug,
        path: bi(join(prefix.cs, slug.cs), join(prefix.en, slug.en)),
        title: node.title,
        topics: node.topics,
        // University sections and their children form the main and mega menu; a faculty
        // site's sections and their children form that faculty's own navigation.
        inMenu: !node.hidden && (parent === null || parent.parentKey === null),
        sort: i + 1,
      }
      const slots = parent ? nodeSlots(f, parent.key.split('/').pop()!, i) : undefined
      if (slots) page.slots = slots
      out.push(page)
      if (node.collection) collections.push(page)
      if (node.children) walk(node.children, page, f, page.path, key)
    })
  }
  walk(UNIVERSITY, null, null, bi('', ''), 'uni')
  for (const f of FACULTIES) {
    walk(facultyNodes(f), null, f, bi(`fakulty/${f.slug.cs}`, `faculties/${f.slug.en}`), f.key)
  }
  const written = collections.flatMap(writtenLeaves)
  out.push(...written)
  // Scale 1 is the written pack alone; drawn leaves are bulk for larger scales only.
  const extraCount = scale > 1 ? Math.max(0, Math.round(PAGES_PER_SCALE * scale) - out.length) : 0
  out.push(...collectionPages(collections, extraCount, written))
  return out
}

/** The written projects or courses of a collection page (pack/projects.ts, pack/courses.ts). */
function writtenLeaves(parent: PageSpec): PageSpec[] {
  return [...PROJECTS, ...COURSES]
    .filter((w) => w.key.startsWith(`${parent.key}/`))
    .map((w, i) => {
      const slug = bi(slugify(w.title.cs), slugify(w.title.en))
      return {
        key: w.key, parentKey: parent.key, faculty: parent.faculty, inMenu: false, sort: i + 1,
        title: w.title, topics: parent.topics, slug,
        path: bi(`${parent.path.cs}/${slug.cs}`, `${parent.path.en}/${slug.en}`),
      }
    })
}

const join = (prefix: string, slug: string) => (prefix ? `${prefix}/${slug}` : slug)

const PROJECT_PREFIXES: Bi[] = [
  bi('Výzkum', 'Research on'), bi('Dlouhodobé sledování', 'Long-term monitoring of'),
  bi('Modelování', 'Modelling'), bi('Analýza', 'Analysis of'), bi('Mapování', 'Mapping'),
  bi('Proměny', 'Changes in'), bi('Nové metody výzkumu', 'New methods in research on'), bi('Role', 'The role of'),
]
const PROJECT_CONTEXTS: Bi[] = [
  bi('', ''), bi(' v regionu Dubové Hory', ' in the Dubová Hora region'), bi(' ve střední Evropě', ' in Central Europe'),
  bi(' v evropském srovnání', ' in a European comparison'), bi(' v letech 1990–2025', ' between 1990 and 2025'),
]
const COURSE_SUBJECTS: Bi[] = [
  bi('Základy fotografie', 'Basics of Photography'), bi('Programování v Pythonu', 'Python Programming'),
  bi('Dějiny Dubové Hory', 'History of Dubová Hora'), bi('Angličtina pro akademické psaní', 'English for Academic Writing'),
  bi('Finanční gramotnost', 'Financial Literacy'), bi('Rétorika a prezentační dovednosti', 'Rhetoric and Presentation Skills'),
  bi('První pomoc v terénu', 'Wilderness First Aid'), bi('Léčivé byliny', 'Medicinal Herbs'),
  bi('Astronomie pro amatéry', 'Astronomy for Amateurs'), bi('Genealogie a rodinné kroniky', 'Genealogy and Family Chronicles'),
  bi('Digitální bezpečnost pro seniory', 'Digital Safety for Seniors'), bi('Kreativní psaní', 'Creative Writing'),
  bi('Účetnictví pro neúčetní', 'Accounting for Non-Accountants'), bi('Analýza dat v tabulkách', 'Data Analysis in Spreadsheets'),
  bi('Zahradní ekologie', 'Garden Ecology'), bi('Umění 20. století', '20th-Century Art'),
  bi('Italština pro cestovatele', 'Italian for Travellers'), bi('Hudební nauka pro dospělé', 'Music Theory for Adults'),
  bi('Zvládání stresu', 'Stress Management'), bi('Pedagogické minimum', 'Teaching Skills for Professionals'),
  bi('Ochrana osobních údajů v praxi', 'Data Protection in Practice'), bi('Regionální gastronomie', 'Regional Cuisine'),
  bi('Ornitologie v terénu', 'Field Ornithology'), bi('Úvod do archeologie', 'Introduction to Archaeology'),
]
const COURSE_KINDS: Bi[] = [
  bi('večerní kurz', 'evening course'), bi('víkendový kurz', 'weekend course'), bi('online kurz', 'online course'),
  bi('letní kurz', 'summer course'), bi('intenzivní kurz', 'intensive course'),
]

/** The scaled leaf pages, dealt round-robin to the collection pages after their written ones. */
function collectionPages(collections: PageSpec[], count: number, written: PageSpec[]): PageSpec[] {
  const used = new Map<string, Set<string>>()
  const seen = (key: string) => used.get(key) ?? used.set(key, new Set()).get(key)!
  for (const w of written) (seen(`${w.parentKey}:cs`).add(w.slug.cs), seen(`${w.parentKey}:en`).add(w.slug.en))
  const after = (key: string) => written.filter((w) => w.parentKey === key).length
  const out: PageSpec[] = []
  for (let i = 0; i < count; i++) {
    const parent = collections[i % collections.length]!
    const rng = rngFor('collection-page', i)
    const f = parent.faculty
    const page = { key: `${parent.key}/x${i + 1}`, parentKey: parent.key, faculty: f, inMenu: false }
    let spec: Pick<PageSpec, 'title' | 'topics' | 'slots'>
    if (parent.key.endsWith('/projects')) {
      const theme = rng.pick(f ? f.themes : FACULTIES.flatMap((x) => x.themes))
      const prefix = rng.pick(PROJECT_PREFIXES)
      const context = rng.pick(PROJECT_CONTEXTS)
      const title = bi(`${prefix.cs} ${theme.cs}${context.cs}`, `${prefix.en} ${theme.en}${context.en}`)
      spec = { title, topics: [research, grants], slots: { theme } }
    } else {
      const subject = rng.pick(COURSE_SUBJECTS)
      const kind = rng.pick(COURSE_KINDS)
      spec = { title: bi(`${subject.cs} – ${kind.cs}`, `${subject.en} – ${kind.en}`), topics: [lifelong] }
    }
    // Titles repeat at large scales; the slug then gets a numeric suffix, per language.
    const slug = bi(
      uniqueSlug(slugify(spec.title.cs), seen(`${parent.key}:cs`)),
      uniqueSlug(slugify(spec.title.en), seen(`${parent.key}:en`)),
    )
    out.push({
      ...page,
      ...spec,
      slug,
      path: bi(`${parent.path.cs}/${slug.cs}`, `${parent.path.en}/${slug.en}`),
      sort: after(parent.key) + Math.floor(i / collections.length) + 1,
    })
  }
  return out
}
