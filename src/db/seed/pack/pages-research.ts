/** The written pages under "Research" (with the library) and "International". */
import { ADDRESSES, FACULTY_FACTS, NUMBERS, OFFICERS, UNIVERSITY as U, VENUES } from '../facts.js'
import type { PageContext, WrittenPage } from './pages.js'
import { about, bi, day, num, who, type Bi } from './write.js'

const sec = (cs: string, en: string, body: Bi) => ({ heading: bi(cs, en), body })

export function researchPages(c: PageContext): Record<string, WrittenPage> {
  const vr = OFFICERS.viceRectorResearch
  const lib = OFFICERS.libraryDirector
  return {
    'uni/research': {
      subject: about('výzkum', 'research'),
      perex: bi(`Věda a výzkum: ${NUMBERS.researchProjects} běžících projektů s rozpočtem ${NUMBERS.researchBudgetMillions} milionů Kč.`, `Research: ${NUMBERS.researchProjects} running projects with a budget of CZK ${NUMBERS.researchBudgetMillions} million.`),
      sections: [
        sec('Výzkum na univerzitě', 'Research at the university', bi(
          `Výzkum čtyř fakult sahá od hydrobiologie a analytické chemie přes dějiny umění po vzdělávání učitelů a datovou analýzu. Řídí jej ${who(vr).cs}, prorektor pro vědu a výzkum.`,
          `The four faculties’ research ranges from hydrobiology and analytical chemistry through art history to teacher education and data analysis. It is overseen by ${who(vr).en}, Vice-Rector for Research.`,
        )),
        sec('Projekty a financování', 'Projects and funding', bi(
          `Běží ${NUMBERS.researchProjects} výzkumných projektů národních i evropských poskytovatelů s rozpočtem ${NUMBERS.researchBudgetMillions} milionů Kč; s návrhy pomáhá grantové oddělení.`,
          `${NUMBERS.researchProjects} research projects funded by national and European agencies are running with a budget of CZK ${NUMBERS.researchBudgetMillions} million; the Grant Office helps with proposals.`,
        )),
        sec('Pro výzkumníky', 'For researchers', bi(
          'Výzkum s lidskými účastníky předem posoudí etická komise, publikace v otevřeném přístupu podporuje Univerzitní knihovna a výsledky k využití v praxi převádí Centrum transferu technologií.',
          'The Ethics Committee reviews research with human participants in advance, the University Library supports open-access publishing and the Technology Transfer Centre takes results into practice.',
        )),
      ],
    },
    'uni/research/centres': {
      subject: about('centr', 'centre'),
      perex: bi('Výzkumná centra spojují vědce více fakult kolem jednoho tématu.', 'Research centres bring together researchers of several faculties around one theme.'),
      sections: [
        sec('Centrum vodní ekologie', 'Freshwater Ecology Centre', bi(
          `Centrum Fakulty přírodních věd v budově B, ${FACULTY_FACTS.fpv!.address.street}, dlouhodobě sleduje řeky a rybníky regionu a vede doktorandy hydrobiologie.`,
          `The Faculty of Science centre in Building B, ${FACULTY_FACTS.fpv!.address.street}, monitors the region’s rivers and ponds over the long term and trains doctoral students in hydrobiology.`,
        )),
        sec('Centrum regionálních dějin', 'Centre for Regional History', bi(
          'Centrum Filozofické fakulty zpracovává prameny k dějinám Dubové Hory a spolupracuje s Univerzitním muzeem a Univerzitní knihovnou.',
          'The Faculty of Arts centre works on sources for the history of Dubová Hora with the University Museum and the University Library.',
        )),
        sec('Centrum datové analýzy', 'Data Analysis Centre', bi(
          'Centrum Fakulty informatiky a ekonomie v budově J zpracovává data pro výzkumné skupiny celé univerzity i pro veřejnou správu regionu.',
          'The Faculty of Informatics and Economics centre in Building J analyses data for research groups across the university and for the region’s public administration.',
        )),
      ],
    },
    'uni/research/projects': {
      subject: about('projekt', 'project'),
      perex: bi(`Projekty: ${NUMBERS.researchProjects} výzkumných projektů, které právě běží.`, `Projects: the ${NUMBERS.researchProjects} research projects now running.`),
      sections: [
        sec('Kolik projektů běží', 'How many projects are running', bi(
          `Výzkumníci univerzity řeší ${NUMBERS.researchProjects} projektů s rozpočtem ${NUMBERS.researchBudgetMillions} milionů Kč, od grantů Grantové agentury ČR po projekty programu Horizont Evropa.`,
          `The university’s researchers work on ${NUMBERS.researchProjects} projects with a budget of CZK ${NUMBERS.researchBudgetMillions} million, from Czech Science Foundation grants to Horizon Europe projects.`,
        )),
        sec('Přehled projektů', 'List of projects', bi(
          'Stránky jednotlivých projektů popisují jejich cíle, řešitele, poskytovatele a dobu řešení; výsledky zveřejňujeme v repozitáři knihovny.',
          'The pages of the individual projects give their aims, investigators, funders and duration; results are published in the library’s repository.',
        )),
        sec('Zapojení studentů', 'Students in projects', bi(
          'Studenti se do projektů zapojují jako pomocné vědecké síly; nabídky zveřejňují katedry.',
          'Students join projects as research assistants; departments publish the openings.',
        )),
      ],
    },
    'uni/research/grants': {
      subject: about('grant', 'grant'),
      perex: bi('Grantové oddělení pomáhá s návrhy projektů a s jejich administrací.', 'The Grant Office helps with project proposals and with managing funded projects.'),
      sections: [
        sec('S čím pomáháme', 'What we help with', bi('Grantové oddělení kontroluje rozpočty návrhů, hlídá podmínky výzev a vede administraci projektů po jejich přidělení.', 'The Grant Office checks proposal budgets, watches the calls’ conditions and manages projects once they are funded.')),
        sec('Kdy se ozvat', 'When to contact us', bi('Návrh projektu konzultujte s grantovým oddělením nejméně šest týdnů před uzávěrkou výzvy.', 'Consult the Grant Office about a proposal at least six weeks before the call closes.')),
        sec('Interní grantová soutěž', 'Internal grant competition', bi(`Interní grantová soutěž podporuje projekty studentů a začínajících výzkumníků; její pravidla jsou v Dokumentech. Za soutěž odpovídá ${who(vr).cs}.`, `The internal grant competition supports projects of students and early-career researchers; its rules are in Documents. ${who(vr).en} is responsible for it.`)),
      ],
    },
    'uni/research/transfer': {
      subject: about('transfer', 'transfer'),
      perex: bi('Centrum transferu technologií převádí výsledky výzkumu do praxe.', 'The Technology Transfer Centre takes research results into practice.'),
      sections: [
        sec('Ochrana duševního vlastnictví', 'Intellectual property', bi('Centrum transferu technologií posoudí, zda výsledek chránit patentem nebo užitným vzorem, a uhradí náklady přihlášky.', 'The Technology Transfer Centre assesses whether to protect a result by a patent or utility model and pays for the filing.')),
        sec('Spin-off firmy', 'Spin-off companies', bi('Pomáháme zakládat spin-off firmy a vyjednat licenční smlouvy s firmami z regionu.', 'We help set up spin-off companies and negotiate licences with companies in the region.')),
        sec('Smluvní výzkum', 'Contract research', bi('Firmy a veřejná správa si u fakult objednávají smluvní výzkum a měření; smlouvu připraví centrum transferu.', 'Companies and public bodies commission contract research and measurements from the faculties; the transfer centre prepares the contract.')),
      ],
    },
    'uni/research/ethics': {
      subject: about('etick', 'ethics'),
      perex: bi('Etická komise posuzuje výzkum s lidskými účastníky dříve, než začne.', 'The Ethics Committee reviews research with human participants before it begins.'),
      sections: [
        sec('Co etická komise posuzuje', 'What the Ethics Committee reviews', bi('Etická komise posuzuje výzkum s lidskými účastníky a jejich osobními údaji, zejména informovaný souhlas a ochranu dat.', 'The Ethics Committee reviews research with human participants and their personal data, above all informed consent and data protection.')),
        sec('Zasedání', 'Meetings', bi(`Komise zasedá jednou měsíčně v místnosti ${VENUES.senateRoom.place.cs}; žádost je třeba podat deset dní před zasedáním.`, `The committee meets once a month in the ${VENUES.senateRoom.place.en}; requests must arrive ten days before a meeting.`)),
        sec('Žádost', 'Request', bi('Formulář žádosti je v Dokumentech; stanovisko komise dostane řešitel e-mailem do dvou týdnů od zasedání.', 'The request form is in Documents; the investigator receives the committee’s opinion by e-mail within two weeks of the meeting.')),
      ],
    },
    'uni/research/open-science': {
      subject: about('otevřen', 'open'),
      perex: bi('Otevřená věda: publikace v otevřeném přístupu, otevřená data a repozitář univerzity.', 'Open science: open-access publications, open data and the university repository.'),
      sections: [
        sec('Otevřený přístup', 'Open access', bi('Univerzita hradí publikační poplatky článků v otevřeném přístupu z fondu, který spravuje Univerzitní knihovna.', 'The university pays open-access publication charges from a fund the University Library manages.')),
        sec('Otevřená data', 'Open data', bi('Data z projektů ukládáme do repozitáře s trvalým identifikátorem; knihovna pomůže s plánem správy dat.', 'Project data are deposited in the repository with a persistent identifier; the library helps with the data management plan.')),
        sec('Repozitář', 'Repository', bi('Repozitář univerzity zpřístupňuje články, závěrečné práce studentů a výzkumná data.', 'The university repository makes articles, students’ theses and research data openly available.')),
      ],
    },
    'uni/research/library': {
      subject: about('knihovn', 'library'),
      perex: bi(`Univerzitní knihovna, ${ADDRESSES.library.street}: ${num(NUMBERS.libraryVolumes).cs} svazků a ${NUMBERS.readingRoomSeats} míst ve studovnách.`, `The University Library, ${ADDRESSES.library.street}: ${num(NUMBERS.libraryVolumes).en} volumes and ${NUMBERS.readingRoomSeats} reading-room seats.`),
      sections: [
        sec('Otevírací doba', 'Opening hours', bi('Knihovna je otevřena ve všední dny od 8 do 20 hodin; ve zkouškovém období prodlužuje otevírací dobu a otevírá i o víkendech. Ve vánoční přestávce je zavřená.', 'The library is open on weekdays from 8 am to 8 pm; in the examination period it opens longer and at weekends. It is closed over the Christmas break.')),
        sec('Výpůjčky', 'Loans', bi(`Knihovna půjčuje z fondu ${num(NUMBERS.libraryVolumes).cs} svazků; výpůjční lhůta je 30 dní a lze ji třikrát prodloužit, pokud knihu nikdo nerezervoval.`, `The library lends from a collection of ${num(NUMBERS.libraryVolumes).en} volumes; the loan period is 30 days and can be renewed three times unless someone has reserved the book.`)),
        sec('Kontakt', 'Contact', bi(`Knihovnu vede ${who(lib).cs}; telefon ${lib.phone}, e-mail ${lib.email}.`, `The library is headed by ${who(lib).en}; phone ${lib.phone}, e-mail ${lib.email}.`)),
      ],
    },
    'uni/research/library/resources': {
      subject: about('elektronick', 'electronic'),
      perex: bi('Elektronické zdroje knihovny: databáze, e-knihy a časopisy dostupné i z domova.', 'The library’s electronic resources: databases, e-books and journals, also from home.'),
      sections: [
        sec('Databáze a časopisy', 'Databases and journals', bi('Knihovna předplácí citační a plnotextové databáze a stovky odborných časopisů; seznam je v katalogu knihovny.', 'The library subscribes to citation and full-text databases and hundreds of journals; the list is in the library catalogue.')),
        sec('Přístup z domova', 'Access from home', bi('Elektronické zdroje jsou dostupné i mimo univerzitu po přihlášení univerzitním účtem.', 'Electronic resources are available off campus after signing in with your university account.')),
        sec('Školení', 'Training', bi('V září pořádá knihovna pro první ročníky krátká školení práce s elektronickými zdroji.', 'In September the library runs short training sessions on electronic resources for first-year students.')),
      ],
    },
    'uni/research/library/rooms': {
      subject: about('studovn', 'reading room'),
      perex: bi(`Studovny knihovny mají ${NUMBERS.readingRoomSeats} míst.`, `The library’s reading rooms have ${NUMBERS.readingRoomSeats} seats.`),
      sections: [
        sec('Místa ke studiu', 'Places to study', bi(`Studovny mají ${NUMBERS.readingRoomSeats} míst se zásuvkou u každého stolu, z toho 40 v tichých boxech.`, `The reading rooms have ${NUMBERS.readingRoomSeats} seats with a socket at every desk, 40 of them in quiet booths.`)),
        sec('Rezervace', 'Booking', bi('Tiché boxy a týmové studovny si rezervujete v katalogu knihovny, nejvýše na dvě hodiny denně.', 'Quiet booths and group study rooms are booked in the library catalogue, for up to two hours a day.')),
        sec('Pravidla studoven', 'Reading room rules', bi('Ve studovnách platí knihovní řád: ticho, jídlo jen v odpočinkové zóně a vstup s průkazem studenta.', 'The reading rooms follow the library rules: silence, food only in the break area, entry with a student card.')),
      ],
    },
    'uni/research/library/publishing': {
      subject: about('publik', 'publish'),
      perex: bi('Podpora publikování: jak vybrat časopis, zaplatit otevřený přístup a citovat.', 'Publishing support: choosing a journal, paying for open access and citing.'),
      sections: [
        sec('Výběr časopisu', 'Choosing a journal', bi('Knihovníci ověří, zda časopis není predátorský, a pomohou vybrat vhodný titul pro publikování.', 'Librarians check that a journal is not predatory and help choose the right title for publishing.')),
        sec('Publikační poplatky', 'Publication charges', bi('Poplatky za publikování v otevřeném přístupu hradí univerzita z fondu otevřeného přístupu.', 'The university pays open-access publishing charges from its open-access fund.')),
        sec('Citování', 'Citing', bi('Knihovna pořádá každý semestr kurz citování podle normy ČSN ISO 690 a pomůže s citačním manažerem.', 'Every semester the library runs a course on citing according to ČSN ISO 690 and helps with reference managers.')),
      ],
    },
  }
}

