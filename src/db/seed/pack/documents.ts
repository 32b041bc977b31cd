/**
 * The written document library: regulations, plans, reports, guides and senate minutes, each
 * about its title and stating dates, amounts and numbers as the fact base and the academic
 * calendar do. The PDF files are laid out from these sections.
 */
import type { DocumentKind } from '../../schema.js'
import type { AcademicCalendar } from '../calendar.js'
import { ADDRESSES, FACULTY_FACTS, NUMBERS, OFFICERS, UNIVERSITY, fullName } from '../facts.js'
import { about, bi, day, num, pct, type Bi, type Subject } from './write.js'

export interface DocumentContext {
  /** The academic year the document was issued in. */
  cal: AcademicCalendar
  issued: Date
  /** Minutes only: the day of the meeting they record. */
  meeting?: Date
}

export interface PackDocument {
  key: string
  kind: DocumentKind
  faculty: string | null
  subject: Subject
  /** Issued on a yearly day of the calendar (the latest before the seed day), days before it, or (minutes) after a meeting. */
  issued: ((c: AcademicCalendar) => Date) | number | { meeting: number }
  /** A yearly document (issued on a calendar day): how many years of it the library keeps, the latest first. */
  years?: number
  write: (ctx: DocumentContext) => { title: Bi; description: Bi; sections: Array<{ heading: Bi; paragraphs: Bi[] }> }
}

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d))
const U = UNIVERSITY
const s = (heading: Bi, ...paragraphs: Bi[]) => ({ heading, paragraphs })

