/**
 * The research projects of the written pack: two per faculty, each a page under the faculty's
 * Projects page, written for its title (what is studied, where, by whom, with whom, funded by
 * whom, from when to when, for how much). The investigator is the head of the department that
 * runs it, as the directory lists them; the years run from the seed day's year.
 */
import { FACULTIES, type FacultySeed } from '../faculties.js'
import { ADDRESSES, FACULTY_FACTS, fullName } from '../facts.js'
import type { PageContext, WrittenPage } from './pages.js'
import { headOf, profile } from './staff.js'
import { about, bi, type Bi, type Subject } from './write.js'

export interface ProjectSeed {
  /** Under the faculty's `research/projects` page: `fpv/research/projects/w1`. */
  key: string
  faculty: string
  /** Index into the faculty's departments: the department that runs it (its head leads it). */
  dept: number
  /** Index into the faculty's research themes. */
  theme: number
  title: Bi
  subject: Subject
  funder: Bi
  /** Began this many years before the seed day's year; runs `years` calendar years. */
  began: number
  years: number
  /** Budget in millions of crowns (one decimal). */
  budget: number
  aim: Bi
  method: Bi
  partners: Bi
  outputs: Bi
}

const GACR = bi('Grantová agentura České republiky', 'the Czech Science Foundation')
const TACR = bi('Technologická agentura České republiky', 'the Technology Agency of the Czech Republic')
const NAKI = bi('program NAKI III Ministerstva kultury', 'the Ministry of Culture’s NAKI III programme')