export function internationalPages(c: PageContext): Record<string, WrittenPage> {
  const vr = OFFICERS.viceRectorInternational
  return {
    'uni/international': {
      subject: about('mezinárodní|zahranič', 'international'),
      perex: bi(`Mezinárodní spolupráce: ${NUMBERS.partnerUniversities} partnerských univerzit a ${num(U.internationalStudents).cs} zahraničních studentů.`, `International: ${NUMBERS.partnerUniversities} partner universities and ${num(U.internationalStudents).en} international students.`),
      sections: [
        sec('Partneři', 'Partners', bi(`Univerzita spolupracuje se ${NUMBERS.partnerUniversities} partnerskými univerzitami v Evropě i mimo ni; zahraniční vztahy řídí ${who(vr).cs}, prorektorka pro zahraniční vztahy.`, `The university works with ${NUMBERS.partnerUniversities} partner universities in Europe and beyond; international relations are led by ${who(vr).en}, Vice-Rector for International Relations.`)),
        sec('Výjezdy studentů', 'Students going abroad', bi(`Loni vyjelo na studijní pobyt nebo stáž ${NUMBERS.erasmusOutgoing} našich studentů, většinou v programu Erasmus+.`, `Last year ${NUMBERS.erasmusOutgoing} of our students went on a study stay or traineeship, most of them with Erasmus+.`)),
        sec('Zahraniční studenti', 'International students', bi(`Na univerzitě studuje ${num(U.internationalStudents).cs} zahraničních studentů; ${c.programmes.english} programů se vyučuje v angličtině a Welcome Point pomáhá s příjezdem.`, `${num(U.internationalStudents).en} international students study at the university; ${c.programmes.english} programmes are taught in English and the Welcome Point helps with arrival.`)),
      ],
    },
    'uni/international/erasmus': {
      subject: about('erasmus', 'erasmus'),
      perex: bi('Erasmus+: studijní pobyty a praktické stáže v evropských zemích.', 'Erasmus+: study stays and traineeships in European countries.'),
      sections: [
        sec('Kam můžete vyjet', 'Where you can go', bi(`V programu Erasmus+ vyjíždějí studenti na semestr nebo dva k některé ze ${NUMBERS.partnerUniversities} partnerských univerzit; loni jich vyjelo ${NUMBERS.erasmusOutgoing}.`, `With Erasmus+ students spend one or two semesters at one of our ${NUMBERS.partnerUniversities} partner universities; last year ${NUMBERS.erasmusOutgoing} went.`)),
        sec('Grant', 'Grant', bi('Grant Erasmus+ činí podle země 490 až 690 eur měsíčně.', 'The Erasmus+ grant is 490 to 690 euros a month depending on the country.')),
        sec('Výběrové řízení', 'Selection', bi('Fakulty vybírají studenty na výjezdy dalšího roku v únoru; předměty ze zahraničí uznáváme podle předem schválené studijní smlouvy.', 'The faculties select students for the next year’s stays in February; courses taken abroad are recognised under a learning agreement approved in advance.')),
      ],
    },
    'uni/international/incoming': {
      subject: about('zahraniční student', 'international student'),
      perex: bi(`Zahraniční studenti: u nás studuje ${num(U.internationalStudents).cs} zahraničních studentů.`, `International students: ${num(U.internationalStudents).en} international students study with us.`),
      sections: [
        sec('Studium', 'Study', bi(`Zahraniční studenti studují v ${c.programmes.english} programech vyučovaných v angličtině nebo přijíždějí na semestr v programu Erasmus+.`, `International students study in ${c.programmes.english} programmes taught in English or come for a semester with Erasmus+.`)),
        sec('Ubytování', 'Accommodation', bi(`Zahraniční studenti mají místo na koleji Na Výšinách, ${ADDRESSES.sports.street}, zajištěné, pokud o ně požádají při přijetí.`, `International students are guaranteed a room in the Na Výšinách hall, ${ADDRESSES.sports.street}, if they ask for it on admission.`)),
        sec('Podpora', 'Support', bi('Welcome Point pomáhá zahraničním studentům s vízem a pobytem, každý může požádat o studentského patrona a kurzy češtiny jsou každý semestr.', 'The Welcome Point helps international students with visas and residence; everyone can ask for a student buddy, and Czech courses run every semester.')),
      ],
    },
    'uni/international/partners': {
      subject: about('partner', 'partner'),
      perex: bi(`Partnerské univerzity: ${NUMBERS.partnerUniversities} škol, se kterými si vyměňujeme studenty a vyučující.`, `Partner universities: ${NUMBERS.partnerUniversities} institutions we exchange students and teachers with.`),
      sections: [
        sec('Kolik máme partnerů', 'How many partners we have', bi(`Máme ${NUMBERS.partnerUniversities} partnerských univerzit, většinu v zemích programu Erasmus+.`, `We have ${NUMBERS.partnerUniversities} partner universities, most of them in Erasmus+ countries.`)),
        sec('Seznam partnerů', 'List of partners', bi('Seznam partnerských univerzit s obory a počtem míst zveřejňují zahraniční oddělení fakult.', 'The faculties’ international offices publish the list of partner universities with their fields and places.')),
        sec('Nové partnerství', 'A new partnership', bi(`Návrh nového partnerství podává katedra prorektorce ${who(vr).cs}.`, `A department proposes a new partnership to the Vice-Rector, ${who(vr).en}.`)),
      ],
    },
    'uni/international/summer': {
      subject: about('letní škol', 'summer school'),
      perex: bi('Letní školy: dva týdny výuky v angličtině pro studenty z celého světa.', 'Summer schools: two weeks of teaching in English for students from around the world.'),
      sections: [
        sec('Program', 'Programme', bi('Letní školy se konají v červenci a nabízejí výuku v angličtině, terénní exkurze a kurz češtiny.', 'The summer schools run in July with teaching in English, field trips and a Czech course.')),
        sec('Témata', 'Themes', bi('Letní škola Fakulty přírodních věd se věnuje vodní ekologii, letní škola Filozofické fakulty středoevropským dějinám.', 'The Faculty of Science summer school is about freshwater ecology, the Faculty of Arts summer school about Central European history.')),
        sec('Ubytování', 'Accommodation', bi(`Účastníci letních škol bydlí na koleji Na Výšinách, ${ADDRESSES.sports.street}.`, `Summer school participants stay in the Na Výšinách hall, ${ADDRESSES.sports.street}.`)),
      ],
    },
    'uni/international/staff': {
      subject: about('zaměstnanc', 'staff'),
      perex: bi('Mobilita zaměstnanců: výukové a školicí pobyty u partnerských univerzit.', 'Staff mobility: teaching and training stays at partner universities.'),
      sections: [
        sec('Výukové pobyty', 'Teaching stays', bi('Akademičtí zaměstnanci mohou u partnerské univerzity učit od dvou dnů do dvou měsíců.', 'Academic staff can teach at a partner university for two days to two months.')),
        sec('Školicí pobyty', 'Training stays', bi('Ostatní zaměstnanci mohou vyjet na školicí pobyt a poznat, jak pracují kolegové v zahraničí.', 'Other staff can go on a training stay to see how colleagues abroad work.')),
        sec('Financování', 'Funding', bi('Pobyty zaměstnanců financuje program Erasmus+; žádost se podává přes zahraniční oddělení fakulty.', 'Staff stays are funded by Erasmus+; requests go through the faculty’s international office.')),
      ],
    },
    'uni/international/welcome': {
      subject: about('welcome point', 'welcome point'),
      perex: bi(`Welcome Point ve Studentském centru U Pramene, ${ADDRESSES.studentCentre.street}, je první zastávkou zahraničních studentů.`, `The Welcome Point at the U Pramene Student Centre, ${ADDRESSES.studentCentre.street}, is international students’ first stop.`),
      sections: [
        sec('S čím pomůžeme', 'What we help with', bi('Welcome Point pomáhá s vízem, povolením k pobytu, zdravotním pojištěním a ubytováním.', 'The Welcome Point helps with visas, residence permits, health insurance and accommodation.')),
        sec('Úřední hodiny', 'Opening hours', bi(`Welcome Point je otevřen ${U.officeHours.cs}.`, `The Welcome Point is open ${U.officeHours.en}.`)),
        sec('Orientační týden', 'Orientation week', bi('Před začátkem semestru pořádá Welcome Point orientační týden s prohlídkou kampusu a města.', 'Before each semester the Welcome Point runs an orientation week with tours of the campus and the town.')),
      ],
    },
    'uni/international/english': {
      subject: about('angličtin', 'english'),
      perex: bi(`Studium v angličtině: ${c.programmes.english} programů vyučovaných v angličtině.`, `Programmes in English: ${c.programmes.english} programmes taught in English.`),
      sections: [
        sec('Programy', 'Programmes', bi(`V angličtině vyučujeme ${c.programmes.english} programů; v katalogu programů je najdete filtrem jazyka výuky.`, `${c.programmes.english} programmes are taught in English; find them in the programme catalogue with the language filter.`)),
        sec('Přihláška', 'Applying', bi(`Přihlášky do programů v angličtině přijímáme do ${day(c.round.applicationDeadline).cs}, stejně jako do ostatních.`, `Applications to programmes in English are accepted until ${day(c.round.applicationDeadline).en}, as for all others.`)),
        sec('Jazykové požadavky', 'Language requirements', bi('Uchazeči doloží angličtinu na úrovni B2 certifikátem nebo předchozím studiem v angličtině.', 'Applicants show English at level B2 with a certificate or previous study in English.')),
      ],
    },
  }
}