export const PACK_DOCUMENTS: PackDocument[] = [
  {
    key: 'document/study-regulations',
    kind: 'regulation',
    faculty: null,
    subject: about('studijní a zkušební řád|zkoušk|kredit', 'study and examination regulations|exam|credit'),
    issued: (c) => utc(c.startYear, 6, 15),
    write: () => ({
      title: bi('Studijní a zkušební řád', 'Study and Examination Regulations'),
      description: bi('Studijní a zkušební řád upravuje průběh studia, kredity, zkoušky a státní závěrečné zkoušky. Platí pro studenty všech bakalářských a magisterských programů.', 'The study and examination regulations govern the course of study, credits, examinations and final state examinations. They apply to students of all bachelor’s and master’s programmes.'),
      sections: [
        s(bi('Akademický rok', 'The academic year'), bi('Akademický rok začíná 1. září a dělí se na zimní a letní semestr. Každý semestr má období výuky a zkouškové období; jejich data stanoví harmonogram akademického roku.', 'The academic year begins on 1 September and is divided into a winter and a summer semester. Each semester has a teaching period and an examination period, whose dates are set by the academic calendar.')),
        s(bi('Kredity a zápis předmětů', 'Credits and course registration'), bi('Za úspěšně ukončený předmět získá student kredity; jeden kredit odpovídá 25 až 30 hodinám práce. Pro postup do dalšího roku je třeba získat alespoň 40 kreditů za rok, standardní zátěž je 60 kreditů.', 'A student earns credits for each course completed; one credit corresponds to 25 to 30 hours of work. Progressing to the next year requires at least 40 credits a year; the standard load is 60 credits.')),
        s(bi('Zkoušky a opravné termíny', 'Examinations and resits'), bi('Ke zkoušce z každého předmětu má student řádný a dva opravné termíny. Výsledek zkoušky zapíše zkoušející do informačního systému do tří pracovních dnů.', 'For each course a student has a regular examination date and two resits. The examiner records the result in the information system within three working days.')),
        s(bi('Státní závěrečná zkouška', 'The final state examination'), bi('Studium končí státní závěrečnou zkouškou, jejíž součástí je obhajoba bakalářské nebo diplomové práce. Zkouška se koná před komisí nejméně tří členů.', 'Studies end with the final state examination, which includes the defence of the bachelor’s or master’s thesis. It is held before a board of at least three members.')),
      ],
    }),
  },
  {
    key: 'document/scholarship-regulations',
    kind: 'regulation',
    faculty: null,
    subject: about('stipendi', 'scholarship'),
    issued: (c) => utc(c.startYear, 6, 15),
    write: () => ({
      title: bi('Stipendijní řád', 'Scholarship Regulations'),
      description: bi('Stipendijní řád stanoví druhy stipendií, podmínky jejich přiznání a výplaty. Upravuje prospěchová, sociální a ubytovací stipendia.', 'The scholarship regulations set out the types of scholarships and the conditions for awarding and paying them. They cover merit, social and accommodation scholarships.'),
      sections: [
        s(bi('Prospěchové stipendium', 'Merit scholarship'), bi('Prospěchové stipendium se přiznává studentům se studijním průměrem do 1,5, kteří za akademický rok získali alespoň 60 kreditů. Činí 6 000 Kč při průměru do 1,2 a 4 000 Kč při průměru do 1,5; student o ně nežádá.', 'A merit scholarship is awarded to students with a grade average of up to 1.5 who earned at least 60 credits in the academic year. It is CZK 6,000 for an average up to 1.2 and CZK 4,000 for an average up to 1.5; students do not apply for it.')),
        s(bi('Sociální stipendium', 'Social scholarship'), bi('Sociální stipendium náleží studentům z rodin s nárokem na přídavek na dítě. Vyplácí se deset měsíců v roce ve výši 3 970 Kč měsíčně na základě žádosti.', 'A social scholarship is paid to students from families entitled to child benefit. On application, it is paid for ten months a year at CZK 3,970 a month.')),
        s(bi('Ubytovací stipendium', 'Accommodation scholarship'), bi('Ubytovací stipendium dostávají studenti prezenční formy s trvalým bydlištěm mimo okres Dubová Hora. Vyplácí se dvakrát ročně.', 'An accommodation scholarship goes to full-time students whose permanent address is outside the Dubová Hora district. It is paid twice a year.')),
        s(bi('Výplata stipendií', 'Payment of scholarships'), bi('Stipendia se vyplácejí bezhotovostně na účet, který student uvede ve studijním informačním systému. O přiznání rozhoduje děkan fakulty.', 'Scholarships are paid by bank transfer to the account the student enters in the student information system. The dean of the faculty decides on the award.')),
      ],
    }),
  },
  {
    key: 'document/academic-calendar',
    years: 3,
    kind: 'plan',
    faculty: null,
    subject: about('harmonogram|semestr|zkouškové', 'calendar|semester|exam'),
    issued: (c) => utc(c.startYear, 5, 20),
    write: ({ cal }) => ({
      title: bi(`Harmonogram akademického roku ${cal.label.cs}`, `Academic Calendar ${cal.label.en}`),
      description: bi(`Harmonogram akademického roku ${cal.label.cs} uvádí začátky a konce semestrů, zkouškových období a prázdnin. Najdete v něm také uzávěrku přihlášek, dny otevřených dveří a promoce.`, `The academic calendar for ${cal.label.en} gives the start and end of the semesters, examination periods and holidays. It also lists the application deadline, the open days and graduation.`),
      sections: [
        s(bi('Zimní semestr', 'Winter semester'), bi(`Výuka v zimním semestru probíhá od ${day(cal.winterTeaching.from).cs} do ${day(cal.winterTeaching.to).cs}. Vánoční přestávka trvá od ${day(cal.christmasBreak.from).cs} do ${day(cal.christmasBreak.to).cs}; zkouškové období je od ${day(cal.winterExams.from).cs} do ${day(cal.winterExams.to).cs}.`, `Winter semester teaching runs from ${day(cal.winterTeaching.from).en} to ${day(cal.winterTeaching.to).en}. The Christmas break lasts from ${day(cal.christmasBreak.from).en} to ${day(cal.christmasBreak.to).en}; the examination period is from ${day(cal.winterExams.from).en} to ${day(cal.winterExams.to).en}.`)),
        s(bi('Letní semestr', 'Summer semester'), bi(`Výuka v letním semestru probíhá od ${day(cal.summerTeaching.from).cs} do ${day(cal.summerTeaching.to).cs}, zkouškové období od ${day(cal.summerExams.from).cs} do ${day(cal.summerExams.to).cs}. Státní závěrečné zkoušky se konají od ${day(cal.finalExams.from).cs} do ${day(cal.finalExams.to).cs}.`, `Summer semester teaching runs from ${day(cal.summerTeaching.from).en} to ${day(cal.summerTeaching.to).en}, the examination period from ${day(cal.summerExams.from).en} to ${day(cal.summerExams.to).en}. Final state examinations take place from ${day(cal.finalExams.from).en} to ${day(cal.finalExams.to).en}.`)),
        s(bi('Přijímací řízení', 'Admissions'), bi(`Dny otevřených dveří jsou ${day(cal.openDays[0]).cs} a ${day(cal.openDays[1]).cs}. Uzávěrka přihlášek ke studiu v akademickém roce ${cal.nextLabel.cs} je ${day(cal.applicationDeadline).cs}; přijímací zkoušky se konají od ${day(cal.entranceExams.from).cs} do ${day(cal.entranceExams.to).cs}.`, `The open days are on ${day(cal.openDays[0]).en} and ${day(cal.openDays[1]).en}. The application deadline for study in ${cal.nextLabel.en} is ${day(cal.applicationDeadline).en}; entrance examinations take place from ${day(cal.entranceExams.from).en} to ${day(cal.entranceExams.to).en}.`)),
        s(bi('Slavnostní akty a prázdniny', 'Ceremonies and holidays'), bi(`Imatrikulace prvního ročníku je ${day(cal.matriculation).cs}, promoce ${day(cal.graduation).cs}. Letní prázdniny trvají od ${day(cal.summerHolidays.from).cs} do ${day(cal.summerHolidays.to).cs}.`, `Matriculation of first-year students is on ${day(cal.matriculation).en}, graduation on ${day(cal.graduation).en}. The summer holidays last from ${day(cal.summerHolidays.from).en} to ${day(cal.summerHolidays.to).en}.`)),
      ],
    }),
  },
  {
    key: 'document/admission-rules',
    kind: 'regulation',
    faculty: null,
    subject: about('přijímací|přihlášk', 'admission|applica'),
    issued: (c) => utc(c.startYear, 10, 20),
    write: ({ cal }) => ({
      title: bi(`Pravidla přijímacího řízení pro akademický rok ${cal.nextLabel.cs}`, `Admission Rules for the ${cal.nextLabel.en} Academic Year`),
      description: bi(`Pravidla přijímacího řízení pro akademický rok ${cal.nextLabel.cs} stanoví uzávěrku přihlášek, podobu přijímacích zkoušek a podmínky přijetí. Popisují také prominutí zkoušky a odvolání.`, `The admission rules for ${cal.nextLabel.en} set out the application deadline, the form of the entrance examinations and the conditions of admission. They also describe exemptions and appeals.`),
      sections: [
        s(bi('Přihláška a poplatek', 'Application and fee'), bi(`Přihlášku lze podat pouze elektronicky, a to do ${day(cal.applicationDeadline).cs}. Poplatek za přihlášku je 690 Kč a musí být uhrazen do téhož dne.`, `Applications can only be made online, by ${day(cal.applicationDeadline).en}. The application fee is CZK 690 and must be paid by the same day.`)),
        s(bi('Přijímací zkoušky', 'Entrance examinations'), bi(`Přijímací zkoušky se konají od ${day(cal.entranceExams.from).cs} do ${day(cal.entranceExams.to).cs} v budovách fakult. Pozvánku s časem a místem dostane uchazeč e-mailem nejméně 14 dní předem.`, `Entrance examinations take place from ${day(cal.entranceExams.from).en} to ${day(cal.entranceExams.to).en} in the faculty buildings. Applicants receive an invitation with the time and place by e-mail at least 14 days in advance.`)),
        s(bi('Prominutí zkoušky', 'Exemption'), bi('Uchazečům s průměrem do 1,5 ze střední školy může fakulta přijímací zkoušku prominout. Podmínky jednotlivých programů uvádí katalog programů.', 'The faculty may exempt applicants with a secondary school average up to 1.5 from the entrance examination. The catalogue lists the conditions of each programme.')),
        s(bi('Výsledky a odvolání', 'Results and appeals'), bi(`V posledním přijímacím řízení bylo z ${num(NUMBERS.applications).cs} přihlášek přijato ${num(NUMBERS.admitted).cs} uchazečů (${pct(NUMBERS.admissionRate).cs}). Proti rozhodnutí o nepřijetí se lze odvolat do 30 dnů od jeho doručení.`, `In the last admission round ${num(NUMBERS.admitted).en} of ${num(NUMBERS.applications).en} applicants were admitted (${pct(NUMBERS.admissionRate).en}). An applicant may appeal against rejection within 30 days of receiving the decision.`)),
      ],
    }),
  },
  {
    key: 'document/annual-report',
    kind: 'report',
    faculty: null,
    subject: about('výroční zpráv|student', 'annual report|student'),
    issued: (c) => utc(c.startYear + 1, 6, 19),
    write: ({ cal }) => ({
      title: bi(`Výroční zpráva o činnosti za rok ${cal.startYear}`, `Annual Report ${cal.startYear}`),
      description: bi(`Výroční zpráva o činnosti shrnuje výsledky roku ${cal.startYear} ve výuce, ve výzkumu a v hospodaření. Obsahuje počty studentů a absolventů, přehled projektů a hospodářský výsledek.`, `The annual report summarises the results of ${cal.startYear} in teaching, research and finances. It includes the numbers of students and graduates, an overview of projects and the financial result.`),
      sections: [
        s(bi('Studenti a absolventi', 'Students and graduates'), bi(`Univerzita měla ${num(U.students).cs} studentů, z toho ${num(U.internationalStudents).cs} zahraničních, a ${num(NUMBERS.graduatesLastYear).cs} absolventů. Z ${num(NUMBERS.applications).cs} přihlášek bylo přijato ${pct(NUMBERS.admissionRate).cs} uchazečů.`, `The university had ${num(U.students).en} students, ${num(U.internationalStudents).en} of them international, and ${num(NUMBERS.graduatesLastYear).en} graduates. Of ${num(NUMBERS.applications).en} applications, ${pct(NUMBERS.admissionRate).en} were successful.`)),
        s(bi('Zaměstnanci', 'Staff'), bi(`Na univerzitě působilo ${num(U.academicStaff).cs} akademických a ${num(U.otherStaff).cs} ostatních zaměstnanců.`, `The university employed ${num(U.academicStaff).en} academic and ${num(U.otherStaff).en} other staff.`)),
        s(bi('Výzkum', 'Research'), bi(`Univerzita řešila ${num(NUMBERS.researchProjects).cs} výzkumných projektů s rozpočtem ${NUMBERS.researchBudgetMillions} milionů korun. Nově otevřela laboratoř pro výzkum světelného znečištění.`, `The university ran ${num(NUMBERS.researchProjects).en} research projects with a budget of CZK ${NUMBERS.researchBudgetMillions} million. It opened a new laboratory for light pollution research.`)),
        s(bi('Mezinárodní spolupráce', 'International cooperation'), bi(`Univerzita spolupracovala se ${NUMBERS.partnerUniversities} partnerskými univerzitami a v programu Erasmus+ vyslala ${NUMBERS.erasmusOutgoing} studentů.`, `The university worked with ${NUMBERS.partnerUniversities} partner universities and sent ${NUMBERS.erasmusOutgoing} students abroad under Erasmus+.`)),
      ],
    }),
  },
  {
    key: 'document/accommodation-prices',
    kind: 'guide',
    faculty: null,
    subject: about('ubytování|kolej|lůž', 'accommodation|hall|bed'),
    issued: (c) => utc(c.startYear, 7, 15),
    write: () => ({
      title: bi('Ceník ubytování na kolejích', 'Accommodation Price List'),
      description: bi(`Ceník ubytování na kolejích uvádí měsíční ceny lůžek podle typu pokoje. Koleje univerzity mají celkem ${num(NUMBERS.bedsInHalls).cs} lůžek.`, `The accommodation price list gives the monthly price of a bed by room type. The university’s halls have ${num(NUMBERS.bedsInHalls).en} beds in all.`),
      sections: [
        s(bi('Kolej Na Výšinách', 'Na Výšinách hall'), bi(`Kolej Na Výšinách, ${ADDRESSES.sports.street}: lůžko ve dvoulůžkovém pokoji s vlastní koupelnou v novém křídle 4 900 Kč měsíčně, ve starší části se sdíleným sociálním zařízením 3 600 Kč měsíčně.`, `Na Výšinách hall, ${ADDRESSES.sports.street}: a bed in a double room with its own bathroom in the new wing CZK 4,900 a month; in the older part with shared facilities CZK 3,600 a month.`)),
        s(bi('Kauce a poplatky', 'Deposit and fees'), bi('Při nástupu se skládá kauce 5 000 Kč, vrácená při odchodu. Místo v kolárně je zdarma, parkovací místo stojí 600 Kč měsíčně.', 'A deposit of CZK 5,000 is paid on moving in and returned on leaving. A place in the bike store is free; a parking space costs CZK 600 a month.')),
        s(bi('Krátkodobé ubytování hostů', 'Short stays for guests'), bi('Hosté studentů a zaměstnanců mohou na koleji přespat za 450 Kč za noc, nejvýše na sedm nocí.', 'Guests of students and staff can stay overnight in the hall for CZK 450 a night, for up to seven nights.')),
      ],
    }),
  },
  {
    key: 'document/senate-rules',
    kind: 'regulation',
    faculty: null,
    subject: about('senát|zasedání|usnesení', 'senate|meeting|resolution'),
    issued: 700,
    write: () => ({
      title: bi('Jednací řád Akademického senátu', 'Rules of Procedure of the Academic Senate'),
      description: bi('Jednací řád Akademického senátu upravuje svolávání zasedání, hlasování a zveřejňování usnesení. Stanoví také práva členů senátu a hostů.', 'The rules of procedure of the Academic Senate govern how meetings are called, how votes are taken and how resolutions are published. They also set out the rights of senators and guests.'),
      sections: [
        s(bi('Složení senátu', 'Membership'), bi('Akademický senát má 24 členů: 16 zástupců akademických pracovníků a 8 zástupců studentů, po šesti z každé fakulty. Funkční období je tři roky.', 'The Academic Senate has 24 members: 16 representatives of academic staff and 8 of students, six from each faculty. The term of office is three years.')),
        s(bi('Zasedání', 'Meetings'), bi('Senát zasedá nejméně jednou za dva měsíce v době výuky, zpravidla ve středu od 14 hodin v zasedací místnosti senátu v Hlavní budově. Zasedání jsou veřejná.', 'The Senate meets at least every two months during the teaching periods, usually on Wednesdays at 2 pm in the Senate Room of the Main Building. Meetings are public.')),
        s(bi('Hlasování a usnesení', 'Voting and resolutions'), bi('Senát je usnášeníschopný za přítomnosti nadpoloviční většiny členů. Zápis ze zasedání s přijatými usneseními se zveřejňuje do sedmi dnů po zasedání.', 'The Senate has a quorum when more than half of its members are present. The minutes with the resolutions adopted are published within seven days of the meeting.')),
      ],
    }),
  },
  ...[0, 1, 2, 3].map((i): PackDocument => ({
    key: `document/senate-minutes-${i + 1}`,
    kind: 'minutes',
    faculty: null,
    subject: about('zápis|senát', 'minutes|senate'),
    issued: { meeting: i },
    write: ({ meeting }) => {
      const on = day(meeting!)
      const agenda = i % 2 === 0
        ? bi(`Senát schválil změnu Stipendijního řádu, kterou předložila prorektorka pro studium ${fullName(OFFICERS.viceRectorStudy)}: sociální stipendium se bude vyplácet deset měsíců v roce. Pro hlasovalo 19 senátorů, nikdo nebyl proti.`, `The Senate approved the amendment to the Scholarship Regulations presented by ${fullName(OFFICERS.viceRectorStudy)}, Vice-Rector for Studies: the social scholarship will be paid for ten months a year. 19 senators voted in favour, none against.`)
        : bi(`Senát projednal výroční zprávu o hospodaření, kterou předložil kvestor ${fullName(U.bursar)}, a vzal ji na vědomí. Dále schválil plán investic do kolejí na příští dva roky.`, `The Senate discussed the financial report presented by the Bursar, ${fullName(U.bursar)}, and took note of it. It also approved the investment plan for the halls of residence for the next two years.`)
      return {
        title: bi(`Zápis ze zasedání Akademického senátu ze dne ${on.cs}`, `Minutes of the Academic Senate Meeting of ${on.en}`),
        description: bi(`Zápis ze zasedání Akademického senátu ze dne ${on.cs} zaznamenává projednané body a přijatá usnesení. Zasedání se konalo v zasedací místnosti senátu v Hlavní budově.`, `The minutes of the Academic Senate meeting of ${on.en} record the items discussed and the resolutions adopted. The meeting took place in the Senate Room of the Main Building.`),
        sections: [
          s(bi('Přítomnost', 'Attendance'), bi(`Zasedání začalo ve 14 hodin; přítomno bylo ${20 + (i % 3)} z 24 členů senátu, senát byl usnášeníschopný. Za vedení univerzity se zúčastnila rektorka ${fullName(U.rector)}.`, `The meeting began at 2 pm; ${20 + (i % 3)} of the 24 members were present, so the Senate had a quorum. Rector ${fullName(U.rector)} attended for the university’s leadership.`)),
          s(bi('Projednané body a usnesení', 'Items and resolutions'), agenda),
          s(bi('Závěr', 'Close'), bi(`Zasedání skončilo v 16.40. Zápis byl zveřejněn do sedmi dnů po zasedání, které se konalo ${on.cs}.`, `The meeting closed at 4.40 pm. These minutes were published within seven days of the meeting held on ${on.en}.`)),
        ],
      }
    },
  })),
  {
    key: 'document/thesis-guidelines',
    kind: 'guide',
    faculty: null,
    subject: about('závěrečn|prác', 'thes|work'),
    issued: (c) => utc(c.startYear, 9, 10),
    write: () => ({
      title: bi('Pokyny pro vypracování závěrečných prací', 'Guidelines for Writing Theses'),
      description: bi('Pokyny pro vypracování závěrečných prací popisují náležitosti bakalářské a diplomové práce, její rozsah, citování zdrojů a úpravu textu. Vysvětlují také odevzdání práce do repozitáře a kontrolu původnosti.', 'The guidelines for writing theses describe what a bachelor’s or master’s thesis must contain, its length, citing sources and formatting. They also explain submitting the thesis to the repository and the originality check.'),
      sections: [
        s(bi('Rozsah práce', 'Length'), bi('Bakalářská práce má rozsah 30 až 50 normostran, diplomová práce 60 až 90 normostran bez příloh. Práce se píše v češtině nebo v angličtině.', 'A bachelor’s thesis is 30 to 50 standard pages long, a master’s thesis 60 to 90, not counting appendices. Theses are written in Czech or in English.')),
        s(bi('Citování zdrojů', 'Citing sources'), bi('Zdroje se citují podle normy ČSN ISO 690. Univerzitní knihovna pořádá každý semestr kurz citování a pomůže s citačním manažerem.', 'Sources are cited according to ČSN ISO 690. The University Library runs a citation course each semester and helps with reference managers.')),
        s(bi('Odevzdání a kontrola původnosti', 'Submission and originality check'), bi('Závěrečná práce se odevzdává elektronicky do repozitáře nejpozději šest týdnů před státní závěrečnou zkouškou. Systém ji porovná s databází prací a výsledek kontroly původnosti dostane vedoucí práce.', 'The thesis is submitted electronically to the repository at least six weeks before the final state examination. The system compares it with a database of works, and the supervisor receives the originality check result.')),
      ],
    }),
  },
  {
    key: 'document/library-rules',
    kind: 'regulation',
    faculty: null,
    subject: about('knihov|výpůjč', 'library|loan'),
    issued: 400,
    write: () => ({
      title: bi('Knihovní řád', 'Library Rules'),
      description: bi('Knihovní řád upravuje výpůjčky, jejich prodlužování a poplatky v Univerzitní knihovně. Stanoví také pravidla studoven a přístupu k elektronickým zdrojům.', 'The library rules govern loans, renewals and fees in the University Library. They also set the rules of the reading rooms and of access to electronic resources.'),
      sections: [
        s(bi('Výpůjčky', 'Loans'), bi(`Knihovna v ulici ${ADDRESSES.library.street} půjčuje z fondu ${num(NUMBERS.libraryVolumes).cs} svazků. Výpůjční lhůta je 30 dní a lze ji třikrát prodloužit, pokud knihu nikdo nerezervoval.`, `The library in ${ADDRESSES.library.street} lends from a collection of ${num(NUMBERS.libraryVolumes).en} volumes. The loan period is 30 days and can be renewed three times unless someone has reserved the book.`)),
        s(bi('Poplatky', 'Fees'), bi('Za každý den prodlení se účtuje 5 Kč za svazek. Ztracenou knihu čtenář nahradí stejným titulem nebo zaplatí její cenu.', 'Each day overdue costs CZK 5 per volume. A reader who loses a book replaces it with the same title or pays its price.')),
        s(bi('Studovny', 'Reading rooms'), bi(`Studovny mají ${num(NUMBERS.readingRoomSeats).cs} míst. Tiché boxy si lze rezervovat nejvýše na dvě hodiny denně.`, `The reading rooms have ${num(NUMBERS.readingRoomSeats).en} seats. Quiet booths can be booked for up to two hours a day.`)),
      ],
    }),
  },
  {
    key: 'document/internal-grant-rules',
    years: 3,
    kind: 'regulation',
    faculty: null,
    subject: about('grantov|návrh', 'grant|proposal'),
    issued: (c) => utc(c.startYear, 10, 1),
    write: ({ cal }) => ({
      title: bi(`Pravidla interní grantové soutěže ${cal.startYear + 1}`, `Internal Grant Competition Rules ${cal.startYear + 1}`),
      description: bi(`Pravidla interní grantové soutěže ${cal.startYear + 1} stanoví, kdo může žádat o podporu, jak podat návrh projektu a jak se návrhy hodnotí. Uvádějí také uznatelné náklady.`, `The internal grant competition rules for ${cal.startYear + 1} set out who may apply, how to submit a proposal and how proposals are assessed. They also list eligible costs.`),
      sections: [
        s(bi('Kdo může žádat', 'Who may apply'), bi('Návrh projektu podává tým doktorandů nebo studentů navazujícího magisterského programu s akademickým pracovníkem jako garantem. Tým má nejvýše šest členů.', 'A proposal is submitted by a team of doctoral or follow-up master’s students with an academic as its guarantor. A team has at most six members.')),
        s(bi('Podání návrhu', 'Submitting a proposal'), bi(`Návrhy se podávají elektronicky grantovému oddělení do ${day(cal.winterTeaching.to).cs}. Projekt trvá jeden kalendářní rok a může získat nejvýše 250 000 Kč.`, `Proposals are submitted electronically to the grant office by ${day(cal.winterTeaching.to).en}. A project lasts one calendar year and can receive at most CZK 250,000.`)),
        s(bi('Hodnocení', 'Assessment'), bi(`Návrhy hodnotí komise, které předsedá prorektor pro vědu a výzkum ${fullName(OFFICERS.viceRectorResearch)}. Každý návrh posoudí dva oponenti z jiné fakulty.`, `Proposals are assessed by a panel chaired by ${fullName(OFFICERS.viceRectorResearch)}, Vice-Rector for Research. Two reviewers from another faculty assess each proposal.`)),
      ],
    }),
  },
  {
    key: 'document/international-handbook',
    kind: 'guide',
    faculty: null,
    subject: about('zahraniční stud|víz', 'international stud|visa'),
    issued: (c) => utc(c.startYear, 7, 1),
    write: () => ({
      title: bi('Příručka pro zahraniční studenty', 'Handbook for International Students'),
      description: bi('Příručka pro zahraniční studenty provází příjezdem do Dubové Hory: víza, ubytování, zdravotní pojištění a zápis do studia. Obsahuje také kontakty na oddělení zahraničních vztahů.', 'The handbook for international students guides you through arriving in Dubová Hora: visas, accommodation, health insurance and enrolment. It also lists contacts at the International Office.'),
      sections: [
        s(bi('Víza a pobyt', 'Visas and residence'), bi('Studenti ze zemí mimo Evropskou unii žádají o dlouhodobé vízum za účelem studia na českém zastupitelském úřadu nejméně tři měsíce před příjezdem. Univerzita vystaví potvrzení o přijetí do pěti pracovních dnů.', 'Students from outside the European Union apply for a long-term student visa at a Czech embassy at least three months before arrival. The university issues a confirmation of admission within five working days.')),
        s(bi('Ubytování a pojištění', 'Accommodation and insurance'), bi('Zahraniční studenti mají přednost při přidělování pokojů na koleji Na Výšinách. Zdravotní pojištění musí pokrývat celý pobyt.', 'International students have priority for rooms in the Na Výšinách hall. Health insurance must cover the whole stay.')),
        s(bi('Kontakty', 'Contacts'), bi(`Zahraniční studenty má na starosti prorektorka ${fullName(OFFICERS.viceRectorInternational)}, e-mail ${OFFICERS.viceRectorInternational.email}. Na univerzitě studuje ${num(U.internationalStudents).cs} zahraničních studentů.`, `International students are the responsibility of ${fullName(OFFICERS.viceRectorInternational)}, Vice-Rector for International Relations, e-mail ${OFFICERS.viceRectorInternational.email}. The university has ${num(U.internationalStudents).en} international students.`)),
      ],
    }),
  },
  {
    key: 'document/ff-final-exams',
    kind: 'regulation',
    faculty: 'ff',
    subject: about('závěrečn|zkoušk', 'final state exam|exam'),
    issued: (c) => utc(c.startYear, 9, 15),
    write: ({ cal }) => ({
      title: bi('Směrnice děkanky o státních závěrečných zkouškách – Filozofická fakulta', 'Dean’s Directive on Final State Examinations – Faculty of Arts'),
      description: bi('Směrnice upravuje přihlašování ke státním závěrečným zkouškám, jejich průběh a hodnocení na Filozofické fakultě. Vydává ji děkanka fakulty.', 'The directive governs registration for final state examinations, how they are held and assessed at the Faculty of Arts. It is issued by the Dean.'),
      sections: [
        s(bi('Termíny', 'Dates'), bi(`Státní závěrečné zkoušky v letním termínu se konají od ${day(cal.finalExams.from).cs} do ${day(cal.finalExams.to).cs}. Student se přihlašuje v informačním systému nejpozději 30 dní předem.`, `Final state examinations in the summer session take place from ${day(cal.finalExams.from).en} to ${day(cal.finalExams.to).en}. Students register in the information system at least 30 days in advance.`)),
        s(bi('Průběh zkoušky', 'The examination'), bi(`Státní závěrečná zkouška se skládá z obhajoby práce a ústní zkoušky ze dvou tematických okruhů. Koná se v budově A, ${FACULTY_FACTS.ff!.address.street}.`, `The final state examination consists of the thesis defence and an oral examination on two topic areas. It is held in Building A, ${FACULTY_FACTS.ff!.address.street}.`)),
        s(bi('Hodnocení', 'Grading'), bi(`Komise hodnotí každou část zvlášť a celkový výsledek oznámí týž den. Směrnici vydala děkanka ${fullName(FACULTY_FACTS.ff!.dean)}.`, `The board grades each part separately and announces the overall result the same day. The directive was issued by the Dean, ${fullName(FACULTY_FACTS.ff!.dean)}.`)),
      ],
    }),
  },
  {
    key: 'document/fpv-light-lab-rules',
    kind: 'regulation',
    faculty: 'fpv',
    subject: about('laboratoř|světeln', 'laborator|light'),
    issued: 45,
    write: () => ({
      title: bi('Provozní řád laboratoře světelného znečištění – Fakulta přírodních věd', 'Operating Rules of the Light Pollution Laboratory – Faculty of Science'),
      description: bi('Provozní řád laboratoře světelného znečištění stanoví, kdo smí laboratoř používat, jak se rezervují přístroje a jak se zachází s čidly jasu oblohy.', 'The operating rules of the light pollution laboratory set out who may use the laboratory, how instruments are booked and how the sky-brightness sensors are handled.'),
      sections: [
        s(bi('Přístup', 'Access'), bi(`Laboratoř světelného znečištění v budově B, ${FACULTY_FACTS.fpv!.address.street}, smějí používat zaměstnanci a studenti Katedry fyziky a Ústavu ekologie krajiny po proškolení. Ostatní studenti pracují v laboratoři jen pod dohledem.`, `The light pollution laboratory in Building B, ${FACULTY_FACTS.fpv!.address.street}, may be used by staff and students of the Department of Physics and the Institute of Landscape Ecology after safety training. Other students work there only under supervision.`)),
        s(bi('Rezervace přístrojů', 'Booking instruments'), bi('Kalibrační stanici a spektrometr si uživatelé rezervují v elektronickém kalendáři laboratoře nejvýše na čtyři hodiny. Noční měření na střeše se hlásí vedoucímu laboratoře den předem.', 'Users book the calibration station and the spectrometer in the laboratory’s online calendar for up to four hours. Night measurements on the roof are reported to the head of the laboratory a day in advance.')),
        s(bi('Čidla jasu oblohy', 'Sky-brightness sensors'), bi('Dvanáct čidel v terénu se kalibruje jednou za tři měsíce. Data se ukládají do fakultního repozitáře a po roce se zveřejňují jako otevřená data.', 'The twelve field sensors are calibrated every three months. Their data are stored in the faculty repository and published as open data after a year.')),
      ],
    }),
  },
  {
    key: 'document/pdf-practice-guide',
    kind: 'guide',
    faculty: 'pdf',
    subject: about('prax|škol', 'practice|school'),
    issued: (c) => utc(c.startYear, 9, 1),
    write: ({ cal }) => ({
      title: bi('Průvodce pedagogickou praxí – Pedagogická fakulta', 'Teaching Practice Guide – Faculty of Education'),
      description: bi('Průvodce pedagogickou praxí vysvětluje studentům učitelství, kdy a kde praxe probíhá, co během ní dělají a jak se hodnotí.', 'The teaching practice guide explains to student teachers when and where their practice takes place, what they do during it and how it is assessed.'),
      sections: [
        s(bi('Kdy a kde', 'When and where'), bi(`Praxe probíhá na 34 fakultních školách v Dubové Hoře a okolí, v prvním ročníku jeden den v týdnu během výuky od ${day(cal.winterTeaching.from).cs}. Ve čtvrtém ročníku následuje souvislá čtyřtýdenní praxe.`, `Practice takes place at 34 partner schools in and around Dubová Hora, in the first year one day a week during teaching from ${day(cal.winterTeaching.from).en}. In the fourth year there is a continuous four-week placement.`)),
        s(bi('Co student dělá', 'What students do'), bi('Na praxi student nejprve náslechem sleduje hodiny cvičného učitele, potom sám učí a své hodiny s ním rozebírá. O praxi vede deník.', 'At first students observe their mentor teacher’s lessons, then teach themselves and discuss their lessons with the mentor. They keep a practice journal.')),
        s(bi('Hodnocení praxe', 'Assessment'), bi('Praxi hodnotí cvičný učitel a vyučující fakulty na základě deníku a dvou hospitací. Za souvislou praxi získá student 6 kreditů.', 'The mentor teacher and a faculty teacher assess the practice from the journal and two observed lessons. The continuous placement earns 6 credits.')),
      ],
    }),
  },
  {
    key: 'document/fie-team-project-guide',
    kind: 'guide',
    faculty: 'fie',
    subject: about('týmov|projekt', 'team|project'),
    issued: (c) => utc(c.startYear, 9, 3),
    write: ({ cal }) => ({
      title: bi('Průvodce předmětem Týmový projekt – Fakulta informatiky a ekonomie', 'Team Project Course Guide – Faculty of Informatics and Economics'),
      description: bi('Průvodce předmětem Týmový projekt popisuje, jak studenti informatiky tvoří týmy, vybírají zadání od firem a úřadů a jak se projekt hodnotí.', 'The team project course guide describes how informatics students form teams, choose assignments from companies and public offices and how the project is assessed.'),
      sections: [
        s(bi('Týmy a zadání', 'Teams and assignments'), bi(`Týmy čtyř až šesti studentů si vybírají projektové zadání v prvním týdnu výuky od ${day(cal.winterTeaching.from).cs}. Zadání přinášejí firmy a úřady z kraje.`, `Teams of four to six students choose their project assignment in the first week of teaching from ${day(cal.winterTeaching.from).en}. Companies and public offices from the region bring the assignments.`)),
        s(bi('Průběh', 'How it runs'), bi('Tým se každé dva týdny schází se zadavatelem a s vyučujícím. Projekt končí veřejnou prezentací v posluchárně J1.', 'The team meets the client and the teacher every two weeks. The project ends with a public presentation in lecture hall J1.')),
        s(bi('Hodnocení', 'Assessment'), bi('Hodnotí se výsledek projektu, dokumentace a vzájemné hodnocení členů týmu. Za předmět student získá 8 kreditů.', 'The project result, its documentation and peer assessment by team members are graded. The course earns 8 credits.')),
      ],
    }),
  },
]