export const PROJECTS: ProjectSeed[] = [
  {
    key: 'fpv/research/projects/w1', faculty: 'fpv', dept: 0, theme: 0, funder: GACR, began: 1, years: 3, budget: 9.6,
    title: bi('Půdní mikrobiota po suchu', 'Soil Microbiota after Drought'),
    subject: about('mikrobiot|such', 'microbiota|drought'),
    aim: bi('Projekt zjišťuje, jak rychle se půdní mikrobiota smrkových a bukových porostů vzpamatuje z letních období sucha a které skupiny bakterií a hub se vracejí první.', 'The project asks how quickly the soil microbiota of spruce and beech stands recovers from summer droughts, and which groups of bacteria and fungi return first.'),
    method: bi('Na dvanácti plochách v lesích nad Dubovou Horou tým čtyřikrát ročně odebírá vzorky půdy; polovina ploch je zakrytá střechami, které zadržují déšť. Vzorky se sekvenují v laboratoři katedry na Rokitanského 62.', 'On twelve plots in the forests above Dubová Hora the team samples the soil four times a year; half the plots are covered by roofs that keep the rain off. The samples are sequenced in the department’s laboratory at Rokitanského 62.'),
    partners: bi('Na projektu spolupracují Lesy města Dubová Hora, které plochy poskytly, a Botanická zahrada univerzity.', 'The project works with the Dubová Hora municipal forests, which provided the plots, and the university’s Botanical Garden.'),
    outputs: bi('Data ze sekvenování jsou po každé sezóně volně dostupná v repozitáři Univerzitní knihovny; pro lesníky vzniká metodika obnovy porostů po suchu.', 'The sequencing data are released openly in the University Library’s repository after each season; a method for restoring stands after drought is being written for foresters.'),
  },
  {
    key: 'fpv/research/projects/w2', faculty: 'fpv', dept: 4, theme: 4, funder: TACR, began: 0, years: 3, budget: 6.2,
    title: bi('Mikroplasty v Dubovském potoce', 'Microplastics in the Dubovský Brook'),
    subject: about('mikroplast|potok', 'microplastic|brook'),
    aim: bi('Projekt měří, kolik mikroplastů nese Dubovský potok nad městem a pod ním a jaký podíl zachytí městská čistírna odpadních vod.', 'The project measures how many microplastics the Dubovský Brook carries above and below the town, and what share the town’s wastewater treatment plant retains.'),
    method: bi('Tým odebírá vzorky vody a sedimentu na šesti profilech potoka každý měsíc a po každé povodni; částice se počítají a určují infračervenou spektroskopií.', 'The team samples water and sediment at six points along the brook every month and after every flood; the particles are counted and identified by infrared spectroscopy.'),
    partners: bi('Partnerem projektu jsou Vodárny Dubová Hora, které provozují čistírnu a podílejí se na odběrech.', 'The project’s partner is the Dubová Hora water utility, which runs the treatment plant and takes part in the sampling.'),
    outputs: bi('Výsledkem bude mapa znečištění potoka mikroplasty a doporučení pro úpravu čistírny, která vodárny ověří v provozu.', 'The results will be a map of the brook’s microplastic pollution and recommendations for the treatment plant, which the utility will test in operation.'),
  },
  {
    key: 'ff/research/projects/w1', faculty: 'ff', dept: 1, theme: 0, funder: GACR, began: 2, years: 4, budget: 11.8,
    title: bi('Atlas nářečí Dubovohorska', 'A Dialect Atlas of the Dubová Hora Region'),
    subject: about('nářečí|atlas', 'dialect|atlas'),
    aim: bi('Projekt zaznamenává nářečí Dubovohorska, dokud jím ještě mluví pamětníci, a vydá jejich atlas s mapami hlásek, tvarů a slov.', 'The project records the dialects of the Dubová Hora region while older speakers still use them, and will publish an atlas with maps of their sounds, forms and words.'),
    method: bi('Studenti a doktorandi katedry nahrávají rozhovory s mluvčími ve čtyřiceti obcích regionu; nahrávky se přepisují a označkují v digitálním korpusu.', 'Students and doctoral students of the department record interviews with speakers in forty villages of the region; the recordings are transcribed and tagged in a digital corpus.'),
    partners: bi('Na sběru spolupracuje Regionální muzeum v Dubové Hoře, které do korpusu přispělo nahrávkami ze sedmdesátých let.', 'The Regional Museum in Dubová Hora works on the collection and has contributed recordings from the 1970s to the corpus.'),
    outputs: bi('Atlas vyjde tiskem i online; korpus nahrávek bude přístupný badatelům ve studovně Univerzitní knihovny.', 'The atlas will appear in print and online; the corpus of recordings will be open to researchers in the University Library’s reading room.'),
  },
  {
    key: 'ff/research/projects/w2', faculty: 'ff', dept: 0, theme: 5, funder: NAKI, began: 1, years: 4, budget: 8.4,
    title: bi('Digitální edice městských knih Dubové Hory', 'A Digital Edition of the Dubová Hora Town Books'),
    subject: about('městsk|edic', 'town book|edition'),
    aim: bi('Projekt připravuje digitální edici městských knih Dubové Hory z let 1420–1620: zápisů o koupích domů, sporech a volbách konšelů.', 'The project is preparing a digital edition of the Dubová Hora town books of 1420–1620: records of house sales, disputes and council elections.'),
    method: bi('Knihy se skenují ve Státním okresním archivu; přepisy historici katedry kódují podle doporučení TEI, takže edice umí vyhledávat osoby, domy a data.', 'The books are scanned at the District State Archive; the department’s historians encode the transcriptions following the TEI guidelines, so that the edition can search people, houses and dates.'),
    partners: bi('Partnerem je Státní okresní archiv Dubová Hora, který městské knihy uchovává.', 'The partner is the Dubová Hora District State Archive, which keeps the town books.'),
    outputs: bi('Edice bude volně přístupná na webu; každý rok projektu zveřejní další svazek městských knih.', 'The edition will be freely available online; every year of the project publishes another volume of the town books.'),
  },
  {
    key: 'pdf/research/projects/w1', faculty: 'pdf', dept: 0, theme: 0, funder: GACR, began: 1, years: 3, budget: 7.1,
    title: bi('Čtenářská gramotnost v prvních třídách', 'Reading Literacy in the First Year of School'),
    subject: about('čten|tříd', 'reading|first year'),
    aim: bi('Projekt sleduje, jak se děti v prvních třídách učí číst, a porovnává analyticko-syntetickou a genetickou metodu výuky čtení.', 'The project follows how children learn to read in the first year of school and compares the phonics-based and the whole-word methods of teaching reading.'),
    method: bi('Ve čtrnácti třídách základních škol regionu výzkumníci třikrát za školní rok měří plynulost a porozumění čtení a natáčejí vybrané hodiny.', 'In fourteen classes of the region’s primary schools the researchers measure reading fluency and comprehension three times a school year and film selected lessons.'),
    partners: bi('Zapojené školy jsou fakultními školami Pedagogické fakulty; jejich učitelé se podílejí na rozboru natočených hodin.', 'The participating schools are teaching schools of the Faculty of Education; their teachers take part in analysing the filmed lessons.'),
    outputs: bi('Učitelé prvních tříd dostanou sadu diagnostických úloh čtení a metodické listy; výsledky vyjdou v odborných časopisech.', 'First-year teachers will receive a set of diagnostic reading tasks and guidance sheets; the results will be published in journals.'),
  },
  {
    key: 'pdf/research/projects/w2', faculty: 'pdf', dept: 1, theme: 1, funder: TACR, began: 0, years: 2, budget: 4.3,
    title: bi('Inkluzivní vzdělávání na malých venkovských školách', 'Inclusive Education in Small Rural Schools'),
    subject: about('inkluz|venkov', 'inclusive|rural'),
    aim: bi('Projekt hledá, jak mohou malé venkovské školy, často s jedinou třídou pro více ročníků, vzdělávat žáky se speciálními vzdělávacími potřebami.', 'The project looks at how small rural schools, often with one class for several years, can teach pupils with special educational needs.'),
    method: bi('Výzkumníci v deseti školách Dubovohorska pozorují výuku, vedou rozhovory s učiteli, asistenty pedagoga a rodiči a spolu se školami zkoušejí úpravy výuky.', 'In ten schools of the Dubová Hora region the researchers observe teaching, interview teachers, teaching assistants and parents, and try out changes to teaching together with the schools.'),
    partners: bi('Aplikačním partnerem je Pedagogicko-psychologická poradna Dubová Hora.', 'The application partner is the Dubová Hora Educational and Psychological Counselling Centre.'),
    outputs: bi('Výsledkem je příručka pro ředitele malých škol a kurz dalšího vzdělávání pro asistenty pedagoga.', 'The outcome is a handbook for heads of small schools and a continuing-education course for teaching assistants.'),
  },
  {
    key: 'fie/research/projects/w1', faculty: 'fie', dept: 0, theme: 6, funder: TACR, began: 1, years: 3, budget: 10.5,
    title: bi('Srozumitelné úřední dopisy', 'Plain-Language Official Letters'),
    subject: about('dopis|srozumiteln', 'letter|plain'),
    aim: bi('Projekt vyvíjí nástroj, který v úředních dopisech města vyznačí dlouhé věty, nejasné termíny a chybějící údaje a navrhne srozumitelnější znění.', 'The project develops a tool that marks long sentences, unclear terms and missing details in the town’s official letters and proposes plainer wording.'),
    method: bi('Jazykový model katedry se učí na anonymizovaných dopisech magistrátu a na jejich přepisech, které připravili jazykovědci Filozofické fakulty; úspěšnost se ověřuje testy porozumění s občany.', 'The department’s language model learns from anonymised letters of the town council and their rewrites prepared by linguists of the Faculty of Arts; its success is checked with comprehension tests among residents.'),
    partners: bi('Partnerem je Magistrát města Dubová Hora, který nástroj nasadí na dvou svých odborech.', 'The partner is the Dubová Hora town council, which will deploy the tool in two of its departments.'),
    outputs: bi('Nástroj bude uvolněn jako otevřený software; vzory přepsaných dopisů zveřejní magistrát.', 'The tool will be released as open-source software; the council will publish model rewritten letters.'),
  },
  {
    key: 'fie/research/projects/w2', faculty: 'fie', dept: 2, theme: 5, funder: TACR, began: 0, years: 3, budget: 5.9,
    title: bi('Energetická chudoba domácností Dubovohorska', 'Energy Poverty in Households of the Dubová Hora Region'),
    subject: about('energetick|domácnost', 'energy|household'),
    aim: bi('Projekt zjišťuje, kolik domácností Dubovohorska dává za energie víc, než unese jejich rozpočet, a které podpory jim skutečně pomáhají.', 'The project establishes how many households in the Dubová Hora region spend more on energy than their budget can bear, and which kinds of support really help them.'),
    method: bi('Katedra ekonomie spojuje dotazníkové šetření v domácnostech s anonymizovanými daty o spotřebě energie a o vyplacených příspěvcích na bydlení.', 'The Department of Economics combines a household survey with anonymised data on energy use and on housing allowances paid.'),
    partners: bi('Na projektu spolupracují Krajský úřad Dubovohorského kraje a energetické poradny regionu.', 'The project works with the Dubová Hora regional authority and the region’s energy advice centres.'),
    outputs: bi('Kraj dostane mapu energetické chudoby po obcích a návrh cílení podpor; data vyjdou v anonymizované podobě.', 'The region will receive a map of energy poverty by municipality and a proposal for targeting support; the data will be published in anonymised form.'),
  },
]

