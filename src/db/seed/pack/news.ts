/**
 * The written news of the demo university: each item about its title, with who, what, where,
 * when and numbers from the fact base (facts.ts) and the academic calendar (calendar.ts).
 */
import { addDays } from '../random.js'
import type { AcademicCalendar } from '../calendar.js'
import { FACULTY_FACTS, NUMBERS, OFFICERS, UNIVERSITY, VENUES, ADDRESSES } from '../facts.js'
import { about, bi, day, num, paras, pct, who, type Subject, type Written } from './write.js'

export interface NewsContext {
  /** The academic year the item was published in. */
  cal: AcademicCalendar
  published: Date
}

export interface PackNews {
  key: string
  /** A faculty's key, or null for the university. */
  faculty: string | null
  subject: Subject
  /** A yearly day of the calendar (the latest before the seed day is taken), or days before the seed day. */
  published: ((c: AcademicCalendar) => Date) | number
  write: (ctx: NewsContext) => Written
}

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d))
const dean = (key: string) => FACULTY_FACTS[key]!.dean
const U = UNIVERSITY

export const PACK_NEWS: PackNews[] = [
  {
    key: 'news/applications-open',
    faculty: null,
    subject: about('přihlášk|uzávěrk|elektronick', 'applica|deadline|online'),
    published: (c) => utc(c.startYear, 11, 2),
    write: ({ cal }) => ({
      title: bi(`Přihlášky ke studiu na akademický rok ${cal.nextLabel.cs} jsou otevřené`, `Applications for the ${cal.nextLabel.en} academic year are open`),
      perex: bi(`Elektronickou přihlášku do bakalářských a navazujících magisterských programů lze podat do ${day(cal.applicationDeadline).cs}.`, `Online applications for bachelor’s and follow-up master’s programmes can be submitted until ${day(cal.applicationDeadline).en}.`),
      body: paras(
        bi(`Od dnešního dne přijímají všechny čtyři fakulty elektronické přihlášky ke studiu v akademickém roce ${cal.nextLabel.cs}. Uzávěrka přihlášek je pro všechny programy stejná: ${day(cal.applicationDeadline).cs}. Poplatek za přihlášku činí 690 Kč.`, `From today all four faculties accept online applications for study in the ${cal.nextLabel.en} academic year. The application deadline is the same for every programme: ${day(cal.applicationDeadline).en}. The application fee is CZK 690.`),
        bi(`Přijímací zkoušky proběhnou od ${day(cal.entranceExams.from).cs} do ${day(cal.entranceExams.to).cs}. V posledním přijímacím řízení univerzita obdržela ${num(NUMBERS.applications).cs} přihlášek a přijala ${num(NUMBERS.admitted).cs} uchazečů, tedy ${pct(NUMBERS.admissionRate).cs}.`, `Entrance examinations take place from ${day(cal.entranceExams.from).en} to ${day(cal.entranceExams.to).en}. In the last admission round the university received ${num(NUMBERS.applications).en} applications and admitted ${num(NUMBERS.admitted).en} applicants, that is ${pct(NUMBERS.admissionRate).en}.`),
        bi(`S přihláškou poradí studijní oddělení fakult a ${who(OFFICERS.viceRectorStudy).cs}, prorektorka pro studium. Programy si můžete prohlédnout také na dnech otevřených dveří ${day(cal.openDays[0]).cs} a ${day(cal.openDays[1]).cs}.`, `The faculties’ student affairs offices and ${who(OFFICERS.viceRectorStudy).en}, Vice-Rector for Studies, will help with the application. You can also see the programmes at the open days on ${day(cal.openDays[0]).en} and ${day(cal.openDays[1]).en}.`),
      ),
    }),
  },
  {
    key: 'news/open-days-announced',
    faculty: null,
    subject: about('otevřených dveří|program|fakult', 'open day|programme|facult'),
    published: (c) => addDays(c.openDays[0], -16),
    write: ({ cal }) => ({
      title: bi(`Dny otevřených dveří: ${day(cal.openDays[0]).cs} a ${day(cal.openDays[1]).cs}`, `Open days: ${day(cal.openDays[0]).en} and ${day(cal.openDays[1]).en}`),
      perex: bi('Uchazeči si mohou prohlédnout učebny a laboratoře všech čtyř fakult a zeptat se studentů na cokoli.', 'Applicants can see the classrooms and laboratories of all four faculties and ask our students anything.'),
      body: paras(
        bi(`První den otevřených dveří začíná ${day(cal.openDays[0]).cs} v 9.00 v Aule Quercus v Hlavní budově, ${ADDRESSES.main.street}. Rektorka ${who(U.rector).cs} v úvodu představí univerzitu, poté se program rozdělí po fakultách.`, `The first open day begins on ${day(cal.openDays[0]).en} at 9 am in the Quercus Hall of the Main Building, ${ADDRESSES.main.street}. Rector ${who(U.rector).en} opens it with an introduction to the university; the programme then continues at the faculties.`),
        bi(`Druhý den otevřených dveří, ${day(cal.openDays[1]).cs}, pořádá Fakulta informatiky a ekonomie v budově J, ${FACULTY_FACTS.fie!.address.street}. Dozvíte se, jak vypadá přijímací zkouška a že uzávěrka přihlášek je ${day(cal.applicationDeadline).cs}.`, `The second open day, on ${day(cal.openDays[1]).en}, is held by the Faculty of Informatics and Economics in Building J, ${FACULTY_FACTS.fie!.address.street}. You will learn what the entrance examination looks like and that the application deadline is ${day(cal.applicationDeadline).en}.`),
      ),
    }),
  },
  {
    key: 'news/light-pollution-lab',
    faculty: 'fpv',
    subject: about('světeln|znečištění|laboratoř', 'light|pollution|laborator'),
    published: 41,
    write: () => ({
      title: bi('Fakulta přírodních věd otevřela laboratoř pro výzkum světelného znečištění', 'Faculty of Science opens a laboratory for light pollution research'),
      perex: bi('Nová laboratoř v budově B měří, jak umělé světlo mění noční oblohu nad Dubovou Horou a život hmyzu.', 'The new laboratory in Building B measures how artificial light changes the night sky over Dubová Hora and the life of insects.'),
      body: paras(
        bi(`Laboratoř pro výzkum světelného znečištění vznikla v přízemí budovy B v ulici ${FACULTY_FACTS.fpv!.address.street}. Tým Katedry fyziky v ní kalibruje dvanáct čidel jasu noční oblohy, která od letošního jara stojí na střechách škol a obecních úřadů v okolí Dubové Hory.`, `The light pollution laboratory is on the ground floor of Building B in ${FACULTY_FACTS.fpv!.address.street} Street. The Department of Physics team calibrates twelve night-sky brightness sensors there, which have stood on the roofs of schools and town halls around Dubová Hora since this spring.`),
        bi('První výsledky ukazují, že obloha nad centrem města je v noci šestkrát jasnější než nad Dubovým hájem. Biologové z Ústavu ekologie krajiny na stejných místech počítají noční motýly: kde je světelné znečištění nejsilnější, nachytají jich o třetinu méně.', 'The first results show that at night the sky over the town centre is six times brighter than over Dubový háj. Biologists from the Institute of Landscape Ecology count moths at the same sites: where light pollution is strongest, they catch a third fewer.'),
        bi(`Laboratoř stála 4,2 milionu korun a zapojí se do ní i studenti bakalářského programu Fyzika. ${who(dean('fpv')).cs}, děkan fakulty, ji při otevření označil za místo, kde se měření potká s péčí o krajinu.`, `The laboratory cost CZK 4.2 million, and students of the Physics bachelor’s programme will work in it too. At the opening, the Dean, ${who(dean('fpv')).en}, called it a place where measurement meets care for the landscape.`),
      ),
    }),
  },
  {
    key: 'news/microplastics-grant',
    faculty: 'fpv',
    subject: about('mikroplast|dubá|grant', 'microplastic|river|grant'),
    published: 118,
    write: () => ({
      title: bi('Grant na výzkum mikroplastů v řekách Dubovohorska', 'Grant for research on microplastics in the rivers of the Dubová Hora region'),
      perex: bi('Grantová agentura podpoří tříletý projekt Katedry chemie částkou 7,8 milionu korun.', 'The grant agency supports a three-year project of the Department of Chemistry with CZK 7.8 million.'),
      body: paras(
        bi('Projekt sleduje mikroplasty v řece Dubá a jejích pěti přítocích. Vzorky vody a sedimentů se budou odebírat každý měsíc na čtrnácti místech od pramene po čistírnu odpadních vod.', 'The project follows microplastics in the river Dubá and its five tributaries. Water and sediment samples will be taken every month at fourteen sites from the spring down to the sewage treatment plant.'),
        bi('Grant zaplatí nový infračervený spektrometr a dvě místa pro doktorandy. Výsledky chemici předají povodí a obcím, které rozhodují o úpravách čistíren.', 'The grant pays for a new infrared spectrometer and two doctoral positions. The chemists will hand the results to the river basin authority and to the municipalities that decide on upgrading treatment plants.'),
      ),
    }),
  },
  {
    key: 'news/manuscripts-edition',
    faculty: 'ff',
    subject: about('rukopis|digitální|edic', 'manuscript|digital|edition'),
    published: 76,
    write: () => ({
      title: bi('Digitální edice středověkých rukopisů je volně přístupná', 'Digital edition of medieval manuscripts now freely available'),
      perex: bi('Katedra historie zpřístupnila na webu 38 rukopisů z fondu dubovohorského kláštera.', 'The Department of History has put 38 manuscripts from the Dubová Hora monastery collection online.'),
      body: paras(
        bi('Digitální edice obsahuje snímky všech 4 120 stran rukopisů ve vysokém rozlišení, jejich přepis a komentář. Texty lze prohledávat podle slov, osob a míst.', 'The digital edition contains high-resolution images of all 4,120 pages of the manuscripts, their transcription and a commentary. The texts can be searched by word, person and place.'),
        bi(`Na edici pracovalo šest let dvanáct historiků a studentů Filozofické fakulty ve spolupráci s Univerzitní knihovnou. ${who(OFFICERS.libraryDirector).cs}, ředitel knihovny, připomněl, že originály rukopisů jsou příliš křehké, aby se daly půjčovat.`, `Twelve historians and students of the Faculty of Arts worked on the edition for six years together with the University Library. ${who(OFFICERS.libraryDirector).en}, Director of the Library, noted that the original manuscripts are too fragile to be lent.`),
      ),
    }),
  },
  {
    key: 'news/reading-literacy-study',
    faculty: 'pdf',
    subject: about('čten|žá|studi', 'reading|pupil|study'),
    published: 152,
    write: () => ({
      title: bi('Studie Pedagogické fakulty: čtenářská gramotnost žáků se zlepšuje', 'Faculty of Education study: pupils’ reading literacy is improving'),
      perex: bi('Výzkumníci dva roky sledovali 1 240 žáků čtvrtých tříd z 28 škol regionu.', 'Researchers followed 1,240 fourth-grade pupils from 28 schools in the region for two years.'),
      body: paras(
        bi('Žáci, kteří ve škole čtou každý den alespoň dvacet minut podle vlastního výběru, dosáhli v testu porozumění textu o 11 bodů více než jejich spolužáci. Rozdíl se projevil i u dětí, které doma čtou málo.', 'Pupils who read a book of their own choice for at least twenty minutes every school day scored 11 points higher in the reading comprehension test than their classmates. The difference showed even among children who read little at home.'),
        bi(`Studie čtenářské gramotnosti z Katedry primární pedagogiky vyšla v časopise Pedagogická orientace. ${who(dean('pdf')).cs}, děkan fakulty, uvedl, že výsledky fakulta promítne do praxe studentů učitelství na fakultních školách.`, `The Department of Primary Education study was published in the journal Pedagogická orientace. The Dean, ${who(dean('pdf')).en}, said the faculty will bring the results into its student teachers’ practice at partner schools.`),
      ),
    }),
  },
  {
    key: 'news/open-data-hackathon',
    faculty: 'fie',
    subject: about('hackathon|otevřen|dat', 'hackathon|open|data'),
    published: 94,
    write: () => ({
      title: bi('Studenti informatiky vyhráli hackathon otevřených dat v Brně', 'Informatics students win an open data hackathon in Brno'),
      perex: bi('Čtyřčlenný tým Fakulty informatiky a ekonomie zvítězil mezi 31 týmy s aplikací o dostupnosti lékařů.', 'A four-member team from the Faculty of Informatics and Economics beat 31 teams with an app on the availability of doctors.'),
      body: paras(
        bi('Hackathon otevřených dat veřejné správy trval 48 hodin. Tým spojil otevřená data zdravotních pojišťoven a jízdní řády a jeho aplikace ukazuje, jak dlouho kdo v kraji cestuje k nejbližšímu praktickému lékaři.', 'The open government data hackathon lasted 48 hours. The team joined open data from health insurers with public transport timetables, and its app shows how long it takes anyone in the region to reach the nearest general practitioner.'),
        bi('Studenti Softwarového inženýrství získali 60 000 korun a konzultace s krajským úřadem, který chce aplikaci využít při plánování. Projekt budou rozvíjet v předmětu Týmový projekt.', 'The Software Engineering students won CZK 60,000 and consultations with the regional authority, which wants to use the app for planning. They will develop the project further in the Team Project course.'),
      ),
    }),
  },
  {
    key: 'news/library-exam-hours',
    faculty: null,
    subject: about('knihovn|otevřen|zkouškov', 'library|open|exam'),
    published: (c) => utc(c.startYear, 12, 15),
    write: ({ cal }) => ({
      title: bi('Knihovna prodlužuje otevírací dobu ve zkouškovém období', 'Library extends its opening hours for the examination period'),
      perex: bi(`Od ${day(cal.winterExams.from).cs} do ${day(cal.winterExams.to).cs} budou studovny otevřené denně do 22 hodin.`, `From ${day(cal.winterExams.from).en} to ${day(cal.winterExams.to).en} the reading rooms will be open daily until 10 pm.`),
      body: paras(
        bi(`Univerzitní knihovna v ulici ${ADDRESSES.library.street} bude po celé zkouškové období otevřena ve všední dny od 7 do 22 hodin a o víkendech od 9 do 20 hodin. Studovny nabízejí ${num(NUMBERS.readingRoomSeats).cs} míst, z toho 40 v tichých boxech, které si lze rezervovat na dvě hodiny.`, `The University Library in ${ADDRESSES.library.street} will be open throughout the examination period from 7 am to 10 pm on weekdays and from 9 am to 8 pm at weekends. The reading rooms have ${num(NUMBERS.readingRoomSeats).en} seats, 40 of them in quiet booths that can be booked for two hours.`),
        bi(`Během vánoční přestávky od ${day(cal.christmasBreak.from).cs} do ${day(cal.christmasBreak.to).cs} je knihovna zavřená. ${who(OFFICERS.libraryDirector).cs} doporučuje půjčit si literaturu do té doby; výpůjčky se automaticky prodlouží.`, `During the Christmas break from ${day(cal.christmasBreak.from).en} to ${day(cal.christmasBreak.to).en} the library is closed. ${who(OFFICERS.libraryDirector).en} recommends borrowing books before then; loans are renewed automatically.`),
      ),
    }),
  },
  {
    key: 'news/rector-award',
    faculty: null,
    subject: about('cen|absolvent|rektor', 'award|graduate|rector'),
    published: (c) => addDays(c.graduation, 1),
    write: ({ cal }) => ({
      title: bi(`Cenu rektorky převzalo dvanáct nejlepších absolventů roku ${cal.startYear + 1}`, `Twelve best graduates of ${cal.startYear + 1} receive the Rector’s Award`),
      perex: bi('Ceny za vynikající studijní výsledky a mimořádné závěrečné práce předala rektorka na slavnostní promoci.', 'The Rector presented the awards for excellent results and outstanding theses at the graduation ceremony.'),
      body: paras(
        bi(`Rektorka ${who(U.rector).cs} předala ${day(cal.graduation).cs} v Aule Quercus Cenu rektorky dvanácti absolventům, po třech z každé fakulty. Cena je spojena s odměnou 15 000 Kč.`, `On ${day(cal.graduation).en}, Rector ${who(U.rector).en} presented the Rector’s Award in the Quercus Hall to twelve graduates, three from each faculty. The award comes with CZK 15,000.`),
        bi(`Mezi oceněnými je absolventka Geografie, jejíž diplomová práce zmapovala sucho v lesních porostech Dubovohorska, a absolvent Učitelství matematiky, který navrhl sadu úloh pro žáky s dyskalkulií. Letos univerzita vyřadila ${num(NUMBERS.graduatesLastYear).cs} absolventů.`, `Among the winners are a Geography graduate whose master’s thesis mapped drought in the forests of the Dubová Hora region and a Mathematics Teacher Education graduate who designed a set of exercises for pupils with dyscalculia. This year the university had ${num(NUMBERS.graduatesLastYear).en} graduates.`),
      ),
    }),
  },
  {
    key: 'news/annual-report',
    faculty: null,
    subject: about('výroční zpráv|student|výzkum', 'annual report|student|research'),
    published: (c) => utc(c.startYear + 1, 6, 19),
    write: ({ cal }) => ({
      title: bi(`Výroční zpráva za rok ${cal.startYear} je zveřejněna`, `Annual report for ${cal.startYear} published`),
      perex: bi('Zpráva shrnuje výsledky univerzity ve výuce, ve výzkumu a v hospodaření.', 'The report summarises the university’s results in teaching, research and finances.'),
      body: paras(
        bi(`Podle výroční zprávy za rok ${cal.startYear} studovalo na univerzitě ${num(U.students).cs} studentů, z toho ${num(U.internationalStudents).cs} ze zahraničí, a učilo ${num(U.academicStaff).cs} akademických pracovníků. Univerzita řešila ${num(NUMBERS.researchProjects).cs} výzkumných projektů s rozpočtem ${NUMBERS.researchBudgetMillions} milionů korun.`, `According to the annual report for ${cal.startYear}, the university had ${num(U.students).en} students, ${num(U.internationalStudents).en} of them from abroad, and ${num(U.academicStaff).en} academic staff. It ran ${num(NUMBERS.researchProjects).en} research projects with a budget of CZK ${NUMBERS.researchBudgetMillions} million.`),
        bi(`Zprávu schválil Akademický senát a najdete ji v sekci Dokumenty. Kvestor ${who(U.bursar).cs} uvádí, že univerzita hospodařila s kladným výsledkem.`, `The Academic Senate approved the report, and it is in the Documents section. The Bursar, ${who(U.bursar).en}, reports that the university closed the year with a surplus.`),
      ),
    }),
  },
  {
    key: 'news/erasmus-call',
    faculty: null,
    subject: about('erasmus|výjezd', 'erasmus|abroad'),
    published: (c) => utc(c.startYear, 11, 9),
    write: ({ cal }) => ({
      title: bi('Erasmus+: začíná výběr na studijní výjezdy', 'Erasmus+: selection for study abroad begins'),
      perex: bi(`Studenti se mohou hlásit na semestr u ${NUMBERS.partnerUniversities} partnerských univerzit do konce zimního zkouškového období.`, `Students can apply for a semester at ${NUMBERS.partnerUniversities} partner universities until the end of the winter examination period.`),
      body: paras(
        bi(`Výběrové řízení na výjezdy v akademickém roce ${cal.nextLabel.cs} je otevřené do ${day(cal.winterExams.to).cs}. Loni vyjelo ${NUMBERS.erasmusOutgoing} studentů, nejčastěji do Portugalska, Španělska a Finska.`, `Selection for stays abroad in the ${cal.nextLabel.en} academic year is open until ${day(cal.winterExams.to).en}. Last year ${NUMBERS.erasmusOutgoing} students went abroad, most often to Portugal, Spain and Finland.`),
        bi(`Grant Erasmus+ činí podle země 490 až 690 eur měsíčně. Na otázky odpoví prorektorka pro zahraniční vztahy ${who(OFFICERS.viceRectorInternational).cs} na informační schůzce ve Studentském centru U Pramene.`, `The Erasmus+ grant is 490 to 690 euros a month depending on the country. ${who(OFFICERS.viceRectorInternational).en}, Vice-Rector for International Relations, will answer questions at the information session in the U Pramene Student Centre.`),
      ),
    }),
  },
  {
    key: 'news/merit-scholarships',
    faculty: null,
    subject: about('stipendi|prospěch', 'scholarship|merit'),
    published: (c) => utc(c.startYear, 11, 20),
    write: ({ cal }) => ({
      title: bi('Prospěchová stipendia za minulý rok dostane 436 studentů', 'Merit scholarships for last year go to 436 students'),
      perex: bi(`Stipendia za akademický rok ${cal.startYear - 1}/${cal.startYear} se vyplácejí na účty studentů během prosince.`, `Scholarships for the ${cal.startYear - 1}/${String(cal.startYear).slice(2)} academic year are paid to students’ accounts in December.`),
      body: paras(
        bi('Prospěchové stipendium dostávají studenti se studijním průměrem do 1,5, kteří v daném roce získali alespoň 60 kreditů. Částka je 6 000 Kč při průměru do 1,2 a 4 000 Kč při průměru do 1,5.', 'Merit scholarships go to students with a grade average of up to 1.5 who earned at least 60 credits in the year. The amount is CZK 6,000 for an average up to 1.2 and CZK 4,000 for an average up to 1.5.'),
        bi('Studenti o stipendium nežádají; fakulty je přiznávají podle Stipendijního řádu automaticky. Číslo účtu je třeba mít vyplněné ve studijním informačním systému.', 'Students do not apply; the faculties award the scholarships automatically under the Scholarship Regulations. The bank account number must be filled in in the student information system.'),
      ),
    }),
  },
  {
    key: 'news/halls-new-wing',
    faculty: null,
    subject: about('kolej|lůž|pokoj', 'hall|bed|room'),
    published: (c) => addDays(c.winterTeaching.from, -4),
    write: () => ({
      title: bi('Kolej Na Výšinách má nové křídlo se 120 lůžky', 'Na Výšinách hall of residence gets a new wing with 120 beds'),
      perex: bi(`Koleje univerzity teď nabízejí ${num(NUMBERS.bedsInHalls).cs} lůžek; nové pokoje mají vlastní koupelnu a kuchyňku.`, `The university’s halls now offer ${num(NUMBERS.bedsInHalls).en} beds; the new rooms have their own bathroom and kitchenette.`),
      body: paras(
        bi(`Nové křídlo koleje Na Výšinách, ${ADDRESSES.sports.street}, má 60 dvoulůžkových pokojů, dvě společné studovny a kolárnu. Měsíční cena za lůžko je 4 900 Kč.`, `The new wing of the Na Výšinách hall, ${ADDRESSES.sports.street}, has 60 double rooms, two shared study rooms and a bike store. A bed costs CZK 4,900 a month.`),
        bi('Stavba trvala dvacet měsíců a stála 96 milionů korun, z nichž dvě třetiny pokryla dotace ministerstva školství. První studenti se nastěhují v týdnu před začátkem výuky.', 'Construction took twenty months and cost CZK 96 million, two thirds of it covered by an education ministry grant. The first students move in the week before teaching starts.'),
      ),
    }),
  },
  {
    key: 'news/counselling-workshops',
    faculty: null,
    subject: about('poraden|workshop|stres', 'counselling|workshop|stress'),
    published: (c) => addDays(c.winterTeaching.from, 38),
    write: ({ cal }) => ({
      title: bi('Poradenské centrum nabízí workshopy o zvládání stresu před zkouškami', 'Counselling Centre offers workshops on handling exam stress'),
      perex: bi('Čtyři večerní workshopy pro nejvýše dvanáct účastníků začínají v prosinci, ještě před zkouškovým obdobím.', 'Four evening workshops for up to twelve participants start in December, before the examination period.'),
      body: paras(
        bi(`Workshopy vede psycholožka ${who(OFFICERS.counsellingHead).cs}, vedoucí Poradenského centra. Účastníci se naučí zvládat stres, plánovat učení, zvládat trému u ústní zkoušky a poznat, kdy vyhledat pomoc.`, `The workshops are led by psychologist ${who(OFFICERS.counsellingHead).en}, Head of the Counselling Centre. Participants learn to manage stress, plan their revision, handle nerves at an oral exam and recognise when to seek help.`),
        bi(`Konají se ve Studentském centru U Pramene, ${ADDRESSES.studentCentre.street}, a jsou zdarma. Zimní zkouškové období začíná ${day(cal.winterExams.from).cs}; přihlásit se můžete e-mailem na ${OFFICERS.counsellingHead.email}.`, `They take place in the U Pramene Student Centre, ${ADDRESSES.studentCentre.street}, and are free. The winter examination period starts on ${day(cal.winterExams.from).en}; sign up by e-mail to ${OFFICERS.counsellingHead.email}.`),
      ),
    }),
  },
  {
    key: 'news/shop-collection',
    faculty: null,
    subject: about('obchod|kolekc|mikin', 'shop|collection|sweatshirt'),
    published: 29,
    write: () => ({
      title: bi('Univerzitní obchod má novou kolekci mikin a triček', 'University shop launches a new collection of sweatshirts and T-shirts'),
      perex: bi('Kolekce z biobavlny nese logo univerzity a fakult v jejich barvách.', 'The organic cotton collection carries the logos of the university and its faculties in their colours.'),
      body: paras(
        bi(`Mikiny a trička jsou k dostání v univerzitním obchodě v atriu Hlavní budovy, ${ADDRESSES.main.street}, a v e-shopu. Obchod je otevřený ${U.officeHours.cs}.`, `The sweatshirts and T-shirts are available in the university shop in the atrium of the Main Building, ${ADDRESSES.main.street}, and online. The shop is open ${U.officeHours.en}.`),
        bi('Kolekci navrhli studenti Pedagogické fakulty v předmětu Grafický design. Výtěžek z prodeje mikin podpoří sociální stipendia.', 'Students of the Faculty of Education designed the collection in their Graphic Design course. Proceeds from the sweatshirts support social scholarships.'),
      ),
    }),
  },
  {
    key: 'news/cycle-path',
    faculty: null,
    subject: about('cyklostezk|kamp', 'cycle path|campus'),
    published: 203,
    write: () => ({
      title: bi('Kampus Dubový háj propojí s centrem města nová cyklostezka', 'A new cycle path will link the Dubový háj campus with the town centre'),
      perex: bi('Stezka dlouhá 3,4 kilometru povede od Hlavní budovy přes nádraží až ke kolejím.', 'The 3.4-kilometre path will run from the Main Building past the railway station to the halls of residence.'),
      body: paras(
        bi('Cyklostezku staví město Dubová Hora s příspěvkem univerzity 2,1 milionu korun. Na kampusu přibude 180 krytých stojanů na kola a servisní stojan s nářadím.', 'The town of Dubová Hora is building the cycle path, with CZK 2.1 million from the university. The campus gains 180 covered bike stands and a repair stand with tools.'),
        bi('Stavba začne na jaře a potrvá pět měsíců. Do té doby jezdí na kampus městská linka číslo 7.', 'Construction starts in spring and takes five months. Until then, city bus line 7 runs to the campus.'),
      ),
    }),
  },
  {
    key: 'news/botanical-garden-season',
    faculty: null,
    subject: about('botanick|zahrad', 'botanical|garden'),
    published: (c) => utc(c.startYear + 1, 4, 1),
    write: () => ({
      title: bi('Botanická zahrada zahajuje sezónu', 'Botanical Garden opens for the season'),
      perex: bi('Od dubna do října je zahrada otevřena denně od 9 do 18 hodin.', 'From April to October the garden is open daily from 9 am to 6 pm.'),
      body: paras(
        bi(`Botanická zahrada v ulici ${ADDRESSES.garden.street} pěstuje ${num(NUMBERS.gardenSpecies).cs} druhů rostlin. Letos nově ukazuje sbírku léčivých bylin a záhon rostlin odolných suchu.`, `The Botanical Garden in ${ADDRESSES.garden.street} grows ${num(NUMBERS.gardenSpecies).en} plant species. New this year are a collection of medicinal herbs and a bed of drought-tolerant plants.`),
        bi('Vstupné je 80 Kč, studenti a zaměstnanci univerzity mají vstup volný. O víkendech ve 14 hodin provádějí návštěvníky studenti biologie.', 'Admission is CZK 80; the university’s students and staff go in free. At weekends at 2 pm, biology students give guided tours.'),
      ),
    }),
  },
  {
    key: 'news/lifelong-courses',
    faculty: null,
    subject: about('kurz|celoživotní', 'course|lifelong'),
    published: (c) => addDays(c.summerTeaching.from, -20),
    write: ({ cal }) => ({
      title: bi('Celoživotní vzdělávání: 26 kurzů pro letní semestr', 'Lifelong learning: 26 courses for the summer semester'),
      perex: bi(`Kurzy pro veřejnost začínají s letním semestrem ${day(cal.summerTeaching.from).cs}.`, `Courses for the public start with the summer semester on ${day(cal.summerTeaching.from).en}.`),
      body: paras(
        bi('Nabídka celoživotního vzdělávání zahrnuje večerní kurzy programování v Pythonu, účetnictví pro neúčetní, rétoriky a italštiny i víkendové kurzy terénní ornitologie. Kurzovné je od 1 200 do 4 800 Kč za semestr.', 'The lifelong learning offer includes evening courses in Python programming, accounting for non-accountants, rhetoric and Italian, and weekend courses in field ornithology. Fees range from CZK 1,200 to 4,800 a semester.'),
        bi('Kurzy se konají v budovách fakult a ve Studentském centru U Pramene. Absolventi dostanou osvědčení univerzity.', 'The courses take place in the faculty buildings and the U Pramene Student Centre. Participants who complete a course receive a university certificate.'),
      ),
    }),
  },
  {
    key: 'news/internal-grants',
    faculty: null,
    subject: about('grantov|soutěž|tým', 'grant|competition|team'),
    published: (c) => utc(c.startYear + 1, 3, 12),
    write: () => ({
      title: bi('Interní grantová soutěž podpořila 23 studentských týmů', 'Internal grant competition funds 23 student teams'),
      perex: bi('Týmy doktorandů a studentů magisterských programů si rozdělí 4,6 milionu korun.', 'Teams of doctoral and master’s students share CZK 4.6 million.'),
      body: paras(
        bi(`Do letošní interní grantové soutěže přišlo 61 návrhů projektů. Hodnoticí komise pod vedením prorektora pro vědu a výzkum ${who(OFFICERS.viceRectorResearch).cs} jich doporučila 23.`, `This year’s internal grant competition received 61 project proposals. The evaluation panel chaired by ${who(OFFICERS.viceRectorResearch).en}, Vice-Rector for Research, recommended 23.`),
        bi('Nejvíce podpořených týmů je z Fakulty přírodních věd (sedm), po šesti z Filozofické fakulty a z Fakulty informatiky a ekonomie a čtyři z Pedagogické fakulty. Projekty trvají jeden rok.', 'Most funded teams come from the Faculty of Science (seven), six each from the Faculty of Arts and the Faculty of Informatics and Economics, and four from the Faculty of Education. The projects last one year.'),
      ),
    }),
  },
  {
    key: 'news/tartu-agreement',
    faculty: 'fie',
    subject: about('dohod|tartu', 'agreement|tartu'),
    published: 61,
    write: () => ({
      title: bi('Fakulta informatiky a ekonomie podepsala dohodu o spolupráci s univerzitou v Tartu', 'Faculty of Informatics and Economics signs a cooperation agreement with the University of Tartu'),
      perex: bi('Dohoda otevírá společný magisterský předmět o kybernetické bezpečnosti a výměnu šesti studentů ročně.', 'The agreement opens a joint master’s course on cybersecurity and an exchange of six students a year.'),
      body: paras(
        bi(`Dohodu podepsala v Tartu děkanka ${who(dean('fie')).cs}. Estonská univerzita patří k evropské špičce ve výuce kybernetické bezpečnosti.`, `The Dean, ${who(dean('fie')).en}, signed the agreement in Tartu. The Estonian university is among Europe’s best in teaching cybersecurity.`),
        bi(`Od příštího semestru povedou vyučující obou univerzit společný předmět online a studenti mohou v Tartu strávit semestr v rámci programu Erasmus+. Tartu je tak ${NUMBERS.partnerUniversities}. partnerskou univerzitou.`, `From next semester, teachers from both universities will run a joint course online, and students can spend a semester in Tartu under Erasmus+. Tartu thus becomes partner university number ${NUMBERS.partnerUniversities}.`),
      ),
    }),
  },
  {
    key: 'news/dissertation-award',
    faculty: 'fpv',
    subject: about('disertac|such|les', 'dissertation|drought|forest'),
    published: 171,
    write: () => ({
      title: bi('Doktorandka Fakulty přírodních věd získala cenu za disertaci o suchu v lesích', 'Faculty of Science doctoral graduate wins award for dissertation on drought in forests'),
      perex: bi('Cenu České geografické společnosti dostala Mgr. Tereza Holubová, Ph.D., za práci o suchu v lesních porostech.', 'Mgr. Tereza Holubová, Ph.D., received the Czech Geographical Society award for her work on drought in forest stands.'),
      body: paras(
        bi('Disertace z Katedry geografie spojuje družicové snímky s měřením vlhkosti půdy na 40 plochách v Dubovém háji. Ukazuje, že smrkové porosty ztrácejí vodu o tři týdny dříve než smíšené lesy.', 'The dissertation from the Department of Geography combines satellite images with soil moisture measurements on 40 plots in Dubový háj. It shows that spruce stands lose water three weeks earlier than mixed forests.'),
        bi('Výsledky o suchu v lesích už využívají lesní správci při výběru dřevin pro nové výsadby. Autorka nyní na fakultě pracuje jako postdoktorandka.', 'Forest managers already use the drought findings to choose tree species for new planting. The author now works at the faculty as a postdoctoral researcher.'),
      ),
    }),
  },
  {
    key: 'news/researchers-night-visitors',
    faculty: null,
    subject: about('noc vědců|návštěvní', 'researchers’ night|visitor'),
    published: (c) => addDays(c.researchersNight, 3),
    write: ({ cal }) => ({
      title: bi('Noc vědců navštívilo 3 200 lidí', 'Researchers’ Night draws 3,200 visitors'),
      perex: bi(`Laboratoře a posluchárny byly ${day(cal.researchersNight).cs} otevřené do 23 hodin.`, `Laboratories and lecture halls were open until 11 pm on ${day(cal.researchersNight).en}.`),
      body: paras(
        bi('Největší zájem byl o pozorování noční oblohy z laboratoře světelného znečištění a o chemickou show. Návštěvníci prošli 46 stanovišť ve všech čtyřech fakultách.', 'The biggest draws were watching the night sky from the light pollution laboratory and the chemistry show. Visitors went through 46 stations at all four faculties.'),
        bi('Noc vědců připravilo 210 zaměstnanců a studentů. Univerzita ji pořádá každý rok poslední pátek v září.', 'Researchers’ Night was prepared by 210 staff and students. The university holds it every year on the last Friday of September.'),
      ),
    }),
  },
  {
    key: 'news/graduate-employment',
    faculty: null,
    subject: about('průzkum|absolvent|uplatnění', 'survey|graduat'),
    published: (c) => utc(c.startYear + 1, 2, 20),
    write: () => ({
      title: bi(`Průzkum uplatnění: ${pct(NUMBERS.graduateEmployment).cs} absolventů má do půl roku práci nebo dál studuje`, `Employment survey: ${pct(NUMBERS.graduateEmployment).en} of graduates are working or studying within six months`),
      perex: bi('Průzkum oslovil absolventy posledního ročníku půl roku po promoci.', 'The survey reached last year’s graduates six months after graduation.'),
      body: paras(
        bi(`Z ${num(NUMBERS.graduatesLastYear).cs} absolventů odpovědělo 1 318. Práci nebo další studium mělo do šesti měsíců ${pct(NUMBERS.graduateEmployment).cs} z nich; nejrychleji nacházeli uplatnění absolventi učitelství a informatiky.`, `Of ${num(NUMBERS.graduatesLastYear).en} graduates, 1,318 responded. Within six months ${pct(NUMBERS.graduateEmployment).en} of them had a job or were studying further; teaching and informatics graduates found work fastest.`),
        bi('Dvě třetiny absolventů zůstávají pracovat v kraji. Výsledky průzkumu uplatnění využijí fakulty při úpravách studijních plánů.', 'Two thirds of graduates stay in the region to work. The faculties will use the survey results when revising their curricula.'),
      ),
    }),
  },
  {
    key: 'news/admission-results',
    faculty: null,
    subject: about('přijímací|uchazeč|přijat', 'admission|applicant|admitted'),
    published: (c) => utc(c.startYear, 9, 8),
    write: () => ({
      title: bi('Přijímací řízení: univerzita přijala 6 650 uchazečů', 'Admissions: the university admitted 6,650 applicants'),
      perex: bi(`Z ${num(NUMBERS.applications).cs} přihlášek uspělo ${pct(NUMBERS.admissionRate).cs}.`, `Of ${num(NUMBERS.applications).en} applications, ${pct(NUMBERS.admissionRate).en} succeeded.`),
      body: paras(
        bi(`Do posledního přijímacího řízení přišlo ${num(NUMBERS.applications).cs} přihlášek a fakulty přijaly ${num(NUMBERS.admitted).cs} uchazečů, tedy ${pct(NUMBERS.admissionRate).cs}. Nejvíce přihlášek dostala Pedagogická fakulta, nejvíce uchazečů na jedno místo měl program Psychologie.`, `The last admission round received ${num(NUMBERS.applications).en} applications, and the faculties admitted ${num(NUMBERS.admitted).en} applicants, that is ${pct(NUMBERS.admissionRate).en}. The Faculty of Education received the most applications; Psychology had the most applicants per place.`),
        bi('Přijatí uchazeči se zapíší ke studiu v září na svých fakultách a s novým akademickým rokem je univerzita slavnostně imatrikuluje.', 'Admitted applicants enrol at their faculties in September, and the university holds their matriculation ceremony at the start of the academic year.'),
      ),
    }),
  },
]
