/**
 * The written events: yearly ones fall on their day of the academic calendar, the others a
 * number of days from the seed day (moved to an open day), so a fresh seed always has
 * upcoming events and never one in the Christmas break or on a public holiday.
 */
import { onOrAfter, type AcademicCalendar } from '../calendar.js'
import { FACULTY_FACTS, NUMBERS, OFFICERS, UNIVERSITY, VENUES, type Venue } from '../facts.js'
import { addDays } from '../random.js'
import { about, bi, clock, day, paras, pct, who, type Subject, type Written } from './write.js'

export interface EventContext {
  /** The academic year the event falls in. */
  cal: AcademicCalendar
  /** Its day (UTC midnight). */
  on: Date
}

export interface PackEvent {
  key: string
  faculty: string | null
  subject: Subject
  /** A yearly day of the calendar, or a number of days from the seed day and the weekday it moves to. */
  on: ((c: AcademicCalendar) => Date) | { days: number; weekday: number }
  /** Prague wall-clock start [hour, minute] and length in hours. */
  at: [number, number]
  hours: number
  /** Several-day events: how many days (the same hours each day). */
  days?: number
  venue: Venue
  /** Announced this many days ahead. */
  announce: number
  write: (ctx: EventContext) => Written
}

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d))
const TUE = 2
const WED = 3
const THU = 4
const SAT = 6
const U = UNIVERSITY
const dean = (key: string) => FACULTY_FACTS[key]!.dean

/** "17.00 · Aula Quercus" style opening: when and where, from the event itself. */
const whenWhere = (on: Date, at: [number, number], venue: Venue) =>
  bi(
    `${day(on).cs} od ${clock(...at).cs}, ${venue.place.cs}, ${venue.address.street}.`,
    `${day(on).en} at ${clock(...at).en}, ${venue.place.en}, ${venue.address.street}.`,
  )