const sec = (cs: string, en: string, body: Bi) => ({ heading: bi(cs, en), body })
const facultyOf = (key: string): FacultySeed => FACULTIES.find((f) => f.key === key)!

export function projectPage(p: ProjectSeed, c: PageContext): WrittenPage {
  const f = facultyOf(p.faculty)
  const head = headOf(f.key, p.dept)
  const dept = f.departments[p.dept]!
  const from = c.day.getUTCFullYear() - p.began
  const to = from + p.years - 1
  const budget = bi(p.budget.toFixed(1).replace('.', ','), p.budget.toFixed(1))
  const where = p.faculty === 'fpv' && p.dept === 0 ? FACULTY_FACTS.fpv!.address : FACULTY_FACTS[f.key]!.address
  return {
    subject: p.subject,
    perex: bi(`${p.title.cs}: projekt ${dept.cs.replace(/^Katedra/, 'katedry').replace(/^Ústav/, 'ústavu')} v letech ${from}–${to}, který vede ${fullName(head)}.`, `${p.title.en}: a project of the ${dept.en}, ${from}–${to}, led by ${fullName(head)}.`),
    sections: [
      sec('Cíl projektu', 'Aim', p.aim),
      sec('Jak výzkum probíhá', 'How the research is done', p.method),
      sec('Partneři a financování', 'Partners and funding', bi(
        `${p.partners.cs} Projekt financuje ${p.funder.cs} částkou ${budget.cs} milionu Kč na léta ${from}–${to}.`,
        `${p.partners.en} The project is funded by ${p.funder.en} with CZK ${budget.en} million for ${from}–${to}.`,
      )),
      sec('Výsledky a kontakt', 'Results and contact', bi(
        `${p.outputs.cs} Řešitelem je ${profile(head).cs}, ${head.email}; pracoviště: ${dept.cs}, ${where.street}, ${where.postalCode} ${where.city}.`,
        `${p.outputs.en} The principal investigator is ${profile(head).en}, ${head.email}; the team is based at the ${dept.en}, ${where.street}, ${where.postalCode} ${where.city}.`,
      )),
    ],
  }
}

