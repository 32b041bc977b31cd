/** Headlines and perexes for news and events; the body comes from the template's topic. */
import { isFemale, UNIVERSITY } from './facts.js'
import { bi, type Bi, type Topic } from './text.js'
import { admissions, counselling, doctoral, lifelong, programmes, scholarships } from './topics-study.js'
import { grants, international, library, research } from './topics-research.js'
import { about, accommodation, campus, careers, outreach } from './topics-campus.js'

export interface NewsTemplate {
  kind: 'news' | 'event'
  title: Bi
  perex: Bi
  topic: Topic
  /** Events only: typical length in hours, and whether they run over several days. */
  hours?: number
  days?: number
}

const news = (title: Bi, perex: Bi, topic: Topic): NewsTemplate => ({ kind: 'news', title, perex, topic })
const event = (title: Bi, perex: Bi, topic: Topic, hours: number, days = 1): NewsTemplate => ({
  kind: 'event', title, perex, topic, hours, days,
})

export const NEWS_TEMPLATES: NewsTemplate[] = [
  news(bi('{Org} otevřela novou laboratoř pro výzkum {theme}', '{Org} opens a new laboratory for research on {theme}'),
    bi('Nová laboratoř rozšíří možnosti výzkumu {theme} a nabídne místo i studentům.', 'The new laboratory expands research on {theme} and offers places to students as well.'), research),
  news(bi('Přihlášky ke studiu na akademický rok {ay} lze podávat do {deadline}', 'Applications for the {ay} academic year are open until {deadline}'),
    bi('Elektronická přihláška je otevřená pro všechny bakalářské i magisterské programy.', 'The online application is open for all bachelor’s and master’s programmes.'), admissions),
  news(bi('Studenti {orgGen} uspěli v mezinárodní soutěži {city}', 'Students of {orgGen} succeed at an international competition {city}'),
    bi('Tým studentů programu {programme} si z mezinárodní soutěže odvezl první místo.', 'A team of {programme} students brought home first place from an international competition.'), programmes),
  news(bi('Nová studie vědců {orgGen} přináší poznatky z výzkumu {theme}', 'A new study by researchers at {orgGen} sheds light on {theme}'),
    bi('Studie vyšla v prestižním recenzovaném časopise a navazuje na dlouhodobá měření v regionu.', 'The study was published in a leading peer-reviewed journal and builds on long-term measurements in the region.'), research),
  news(bi('{Org} získala grant na výzkum {theme}', '{Org} wins a grant for research on {theme}'),
    bi('Tříletý projekt podpoří práci doktorandů i nákup nového přístrojového vybavení.', 'The three-year project will support doctoral students and the purchase of new equipment.'), grants),
  news(bi('Knihovna prodlužuje otevírací dobu ve zkouškovém období', 'Library extends opening hours for the examination period'),
    bi('Studovny budou až do konce zkouškového období otevřené i o víkendech.', 'The reading rooms will also be open at weekends until the end of the examination period.'), library),
  news(bi('Nová kolej Na Výšinách přivítá první studenty', 'New Na Výšinách hall of residence welcomes its first students'),
    bi('Kolej nabízí moderní pokoje s vlastní koupelnou a společné studovny.', 'The hall offers modern en-suite rooms and shared study spaces.'), accommodation),
  news(bi('{Org} podepsala dohodu o spolupráci s univerzitou {city}', '{Org} signs a cooperation agreement with a university {city}'),
    bi('Dohoda otevírá cestu ke společným projektům i k výměnným pobytům studentů.', 'The agreement paves the way for joint projects and student exchanges.'), international),
  news(bi('Cenu rektora převzali nejlepší absolventi roku {year}', 'Best graduates of {year} receive the Rector’s Award'),
    bi(`Ceny za vynikající studijní výsledky a mimořádné závěrečné práce ${isFemale(UNIVERSITY.rector) ? 'předala' : 'předal'} {rector}.`, 'The awards for excellent results and outstanding theses were presented by {rector}.'), about),
  news(bi('Stipendijní program pro akademický rok {ay} je otevřen', 'Scholarship programme for {ay} is open'),
    bi('Žádosti o prospěchová, sociální a ubytovací stipendia lze podávat do {deadline}.', 'Applications for merit, social and accommodation scholarships can be submitted by {deadline}.'), scholarships),
  news(bi('Erasmus+: začíná výběrové řízení na výjezdy', 'Erasmus+: applications for study abroad open'),
    bi('Studenti {orgGen} se mohou hlásit na semestrální pobyty u partnerských univerzit.', 'Students of {orgGen} can apply for semester stays at partner universities.'), international),
  news(bi('Poradenské centrum rozšiřuje nabídku workshopů', 'Counselling Centre expands its range of workshops'),
    bi('Nově nabízí workshopy o zvládání stresu a o plánování studia.', 'New workshops cover stress management and study planning.'), counselling),
  news(bi('Univerzitní obchod nabízí novou kolekci oblečení', 'University shop launches a new clothing collection'),
    bi('Trička a mikiny z biobavlny jsou k dostání v obchodě v atriu i v e-shopu.', 'T-shirts and sweatshirts made of organic cotton are available in the atrium shop and online.'), campus),
  news(bi('Kampus Dubový háj bude mít novou cyklostezku', 'Dubový háj campus to get a new cycle path'),
    bi('Stezka propojí kampus s centrem Dubové Hory a s vlakovým nádražím.', 'The path will link the campus with the centre of Dubová Hora and the railway station.'), campus),
  news(bi('Doktorandka {orgGen} získala cenu za nejlepší disertaci', 'Doctoral student at {orgGen} wins award for best dissertation'),
    bi('Oceněná disertace se věnuje výzkumu {theme}.', 'The award-winning dissertation deals with {theme}.'), doctoral),
  news(bi('Výroční zpráva za rok {year} je zveřejněna', 'Annual report for {year} published'),
    bi('Zpráva shrnuje výsledky ve výuce, ve výzkumu i v hospodaření.', 'The report summarises results in teaching, research and finances.'), about),
  news(bi('Botanická zahrada zahajuje sezónu', 'Botanical Garden opens for the season'),
    bi('Zahrada je otevřena denně a o víkendech nabízí komentované prohlídky.', 'The garden is open daily and offers guided tours at weekends.'), outreach),
  news(bi('{Org} hledá nové kolegy do výzkumných týmů', '{Org} is recruiting for its research teams'),
    bi('Otevřené pozice jsou určeny postdoktorandům i technickým pracovníkům.', 'The open positions are for postdoctoral researchers and technical staff.'), careers),
  news(bi('Celoživotní vzdělávání: nové kurzy pro letní semestr', 'Lifelong learning: new courses for the summer semester'),
    bi('Nabídka zahrnuje večerní, víkendové i online kurzy pro veřejnost.', 'The offer includes evening, weekend and online courses for the public.'), lifelong),
  news(bi('Výsledky interní grantové soutěže jsou známy', 'Results of the internal grant competition announced'),
    bi('Podporu získalo {n} studentských týmů z různých oborů.', '{n} student teams from various fields received funding.'), grants),
  event(bi('Den otevřených dveří {orgGen}', '{OrgName} Open Day'),
    bi('Přijďte se podívat do učeben a laboratoří a zeptejte se studentů na cokoliv.', 'Come and see our classrooms and laboratories and ask our students anything.'), admissions, 6),
  event(bi('Veřejná přednáška o výzkumu {theme}', 'Public lecture on {theme}'),
    bi('Přednáší {person}. Vstup je volný.', 'The speaker is {person}. Admission is free.'), outreach, 2),
  event(bi('Konference o výzkumu {theme}', 'Conference on {theme}'),
    bi('Mezinárodní konference představí nejnovější výsledky výzkumu {theme}.', 'The international conference presents the latest research on {theme}.'), research, 8, 3),
  event(bi('Veletrh pracovních příležitostí', 'Career Fair'),
    bi('Zaměstnavatelé z regionu nabídnou stáže, brigády i první zaměstnání.', 'Employers from the region offer internships, part-time jobs and first jobs.'), careers, 6),
  event(bi('Noc vědců', 'Researchers’ Night'),
    bi('Laboratoře a posluchárny se na jeden večer otevřou všem zvědavým návštěvníkům.', 'For one evening, laboratories and lecture halls open to all curious visitors.'), outreach, 5),
  event(bi('Koncert univerzitního sboru', 'University Choir Concert'),
    bi('Sbor Quercus zazpívá díla českých skladatelů.', 'The Quercus Choir performs works by Czech composers.'), outreach, 2),
  event(bi('Workshop psaní grantových žádostí', 'Grant Writing Workshop'),
    bi('Praktický workshop provede účastníky přípravou návrhu projektu.', 'A hands-on workshop guides participants through preparing a proposal.'), grants, 4),
  event(bi('Informační schůzka k programu Erasmus+', 'Erasmus+ Information Session'),
    bi('Dozvíte se, kam můžete vyjet, jak se přihlásit a jak získat grant.', 'Find out where you can go, how to apply and how to get a grant.'), international, 2),
  event(bi('Promoce absolventů {orgGen}', '{OrgName} Graduation Ceremony'),
    bi('Slavnostní promoce se konají v Aule Quercus za účasti vedení.', 'The graduation ceremonies take place in the Quercus Hall in the presence of the university leadership.'), about, 3),
  event(bi('Sportovní den univerzity', 'University Sports Day'),
    bi('Turnaje ve volejbalu, florbalu a běh kolem kampusu pro studenty i zaměstnance.', 'Volleyball and floorball tournaments and a campus run for students and staff.'), campus, 7),
  event(bi('Dětská univerzita: sobotní dopoledne s pokusy', 'Children’s University: Saturday Morning Experiments'),
    bi('Malí badatelé si vyzkouší pokusy pod vedením studentů.', 'Young researchers try out experiments led by our students.'), outreach, 3),
  event(bi('Obhajoba disertační práce v programu {programme}', 'Dissertation defence in {programme}'),
    bi('Obhajoba je veřejná, zájemci jsou vítáni.', 'The defence is public and everyone is welcome.'), doctoral, 2),
  event(bi('Seminář: jak se připravit na přijímací zkoušku', 'Seminar: Preparing for the Entrance Examination'),
    bi('Ukážeme typové úlohy a poradíme, jak si rozvrhnout přípravu.', 'We go through typical tasks and advise on how to plan your preparation.'), admissions, 3),
  event(bi('Vernisáž výstavy v Univerzitním muzeu', 'Exhibition Opening at the University Museum'),
    bi('Výstava představuje předměty ze sbírek, které dosud nebyly vystaveny.', 'The exhibition presents objects from the collections that have never been shown before.'), outreach, 2),
]