export const PACK_EVENTS: PackEvent[] = [
  {
    key: 'event/open-day-university',
    faculty: null,
    subject: about('otevřených dveří|program|přihláš', 'open day|programme|applica'),
    on: (c) => c.openDays[0],
    at: [9, 0],
    hours: 6,
    venue: VENUES.aula,
    announce: 16,
    write: ({ cal, on }) => ({
      title: bi('Den otevřených dveří Univerzity Quercus Fontana', 'Quercus Fontana University Open Day'),
      perex: bi('Přijďte si prohlédnout fakulty, laboratoře a koleje a zeptat se studentů na cokoli.', 'Come and see the faculties, laboratories and halls of residence and ask our students anything.'),
      body: paras(
        whenWhere(on, [9, 0], VENUES.aula),
        bi(`Den otevřených dveří zahájí rektorka ${who(U.rector).cs}. V 10 hodin se program přesouvá na fakulty: prezentace programů, prohlídky laboratoří a poradna k přihlášce. Uzávěrka přihlášek ke studiu je ${day(cal.applicationDeadline).cs}.`, `Rector ${who(U.rector).en} opens the open day. At 10 am the programme moves to the faculties: programme presentations, laboratory tours and help with the application. The application deadline is ${day(cal.applicationDeadline).en}.`),
        bi('Mezi 13. a 15. hodinou provádějí studenti po kolejích Na Výšinách. Registrace není nutná.', 'Between 1 and 3 pm students show visitors round the Na Výšinách halls of residence. No registration is needed.'),
      ),
    }),
  },
  {
    key: 'event/open-day-fie',
    faculty: 'fie',
    subject: about('otevřených dveří|informatik', 'open day|informatics'),
    on: (c) => c.openDays[1],
    at: [9, 0],
    hours: 5,
    venue: VENUES.fie,
    announce: 21,
    write: ({ cal, on }) => ({
      title: bi('Den otevřených dveří Fakulty informatiky a ekonomie', 'Faculty of Informatics and Economics Open Day'),
      perex: bi('Ukázky projektů studentů, zkušební přijímací test a rozhovory s vyučujícími.', 'Student project demos, a practice entrance test and conversations with teachers.'),
      body: paras(
        whenWhere(on, [9, 0], VENUES.fie),
        bi(`Den otevřených dveří fakulty informatiky zahájí děkanka ${who(dean('fie')).cs}. V 10.30 si můžete napsat zkušební přijímací test z matematiky a logiky a ve 12 hodin jej s vyučujícími projít.`, `The Dean, ${who(dean('fie')).en}, opens the informatics open day. At 10.30 am you can take a practice entrance test in mathematics and logic and go through it with teachers at noon.`),
        bi(`Přihlášky ke studiu lze podávat do ${day(cal.applicationDeadline).cs}.`, `Applications can be submitted until ${day(cal.applicationDeadline).en}.`),
      ),
    }),
  },
  {
    key: 'event/graduation-fpv',
    faculty: 'fpv',
    subject: about('promoc|absolvent', 'graduat'),
    on: (c) => c.graduation,
    at: [10, 0],
    hours: 2,
    venue: VENUES.aula,
    announce: 30,
    write: ({ on }) => ({
      title: bi('Promoce absolventů Fakulty přírodních věd', 'Faculty of Science Graduation Ceremony'),
      perex: bi('Slavnostní promoce bakalářů a magistrů v Aule Quercus.', 'The graduation ceremony for bachelor’s and master’s graduates in the Quercus Hall.'),
      body: paras(
        whenWhere(on, [10, 0], VENUES.aula),
        bi(`Absolventům předá diplomy děkan ${who(dean('fpv')).cs}. Promoce trvá asi dvě hodiny; každý absolvent může pozvat čtyři hosty, vstupenky rozdává studijní oddělení.`, `The Dean, ${who(dean('fpv')).en}, presents the diplomas to the graduates. The graduation ceremony lasts about two hours; each graduate may invite four guests, and the student affairs office issues the tickets.`),
      ),
    }),
  },
  {
    key: 'event/graduation-ff',
    faculty: 'ff',
    subject: about('promoc|absolvent', 'graduat'),
    on: (c) => c.graduation,
    at: [14, 0],
    hours: 2,
    venue: VENUES.aula,
    announce: 30,
    write: ({ on }) => ({
      title: bi('Promoce absolventů Filozofické fakulty', 'Faculty of Arts Graduation Ceremony'),
      perex: bi('Odpolední slavnostní promoce absolventů Filozofické fakulty.', 'The afternoon graduation ceremony of the Faculty of Arts.'),
      body: paras(
        whenWhere(on, [14, 0], VENUES.aula),
        bi(`Na promoci předá diplomy děkanka ${who(dean('ff')).cs}. Absolventi se řadí ve 13.30 v předsálí auly; hosté mají místa v galerii.`, `The Dean, ${who(dean('ff')).en}, presents the diplomas. Graduates line up at 1.30 pm in the hall’s foyer; guests are seated in the gallery.`),
      ),
    }),
  },
  {
    key: 'event/matriculation',
    faculty: null,
    subject: about('imatrikul|prvního ročníku', 'matriculation|first-year'),
    on: (c) => c.matriculation,
    at: [10, 0],
    hours: 3,
    venue: VENUES.aula,
    announce: 14,
    write: ({ cal, on }) => ({
      title: bi(`Imatrikulace studentů prvního ročníku ${cal.label.cs}`, `Matriculation of first-year students ${cal.label.en}`),
      perex: bi('Noví studenti slavnostně slíbí dodržovat akademické zásady a převezmou studentské průkazy.', 'New students take the academic pledge and receive their student cards.'),
      body: paras(
        whenWhere(on, [10, 0], VENUES.aula),
        bi(`Imatrikulaci vede rektorka ${who(U.rector).cs} spolu s děkany fakult. Studenti prvního ročníku přicházejí po fakultách ve třech skupinách: v 10, v 11 a ve 12 hodin.`, `Rector ${who(U.rector).en} leads the matriculation with the deans. First-year students come faculty by faculty in three groups: at 10 am, 11 am and noon.`),
      ),
    }),
  },
  {
    key: 'event/researchers-night',
    faculty: null,
    subject: about('noc vědců|laboratoř', 'researchers’ night|laborator'),
    on: (c) => c.researchersNight,
    at: [17, 0],
    hours: 6,
    venue: VENUES.fpv,
    announce: 25,
    write: ({ on }) => ({
      title: bi('Noc vědců', 'Researchers’ Night'),
      perex: bi('Laboratoře a posluchárny se na jeden večer otevřou všem zvědavým, od dětí po seniory.', 'For one evening laboratories and lecture halls open to everyone curious, from children to seniors.'),
      body: paras(
        whenWhere(on, [17, 0], VENUES.fpv),
        bi(`Noc vědců začíná v budově B Fakulty přírodních věd, ${FACULTY_FACTS.fpv!.address.street}, a pokračuje ve všech fakultách až do 23 hodin. Za tmy se z laboratoře světelného znečištění pozoruje obloha.`, `Researchers’ Night begins in Building B of the Faculty of Science, ${FACULTY_FACTS.fpv!.address.street}, and continues at all faculties until 11 pm. After dark, visitors watch the sky from the light pollution laboratory.`),
        bi('Vstup je volný; program pro děti končí ve 20 hodin.', 'Admission is free; the children’s programme ends at 8 pm.'),
      ),
    }),
  },
  {
    key: 'event/career-fair',
    faculty: null,
    subject: about('veletrh|firm', 'fair|compan'),
    on: (c) => onOrAfter(utc(c.startYear, 10, 14), WED),
    at: [10, 0],
    hours: 6,
    venue: VENUES.studentCentre,
    announce: 28,
    write: ({ on }) => ({
      title: bi('Veletrh pracovních příležitostí', 'Career Fair'),
      perex: bi('Šedesát zaměstnavatelů z regionu nabídne stáže, brigády i první zaměstnání.', 'Sixty employers from the region offer internships, part-time jobs and first jobs.'),
      body: paras(
        whenWhere(on, [10, 0], VENUES.studentCentre),
        bi(`Na veletrhu se představí firmy, školy, nemocnice i úřady. V poradenském koutku zkontrolují poradkyně kariérního poradenství životopisy; poradenské centrum vede ${who(OFFICERS.counsellingHead).cs}.`, `Companies, schools, hospitals and public offices exhibit at the fair. In the advice corner, career counsellors check CVs; the counselling centre is led by ${who(OFFICERS.counsellingHead).en}.`),
        bi(`Podle posledního průzkumu má do půl roku po promoci práci nebo dál studuje ${pct(NUMBERS.graduateEmployment).cs} absolventů.`, `According to the latest survey, ${pct(NUMBERS.graduateEmployment).en} of graduates are working or studying further within six months of graduation.`),
      ),
    }),
  },
  {
    key: 'event/entrance-exam-seminar',
    faculty: null,
    subject: about('přijímací zkoušk|příprav', 'entrance exam|prepar'),
    on: (c) => onOrAfter(addDays(c.applicationDeadline, -30), SAT),
    at: [9, 30],
    hours: 3,
    venue: VENUES.libraryHall,
    announce: 21,
    write: ({ cal, on }) => ({
      title: bi('Seminář: jak se připravit na přijímací zkoušku', 'Seminar: preparing for the entrance examination'),
      perex: bi('Ukážeme typové úlohy a poradíme, jak si rozvrhnout přípravu do června.', 'We go through typical tasks and advise on planning your preparation until June.'),
      body: paras(
        whenWhere(on, [9, 30], VENUES.libraryHall),
        bi(`Seminář k přípravě na přijímací zkoušky vede prorektorka pro studium ${who(OFFICERS.viceRectorStudy).cs} s vyučujícími fakult. Přijímací zkoušky se konají od ${day(cal.entranceExams.from).cs} do ${day(cal.entranceExams.to).cs}; přihlášky lze podat do ${day(cal.applicationDeadline).cs}.`, `The seminar on preparing for the entrance examinations is led by ${who(OFFICERS.viceRectorStudy).en}, Vice-Rector for Studies, with faculty teachers. Entrance examinations take place from ${day(cal.entranceExams.from).en} to ${day(cal.entranceExams.to).en}; applications can be submitted until ${day(cal.applicationDeadline).en}.`),
      ),
    }),
  },
  {
    key: 'event/erasmus-session',
    faculty: null,
    subject: about('erasmus|výjezd', 'erasmus|abroad'),
    on: (c) => onOrAfter(utc(c.startYear, 11, 24), TUE),
    at: [16, 0],
    hours: 2,
    venue: VENUES.studentCentre,
    announce: 14,
    write: ({ cal, on }) => ({
      title: bi('Informační schůzka k programu Erasmus+', 'Erasmus+ information session'),
      perex: bi('Kam můžete vyjet, jak se přihlásit a kolik činí grant.', 'Where you can go, how to apply and how much the grant is.'),
      body: paras(
        whenWhere(on, [16, 0], VENUES.studentCentre),
        bi(`Schůzku o výjezdech Erasmus+ vede prorektorka ${who(OFFICERS.viceRectorInternational).cs}. Studenti, kteří se vrátili z Lisabonu, Granady a Turku, vyprávějí o studiu i bydlení. Výběr na výjezdy je otevřený do ${day(cal.winterExams.to).cs}.`, `The Erasmus+ session is led by Vice-Rector ${who(OFFICERS.viceRectorInternational).en}. Students back from Lisbon, Granada and Turku talk about studying and living there. Selection for stays abroad is open until ${day(cal.winterExams.to).en}.`),
      ),
    }),
  },
  {
    key: 'event/sports-day',
    faculty: null,
    subject: about('sportovní|turnaj', 'sports|tournament'),
    on: (c) => onOrAfter(utc(c.startYear + 1, 5, 11), WED),
    at: [9, 0],
    hours: 7,
    venue: VENUES.sports,
    announce: 21,
    write: ({ on }) => ({
      title: bi('Sportovní den univerzity', 'University Sports Day'),
      perex: bi('Turnaje ve volejbalu a florbalu a běh kolem kampusu pro studenty i zaměstnance.', 'Volleyball and floorball tournaments and a campus run for students and staff.'),
      body: paras(
        whenWhere(on, [9, 0], VENUES.sports),
        bi('Sportovní den pořádá Katedra tělesné výchovy Pedagogické fakulty. Turnaje začínají v 9 hodin, běh na 5 kilometrů ve 14 hodin; výuka ten den odpoledne odpadá.', 'The sports day is organised by the Department of Physical Education of the Faculty of Education. Tournaments start at 9 am, the 5-kilometre run at 2 pm; afternoon classes are cancelled that day.'),
      ),
    }),
  },
  {
    key: 'event/childrens-university',
    faculty: null,
    subject: about('dětská univerzita|pokus', 'children’s university|experiment'),
    on: (c) => onOrAfter(utc(c.startYear + 1, 4, 11), SAT),
    at: [9, 0],
    hours: 3,
    venue: VENUES.fpv,
    announce: 21,
    write: ({ on }) => ({
      title: bi('Dětská univerzita: sobotní dopoledne s pokusy', 'Children’s University: a Saturday morning of experiments'),
      perex: bi('Děti od 8 do 12 let si pod vedením studentů chemie a fyziky vyzkoušejí dvanáct pokusů.', 'Children aged 8 to 12 try twelve experiments led by chemistry and physics students.'),
      body: paras(
        whenWhere(on, [9, 0], VENUES.fpv),
        bi('Dětská univerzita má 60 míst a přihlašuje se e-mailem. Pokusy jsou bezpečné, děti dostanou ochranné brýle a na konci diplom malého badatele.', 'The Children’s University has 60 places; sign up by e-mail. The experiments are safe; children get safety goggles and, at the end, a young researcher’s diploma.'),
      ),
    }),
  },
  {
    key: 'event/advent-concert',
    faculty: null,
    subject: about('koncert|sbor', 'concert|choir'),
    on: (c) => onOrAfter(utc(c.startYear, 12, 9), THU),
    at: [19, 0],
    hours: 2,
    venue: VENUES.aula,
    announce: 21,
    write: ({ on }) => ({
      title: bi('Adventní koncert univerzitního sboru', 'University Choir Advent Concert'),
      perex: bi('Sbor Quercus zazpívá Rybovu Českou mši vánoční.', 'The Quercus Choir performs Ryba’s Czech Christmas Mass.'),
      body: paras(
        whenWhere(on, [19, 0], VENUES.aula),
        bi('Koncert sboru Quercus řídí sbormistr Katedry hudební výchovy. Vstupné je dobrovolné a výtěžek podpoří sociální stipendia.', 'The Quercus Choir concert is conducted by the choirmaster of the Department of Music Education. Admission is by donation, and the proceeds support social scholarships.'),
      ),
    }),
  },
  {
    key: 'event/lecture-light-pollution',
    faculty: 'fpv',
    subject: about('světeln|znečištění|přednášk', 'light|pollution|lecture'),
    on: { days: 9, weekday: TUE },
    at: [17, 0],
    hours: 2,
    venue: VENUES.libraryHall,
    announce: 20,
    write: ({ on }) => ({
      title: bi('Veřejná přednáška: kam zmizela tma? Světelné znečištění nad Dubovou Horou', 'Public lecture: where has the dark gone? Light pollution over Dubová Hora'),
      perex: bi('Fyzici z nové laboratoře ukážou, co měří jejich čidla a co s nočním světlem může udělat každá obec.', 'Physicists from the new laboratory show what their sensors measure and what any town can do about light at night.'),
      body: paras(
        whenWhere(on, [17, 0], VENUES.libraryHall),
        bi('Přednášku o světelném znečištění vede doc. RNDr. Marek Kadlec, Ph.D., z Katedry fyziky. Vysvětlí, proč je obloha nad centrem města šestkrát jasnější než nad Dubovým hájem a jak stínění lamp šetří hmyz i peníze.', 'The lecture on light pollution is given by doc. RNDr. Marek Kadlec, Ph.D., of the Department of Physics. He explains why the sky over the town centre is six times brighter than over Dubový háj and how shielded street lamps spare insects and money.'),
        bi('Vstup je volný, přednáška trvá 90 minut včetně diskuse.', 'Admission is free; the lecture lasts 90 minutes including discussion.'),
      ),
    }),
  },
  {
    key: 'event/defence-fpv',
    faculty: 'fpv',
    subject: about('obhajob|disertač', 'defence|dissertation'),
    on: { days: 16, weekday: WED },
    at: [13, 0],
    hours: 2,
    venue: VENUES.fpv,
    announce: 14,
    write: ({ on }) => ({
      title: bi('Obhajoba disertační práce: mikroplasty v sedimentech řeky Dubé', 'Dissertation defence: microplastics in the sediments of the river Dubá'),
      perex: bi('Mgr. Jakub Pokorný obhajuje disertaci v programu Ekologie. Obhajoba je veřejná.', 'Mgr. Jakub Pokorný defends his dissertation in the Ecology programme. The defence is public.'),
      body: paras(
        whenWhere(on, [13, 0], VENUES.fpv),
        bi('Disertační práce popisuje, kolik mikroplastů se usazuje v sedimentech řeky Dubé pod čistírnami odpadních vod. Obhajoba se koná před oborovou radou programu Ekologie; oponenty jsou odborníci z Prahy a Brna.', 'The dissertation describes how much microplastic settles in the sediments of the river Dubá below sewage treatment plants. The defence is held before the Ecology programme board, with examiners from Prague and Brno.'),
      ),
    }),
  },
  {
    key: 'event/defence-ff',
    faculty: 'ff',
    subject: about('obhajob|disertač|nářečí', 'defence|dissertation|dialect'),
    on: { days: -38, weekday: THU },
    at: [10, 0],
    hours: 2,
    venue: VENUES.ff,
    announce: 14,
    write: ({ on }) => ({
      title: bi('Obhajoba disertační práce: nářečí Dubovohorska ve 20. století', 'Dissertation defence: the dialects of the Dubová Hora region in the 20th century'),
      perex: bi('Mgr. Lucie Vlčková obhajuje disertaci v programu Český jazyk. Obhajoba je veřejná.', 'Mgr. Lucie Vlčková defends her dissertation in the Czech Language programme. The defence is public.'),
      body: paras(
        whenWhere(on, [10, 0], VENUES.ff),
        bi('Disertace porovnává nahrávky nářečí ze 60. let s rozhovory, které autorka natočila ve dvanácti obcích regionu. Obhajoba disertační práce se koná před oborovou radou Katedry bohemistiky.', 'The dissertation compares dialect recordings from the 1960s with interviews the author recorded in twelve villages of the region. The dissertation defence takes place before the Department of Czech Studies programme board.'),
      ),
    }),
  },
  {
    key: 'event/grant-workshop',
    faculty: null,
    subject: about('grantov|workshop|žádost', 'grant|workshop|proposal'),
    on: { days: 23, weekday: THU },
    at: [9, 0],
    hours: 4,
    venue: VENUES.libraryHall,
    announce: 21,
    write: ({ on }) => ({
      title: bi('Workshop psaní grantových žádostí', 'Grant proposal writing workshop'),
      perex: bi('Praktický workshop pro doktorandy a mladé vědce před uzávěrkou interní grantové soutěže.', 'A hands-on workshop for doctoral students and early-career researchers before the internal grant competition closes.'),
      body: paras(
        whenWhere(on, [9, 0], VENUES.libraryHall),
        bi(`Workshop vede prorektor pro vědu a výzkum ${who(OFFICERS.viceRectorResearch).cs} s pracovníky grantového oddělení. Účastníci si přinesou rozpracovanou žádost a během čtyř hodin ji projdou: cíle, metody, rozpočet a harmonogram.`, `The workshop is led by ${who(OFFICERS.viceRectorResearch).en}, Vice-Rector for Research, with the grant office staff. Participants bring a draft proposal and work through it in four hours: aims, methods, budget and timeline.`),
      ),
    }),
  },
  {
    key: 'event/photo-exhibition',
    faculty: 'ff',
    subject: about('výstav|fotografi|venkov', 'exhibition|photograph|rural'),
    on: { days: 30, weekday: WED },
    at: [18, 0],
    hours: 2,
    venue: VENUES.studentCentre,
    announce: 18,
    write: ({ on }) => ({
      title: bi('Vernisáž výstavy Venkovské domy Dubovohorska na fotografiích', 'Exhibition opening: rural houses of the Dubová Hora region in photographs'),
      perex: bi('Studenti muzeologie vystavují 54 fotografií venkovské architektury ze sbírek Filozofické fakulty.', 'Museology students exhibit 54 photographs of rural architecture from the Faculty of Arts collections.'),
      body: paras(
        whenWhere(on, [18, 0], VENUES.studentCentre),
        bi('Výstava ukazuje venkovské domy na fotografiích z let 1920–1980 vedle snímků týchž míst z letošního roku. Připravili ji studenti Ústavu archeologie a muzeologie; potrvá šest týdnů.', 'The exhibition shows rural houses in photographs from 1920–1980 next to pictures of the same places taken this year. Students of the Institute of Archaeology and Museology prepared it; it runs for six weeks.'),
      ),
    }),
  },
  {
    key: 'event/circular-economy-conference',
    faculty: 'fie',
    subject: about('konferenc|cirkulární', 'conference|circular'),
    on: { days: -62, weekday: WED },
    at: [9, 0],
    hours: 8,
    days: 2,
    venue: VENUES.fie,
    announce: 45,
    write: ({ on }) => ({
      title: bi('Konference Cirkulární ekonomika v regionech', 'Conference: the circular economy in the regions'),
      perex: bi('Dvoudenní konference pro výzkumníky, obce a firmy o tom, jak v regionu méně vyhazovat.', 'A two-day conference for researchers, municipalities and businesses on wasting less in the region.'),
      body: paras(
        whenWhere(on, [9, 0], VENUES.fie),
        bi('Konferenci o cirkulární ekonomice pořádá Katedra ekonomie. Zazní 32 příspěvků, mezi nimi výsledky projektu opravárenských dílen v pěti obcích kraje. Konferenční poplatek je 1 500 Kč, studenti platí polovinu.', 'The circular economy conference is organised by the Department of Economics. There are 32 talks, among them the results of a project on repair workshops in five towns of the region. The fee is CZK 1,500; students pay half.'),
      ),
    }),
  },
  {
    key: 'event/lecture-manuscripts',
    faculty: 'ff',
    subject: about('přednášk|rukopis', 'lecture|manuscript'),
    on: { days: -24, weekday: TUE },
    at: [17, 0],
    hours: 2,
    venue: VENUES.libraryHall,
    announce: 21,
    write: ({ on }) => ({
      title: bi('Veřejná přednáška: co prozradí středověké rukopisy', 'Public lecture: what medieval manuscripts reveal'),
      perex: bi('Historici představí digitální edici 38 rukopisů dubovohorského kláštera.', 'Historians present the digital edition of 38 manuscripts from the Dubová Hora monastery.'),
      body: paras(
        whenWhere(on, [17, 0], VENUES.libraryHall),
        bi('Přednáška ukáže, jak se rukopisy digitalizují a co se z poznámek na jejich okrajích dozvídáme o životě v klášteře. Přednáší tým Katedry historie, vstup je volný.', 'The lecture shows how the manuscripts are digitised and what notes in their margins tell us about life in the monastery. The Department of History team speaks; admission is free.'),
      ),
    }),
  },
  {
    key: 'event/maths-teachers-workshop',
    faculty: 'pdf',
    subject: about('matemati|učitel|workshop', 'mathemati|teacher|workshop'),
    on: { days: 44, weekday: SAT },
    at: [9, 0],
    hours: 5,
    venue: VENUES.pdf,
    announce: 30,
    write: ({ on }) => ({
      title: bi('Workshop pro učitele: matematická gramotnost na prvním stupni', 'Workshop for teachers: mathematical literacy in primary school'),
      perex: bi('Sobotní workshop pro učitele prvního stupně s úlohami, které si odnesou do hodin.', 'A Saturday workshop for primary teachers with exercises to take into their lessons.'),
      body: paras(
        whenWhere(on, [9, 0], VENUES.pdf),
        bi(`Workshop o matematické gramotnosti vede Katedra matematiky a didaktiky. Učitelé vyzkoušejí 20 úloh s obrázky a stavebnicemi a dostanou je v tištěné sbírce. Workshop je akreditovaný jako další vzdělávání pedagogů a stojí 600 Kč. Záštitu převzal děkan ${who(dean('pdf')).cs}.`, `The mathematical literacy workshop is run by the Department of Mathematics and Didactics. Teachers try 20 exercises with pictures and building blocks and get them as a printed collection. The workshop is accredited as in-service teacher training and costs CZK 600. The Dean, ${who(dean('pdf')).en}, is its patron.`),
      ),
    }),
  },
  {
    key: 'event/lecture-machine-learning',
    faculty: 'fie',
    subject: about('přednášk|strojov|učení', 'lecture|machine|learning'),
    on: { days: 58, weekday: TUE },
    at: [17, 0],
    hours: 2,
    venue: VENUES.fie,
    announce: 21,
    write: ({ on }) => ({
      title: bi('Veřejná přednáška: strojové učení bez tajemství', 'Public lecture: machine learning demystified'),
      perex: bi('Jak se počítač učí z příkladů a kde se při tom mýlí, vysvětleno bez vzorců.', 'How a computer learns from examples and where it goes wrong, explained without formulas.'),
      body: paras(
        whenWhere(on, [17, 0], VENUES.fie),
        bi('Přednáška Katedry informatiky o strojovém učení ukáže na příkladech z regionu, jak model předpovídá zpoždění autobusů a proč se mu nedá slepě věřit. Vstup je volný, přednáška je vhodná i pro studenty středních škol.', 'The Department of Computer Science lecture on machine learning uses local examples to show how a model predicts bus delays and why it cannot be trusted blindly. Admission is free; secondary school students are welcome.'),
      ),
    }),
  },
  {
    key: 'event/senate-upcoming',
    faculty: null,
    subject: about('senát|zasedání', 'senate|meeting'),
    on: { days: 20, weekday: WED },
    at: [14, 0],
    hours: 3,
    venue: VENUES.senateRoom,
    announce: 14,
    write: ({ on }) => ({
      title: bi(`Zasedání Akademického senátu ${day(on).cs}`, `Academic Senate meeting, ${day(on).en}`),
      perex: bi('Senát projedná rozpočet univerzity na příští rok. Zasedání je veřejné.', 'The Senate discusses the university’s budget for next year. The meeting is public.'),
      body: paras(
        whenWhere(on, [14, 0], VENUES.senateRoom),
        bi(`Na programu zasedání senátu je návrh rozpočtu, který předloží kvestor ${who(U.bursar).cs}, a změna Stipendijního řádu. Zápis ze zasedání bude zveřejněn v sekci Dokumenty do sedmi dnů.`, `The Senate meeting agenda includes the draft budget presented by the Bursar, ${who(U.bursar).en}, and an amendment to the Scholarship Regulations. The minutes will be published in the Documents section within seven days.`),
      ),
    }),
  },
]

/** Past senate meetings whose minutes the document library holds (days before the seed day, a Wednesday). */
export const SENATE_MEETINGS = [{ days: -36, weekday: WED }, { days: -97, weekday: WED }, { days: -160, weekday: WED }, { days: -235, weekday: WED }] as const