/** The Projects page of a faculty: its written projects, linked, with who leads them. */
export function facultyProjectsPage(f: FacultySeed, c: PageContext, link: (key: string) => Bi): WrittenPage {
  const own = PROJECTS.filter((p) => p.faculty === f.key)
  const line = (p: ProjectSeed) => {
    const head = headOf(f.key, p.dept)
    const from = c.day.getUTCFullYear() - p.began
    return bi(
      `[${p.title.cs}](${link(p.key).cs}) (${from}–${from + p.years - 1}, ${p.funder.cs}) vede ${profile(head).cs}.`,
      `[${p.title.en}](${link(p.key).en}) (${from}–${from + p.years - 1}, ${p.funder.en}) is led by ${profile(head).en}.`,
    )
  }
  const lines = own.map(line)
  const total = own.reduce((sum, p) => sum + p.budget, 0)
  return {
    subject: about('projekt', 'project'),
    perex: bi(`Projekty ${f.names.orgGen.cs}: ${own.length} výzkumné projekty, které fakulta právě řeší.`, `Projects of ${f.names.orgGen.en}: the ${own.length} research projects the faculty is working on now.`),
    sections: [
      sec('Běžící projekty', 'Running projects', bi(lines.map((l) => l.cs).join('\n\n'), lines.map((l) => l.en).join('\n\n'))),
      sec('Financování', 'Funding', bi(
        `Uvedené projekty mají dohromady rozpočet ${total.toFixed(1).replace('.', ',')} milionu Kč; návrhy projektů s fakultou připravuje univerzitní grantové oddělení.`,
        `Together these projects have a budget of CZK ${total.toFixed(1)} million; the university’s Grant Office prepares the proposals with the faculty.`,
      )),
      sec('Studenti v projektech', 'Students in projects', bi(
        `Studenti se do projektů zapojují jako pomocní řešitelé; volná místa zveřejňují katedry. Výsledky projektů jsou v repozitáři Univerzitní knihovny, ${ADDRESSES.library.street}.`,
        `Students join the projects as research assistants; the departments publish the openings. The projects’ results are in the repository of the University Library, ${ADDRESSES.library.street}.`,
      )),
    ],
  }
}
