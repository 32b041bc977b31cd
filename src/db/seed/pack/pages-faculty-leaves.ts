/**
 * The deeper pages of each faculty's site (history, senate, study office, finals, internships,
 * research groups, projects, doctoral study, conferences, timetables, scholarships,
 * associations, study abroad) and one page per department and per programme, composed from the
 * faculty's facts, the directory's people, the programme catalogue, the written projects and the
 * academic calendar, plus the few things only a faculty has (its history, partners, associations).
 */
import { deanTitle, FACULTY_FACTS, NUMBERS, UNIVERSITY, VENUES, venueLine } from '../facts.js'
import { FACULTIES, type FacultySeed } from '../faculties.js'
import type { PageContext, WrittenPage } from './pages.js'
import { facultyProjectsPage, PROJECTS } from './projects.js'
import { catalogue, headOf, profile, staff, staffCount, studyOfficerOf, viceDeanOf } from './staff.js'
import { about, bi, day, who, type Bi } from './write.js'
import { paths } from '../../../ui/paths.js'

const sec = (cs: string, en: string, body: Bi) => ({ heading: bi(cs, en), body })
const list = (items: Bi[]): Bi => bi(items.map((x) => x.cs).join(', '), items.map((x) => x.en).join(', '))
const join = (...parts: Bi[]): Bi => bi(parts.map((p) => p.cs).join(' '), parts.map((p) => p.en).join(' '))

/** What only a faculty has: where it came from, where its students do placements, its associations. */
const OWN: Record<string, { history: Bi; placements: Bi; associations: Bi }> = {
  fpv: {
    history: bi('Fakulta vyrostla z přírodovědných kateder učitelského ústavu; ve 2000. letech k nim přibyly chemie a fyzika a vlastní laboratoře na Rokitanského 62.', 'The faculty grew out of the teachers’ institute’s science departments; in the 2000s chemistry and physics joined them, with laboratories of their own at Rokitanského 62.'),
    placements: bi('Krajská hygienická stanice, Správa chráněné krajinné oblasti Dubovohorsko, Vodárny Dubová Hora a Botanická zahrada univerzity', 'the regional public health office, the Dubovohorsko Protected Landscape Area administration, the Dubová Hora water utility and the university’s Botanical Garden'),
    associations: bi('Spolek Hydra (terénní exkurze a sčítání obojživelníků) a Klub mladých chemiků', 'the Hydra society (field trips and amphibian counts) and the Young Chemists’ Club'),
  },
  ff: {
    history: bi('Filozofická fakulta navazuje na katedry dějepisu a češtiny učitelského ústavu; samostatnou fakultou je od roku 2000, kdy k nim přibyly filozofie a anglistika.', 'The Faculty of Arts continues the teachers’ institute’s departments of history and Czech; it became a faculty of its own in 2000, when philosophy and English joined them.'),
    placements: bi('Státní okresní archiv Dubová Hora, Regionální muzeum v Dubové Hoře, nakladatelství a redakce regionálních médií', 'the Dubová Hora District State Archive, the Regional Museum in Dubová Hora, publishers and the editorial offices of regional media'),
    associations: bi('divadelní soubor Kvercus, Historický klub a redakce studentského časopisu Pramen', 'the Kvercus theatre company, the History Club and the editors of the student magazine Pramen'),
  },
  pdf: {
    history: bi('Pedagogická fakulta je nejstarší částí univerzity: pokračuje v díle učitelského ústavu, který ve městě vzdělával učitele od roku 1873, a fakultou je od vzniku univerzity.', 'The Faculty of Education is the oldest part of the university: it continues the work of the teachers’ institute that trained teachers in the town from 1873, and has been a faculty since the university was founded.'),
    placements: bi('fakultní mateřské a základní školy v Dubové Hoře a okolí, Pedagogicko-psychologická poradna Dubová Hora a základní umělecké školy regionu', 'the faculty’s partner nursery and primary schools in and around Dubová Hora, the Dubová Hora Educational and Psychological Counselling Centre and the region’s art schools'),
    associations: bi('pěvecký sbor Fontána, Spolek budoucích učitelů a oddíl orientačního běhu', 'the Fontána choir, the Future Teachers’ Society and the orienteering club'),
  },
  fie: {
    history: bi('Fakulta informatiky a ekonomie vznikla v roce 2005 spojením katedry informatiky s ekonomickými katedrami; o deset let později se přestěhovala do budovy J na Hradecké 1249.', 'The Faculty of Informatics and Economics was formed in 2005 by joining the Department of Computer Science with the economics departments; ten years later it moved into Building J at Hradecká 1249.'),
    placements: bi('softwarové firmy v Dubové Hoře, Magistrát města Dubová Hora, Krajský úřad Dubovohorského kraje a banky v regionu', 'software companies in Dubová Hora, the Dubová Hora town council, the regional authority and banks in the region'),
    associations: bi('programátorský klub Bitová Hora, Spolek studentů ekonomie a tým pro soutěže v kybernetické bezpečnosti', 'the Bitová Hora programming club, the Economics Students’ Society and the cybersecurity competition team'),
  },
}

function leaves(f: FacultySeed, c: PageContext, link: (key: string) => Bi): Record<string, WrittenPage> {
  const facts = FACULTY_FACTS[f.key]!
  const own = OWN[f.key]!
  const k = (path: string) => `${f.key}/${path}`
  const at = bi(`${facts.address.street}, ${facts.address.postalCode} ${facts.address.city}`, `${facts.address.street}, ${facts.address.postalCode} ${facts.address.city}`)
  const dean = bi(`${deanTitle(facts.dean).cs} ${who(facts.dean).cs}`, `${deanTitle(facts.dean).en} ${who(facts.dean).en}`)
  const officer = studyOfficerOf(f.key)
  const viceDean = viceDeanOf(f.key)
  const y = c.year
  const r = c.round
  const room = VENUES[f.key as 'fpv']
  const doctoral = f.programmes.filter((p) => p.degree === 'Ph.D.')
  const finalsCount = f.programmes.filter((p) => p.degree !== 'Ph.D.').length
  return {
    [k('about/history')]: {
      subject: about('histor', 'histor'),
      perex: bi(`Historie fakulty: ${f.name.cs} v dnešní podobě od roku ${facts.established}.`, `History of the faculty: the ${f.name.en} in its present form since ${facts.established}.`),
      sections: [
        sec('Počátky', 'Beginnings', bi(`Historie fakulty začíná u učitelského ústavu, který ve městě působil od roku ${UNIVERSITY.traditionSince}; univerzitou je od roku ${UNIVERSITY.founded}.`, `The history of the faculty begins with the teachers’ institute, active in the town since ${UNIVERSITY.traditionSince}; it has been a university since ${UNIVERSITY.founded}.`)),
        sec('Dnešní fakulta', 'The faculty today', own.history),
        sec('Děkani', 'Deans', bi(`Od roku ${facts.established} vede ${f.name.cs} volený děkan; dnes je to ${dean.cs}.`, `Since ${facts.established} the ${f.name.en} has been led by an elected dean; today it is ${dean.en}.`)),
      ],
    },
    [k('about/senate')]: {
      subject: about('senát', 'senate'),
      perex: bi(`Akademický senát fakulty: samosprávný orgán, který volí děkana a schvaluje rozpočet a předpisy fakulty.`, `The Faculty Academic Senate: the self-governing body that elects the dean and approves the faculty’s budget and regulations.`),
      sections: [
        sec('Složení', 'Members', bi('Senát má 15 členů: 9 akademických pracovníků a 6 studentů, volených na tři roky.', 'The senate has 15 members: 9 academic staff and 6 students, elected for three years.')),
        sec('Zasedání', 'Meetings', bi(`Senát zasedá jednou měsíčně během semestru (${room.place.cs}, ${facts.address.street}); zasedání jsou veřejná.`, `The senate meets once a month during the semester in ${room.place.en}, ${facts.address.street}; its meetings are public.`)),
        sec('Zápisy', 'Minutes', bi('Zápisy ze zasedání senátu zveřejňujeme v sekci Dokumenty do týdne po zasedání.', 'The minutes of the senate’s meetings are published in the Documents section within a week of the meeting.')),
      ],
    },
    [k('study/office')]: {
      subject: about('studijní oddělení', 'student affairs'),
      perex: bi(`Studijní oddělení fakulty: zápisy, potvrzení o studiu a žádosti studentů, ${at.cs}.`, `The faculty’s Student Affairs Office: enrolment, confirmations of study and students’ requests, ${at.en}.`),
      sections: [
        sec('Úřední hodiny', 'Office hours', bi(`Studijní oddělení má otevřeno ${UNIVERSITY.officeHours.cs}, v budově fakulty na adrese ${at.cs}.`, `The Student Affairs Office is open ${UNIVERSITY.officeHours.en}, in the faculty building at ${at.en}.`)),
        sec('Kdo vás vyřídí', 'Who deals with your matters', bi(`Agendu studentů vede ${profile(officer).cs}: ${facts.email}, telefon ${facts.phone}.`, `Students’ matters are handled by ${profile(officer).en}: ${facts.email}, phone ${facts.phone}.`)),
        sec('Co vyřídíte', 'What we deal with', bi(`Potvrzení o studiu, uznání předmětů, přerušení studia a žádosti k děkanovi; o odvoláních rozhoduje ${profile(viceDean).cs}.`, `Confirmations of study, recognition of courses, interruptions of study and requests to the dean; appeals are decided by ${profile(viceDean).en}.`)),
      ],
    },
    [k('study/finals')]: {
      subject: about('závěrečn', 'final'),
      perex: bi(`Státní závěrečné zkoušky ${y.label.cs} se konají od ${day(y.finalExams.from).cs} do ${day(y.finalExams.to).cs}.`, `The final state examinations of ${y.label.en} take place from ${day(y.finalExams.from).en} to ${day(y.finalExams.to).en}.`),
      sections: [
        sec('Termíny', 'Dates', bi(`Státní závěrečné zkoušky v ${finalsCount} bakalářských a magisterských programech fakulty proběhnou od ${day(y.finalExams.from).cs} do ${day(y.finalExams.to).cs}; promoce je ${day(y.graduation).cs} v Aule Quercus.`, `The final state examinations in the faculty’s ${finalsCount} bachelor’s and master’s programmes take place from ${day(y.finalExams.from).en} to ${day(y.finalExams.to).en}; graduation is on ${day(y.graduation).en} in the Quercus Hall.`)),
        sec('Průběh', 'How they run', bi(`Zkouška má obhajobu závěrečné práce a ústní část před komisí; koná se v budově fakulty, ${facts.address.street}.`, `The examination consists of the thesis defence and an oral part before a board; it is held in the faculty building, ${facts.address.street}.`)),
        sec('Přihlášení', 'Registering', bi(`K závěrečné zkoušce se student hlásí ve studijním systému po splnění všech předmětů; s dotazy pomůže ${profile(officer).cs}.`, `Students register for the final examination in the student information system once every course is passed; ${profile(officer).en} helps with questions.`)),
      ],
    },
    [k('study/internships')]: {
      subject: about('prax|stáž', 'internship'),
      perex: bi(`Praxe a stáže studentů fakulty: kde je absolvují a jak se uznávají.`, `Internships of the faculty’s students: where they take place and how they are recognised.`),
      sections: [
        sec('Kde praxe probíhají', 'Where', bi(`Studenti fakulty chodí na praxe a stáže mimo jiné do těchto institucí: ${own.placements.cs}.`, `The faculty’s students do internships at, among others, ${own.placements.en}.`)),
        sec('Uznání', 'Recognition', bi('Povinná praxe je součástí studijních plánů bakalářských programů; stáž delší než čtyři týdny lze uznat jako volitelný předmět.', 'A compulsory placement is part of the study plans of the bachelor’s programmes; an internship longer than four weeks can be recognised as an elective course.')),
        sec('Smlouvy o praxi', 'Placement agreements', bi(`Smlouvy o praxi připravuje studijní oddělení, ${facts.email}.`, `Placement agreements are prepared by the Student Affairs Office, ${facts.email}.`)),
      ],
    },
    [k('research/groups')]: {
      subject: about('skupin', 'group'),
      perex: bi(`Výzkumné skupiny fakulty: ${f.departments.length} skupin při katedrách a ústavech.`, `The faculty’s research groups: ${f.departments.length} groups at its departments.`),
      sections: f.departments.slice(0, 4).map((d, i) => sec(d.cs, d.en, bi(
        `Skupinu vede ${profile(headOf(f.key, i)).cs}; zabývá se výzkumem ${f.themes[i]!.cs}.`,
        `The group is led by ${profile(headOf(f.key, i)).en} and works on ${f.themes[i]!.en}.`,
      ))),
    },
    [k('research/projects')]: facultyProjectsPage(f, c, link),
    [k('research/doctoral')]: {
      subject: about('doktorsk', 'doctoral'),
      perex: bi(`Doktorské studium na fakultě: ${doctoral.length === 1 ? 'program' : 'programy'} ${list(doctoral.map((p) => p.name)).cs}.`, `Doctoral study at the faculty: ${list(doctoral.map((p) => p.name)).en}.`),
      sections: [
        sec('Programy', 'Programmes', bi(`Doktorské programy fakulty trvají čtyři roky: ${list(doctoral.map((p) => p.name)).cs}.`, `The faculty’s doctoral programmes take four years: ${list(doctoral.map((p) => p.name)).en}.`)),
        sec('Přijetí', 'Admission', bi(`Přihlášky ke studiu přijímáme do ${day(r.applicationDeadline).cs}; uchazeči předkládají projekt disertace.`, `Applications to study are accepted until ${day(r.applicationDeadline).en}; applicants submit a dissertation proposal.`)),
        sec('Školitelé', 'Supervisors', bi(`Školitelé jsou profesoři a docenti kateder; doktorské studium koordinuje ${profile(viceDean).cs}.`, `Supervisors are the departments’ professors and associate professors; doctoral study is coordinated by ${profile(viceDean).en}.`)),
      ],
    },
    [k('research/conferences')]: {
      subject: about('konferenc', 'conference'),
      perex: bi(`Konference a semináře fakulty: výzkumné semináře kateder a Noc vědců.`, `The faculty’s conferences and seminars: department research seminars and Researchers’ Night.`),
      sections: [
        sec('Výzkumné semináře', 'Research seminars', bi(`Katedry pořádají v semestru semináře, na kterých hosté a doktorandi představují rozpracovaný výzkum (${room.place.cs}).`, `During the semester the departments hold seminars where guests and doctoral students present work in progress; they take place in ${room.place.en}.`)),
        sec('Noc vědců', 'Researchers’ Night', bi(`Na Noci vědců ${day(y.researchersNight).cs} fakulta otevře laboratoře a učebny veřejnosti.`, `On Researchers’ Night, ${day(y.researchersNight).en}, the faculty opens its laboratories and classrooms to the public.`)),
        sec('Konference', 'Conferences', bi(`Místo výroční konference fakulty: ${venueLine(room).cs}; termíny a programy jsou v kalendáři akcí.`, `The faculty’s annual conference is held at ${venueLine(room).en}; dates and programmes are in the events calendar.`)),
      ],
    },
    [k('students/timetables')]: {
      subject: about('rozvrh', 'timetable'),
      perex: bi(`Rozvrhy ${y.label.cs}: výuka zimního semestru od ${day(y.winterTeaching.from).cs}, letního od ${day(y.summerTeaching.from).cs}.`, `Timetables for ${y.label.en}: winter-semester teaching from ${day(y.winterTeaching.from).en}, summer from ${day(y.summerTeaching.from).en}.`),
      sections: [
        sec('Kde rozvrh najdete', 'Where to find it', bi('Rozvrh si každý student sestavuje ve studijním informačním systému; zápis předmětů se otevírá dva týdny před začátkem semestru.', 'Each student builds a timetable in the student information system; course registration opens two weeks before the semester starts.')),
        sec('Semestry', 'Semesters', bi(`Zimní semestr: výuka od ${day(y.winterTeaching.from).cs} do ${day(y.winterTeaching.to).cs}. Letní semestr: od ${day(y.summerTeaching.from).cs} do ${day(y.summerTeaching.to).cs}.`, `Winter semester: teaching from ${day(y.winterTeaching.from).en} to ${day(y.winterTeaching.to).en}. Summer semester: from ${day(y.summerTeaching.from).en} to ${day(y.summerTeaching.to).en}.`)),
        sec('Změny rozvrhu', 'Timetable changes', bi(`Změny rozvrhu hlásí rozvrhář fakulty e-mailem; s kolizemi předmětů pomůže ${profile(officer).cs}.`, `Timetable changes are e-mailed by the faculty’s scheduler; ${profile(officer).en} helps with clashing courses.`)),
      ],
    },
    [k('students/scholarships')]: {
      subject: about('stipendi', 'scholarship'),
      perex: bi(`Stipendia pro studenty fakulty: prospěchová, sociální, ubytovací a mimořádná.`, `Scholarships for the faculty’s students: merit, social, accommodation and extraordinary.`),
      sections: [
        sec('Prospěchové stipendium', 'Merit scholarship', bi('Prospěchové stipendium dostanou studenti s průměrem do 1,5 a nejméně 60 kredity; vyplácí se v listopadu.', 'The merit scholarship goes to students with an average of up to 1.5 and at least 60 credits; it is paid in November.')),
        sec('Mimořádné stipendium', 'Extraordinary scholarship', bi(`Mimořádné stipendium přiznává ${dean.cs} za výsledky ve výzkumu, v soutěžích nebo za pomoc fakultě.`, `Extraordinary scholarships are awarded by ${dean.en} for research results, competition success or service to the faculty.`)),
        sec('Kdo stipendia vyřizuje', 'Who handles scholarships', bi(`Stipendia fakulty vyřizuje ${profile(officer).cs}, ${facts.email}.`, `The faculty’s scholarships are handled by ${profile(officer).en}, ${facts.email}.`)),
      ],
    },
    [k('students/associations')]: {
      subject: about('spol', 'association'),
      perex: bi(`Studentské spolky fakulty: ${own.associations.cs}.`, `The faculty’s student associations: ${own.associations.en}.`),
      sections: [
        sec('Spolky fakulty', 'The faculty’s associations', bi(`Při fakultě působí ${own.associations.cs}; celkem má univerzita ${UNIVERSITY.studentAssociations} studentských spolků.`, `The faculty is home to ${own.associations.en}; the university has ${UNIVERSITY.studentAssociations} student associations in all.`)),
        sec('Podpora', 'Support', bi('Spolky mohou jednou za semestr požádat fakultu o příspěvek na akce a zdarma si rezervovat učebny.', 'Associations can ask the faculty for a contribution to their events once a semester and book classrooms free of charge.')),
        sec('Založení spolku', 'Starting an association', bi(`Nový spolek se registruje u studijního oddělení, ${facts.email}; stačí tři zakládající studenti.`, `A new association registers with the Student Affairs Office, ${facts.email}; three founding students are enough.`)),
      ],
    },
    [k('students/abroad')]: {
      subject: about('výjezd|zahraničí', 'abroad'),
      perex: bi(`Zahraniční výjezdy studentů fakulty: Erasmus+ a dohody s ${NUMBERS.partnerUniversities} partnerskými univerzitami.`, `Study abroad for the faculty’s students: Erasmus+ and agreements with ${NUMBERS.partnerUniversities} partner universities.`),
      sections: [
        sec('Možnosti', 'Options', bi(`Na semestr nebo stáž do zahraničí vyjíždějí studenti přes Erasmus+ a meziuniverzitní dohody; loni takto vycestovalo ${NUMBERS.erasmusOutgoing} studentů univerzity.`, `Students go abroad for a semester or a traineeship through Erasmus+ and inter-university agreements; last year ${NUMBERS.erasmusOutgoing} of the university’s students did so.`)),
        sec('Výběrové řízení', 'Selection', bi('Výběr na výjezdy probíhá v únoru na následující akademický rok; uznání předmětů se domlouvá předem ve smlouvě o studiu.', 'Selection for stays takes place in February for the following academic year; recognition of courses is agreed beforehand in the learning agreement.')),
        sec('Koordinace výjezdů', 'Who coordinates stays abroad', bi(`Výjezdy ze zahraničí na fakultě koordinuje ${profile(viceDean).cs}.`, `Stays abroad are coordinated at the faculty by ${profile(viceDean).en}.`)),
      ],
    },
  }
}

/** One page per department: who leads it, how many people, what it teaches and researches. */
function departmentPages(f: FacultySeed, c: PageContext): Record<string, WrittenPage> {
  const facts = FACULTY_FACTS[f.key]!
  return Object.fromEntries(f.departments.map((d, i) => {
    const head = headOf(f.key, i)
    const taught = f.programmes.filter((p) => p.dept === i)
    const projects = PROJECTS.filter((p) => p.faculty === f.key && p.dept === i)
    const people = paths.people('cs', { faculty: f.code.toLowerCase() })
    const peopleEn = paths.people('en', { faculty: f.code.toLowerCase() })
    return [`${f.key}/about/departments/d${i + 1}`, {
      subject: about(d.cs.toLowerCase(), d.en.toLowerCase().replace(/^department of |^institute of /, '')),
      perex: bi(`${d.cs} ${f.names.orgGen.cs}: ${staffCount(f.key, i)} pracovníků, výzkum ${f.themes[i]!.cs}.`, `The ${d.en} of ${f.names.orgGen.en}: ${staffCount(f.key, i)} staff, research on ${f.themes[i]!.en}.`),
      sections: [
        sec('Vedení a lidé', 'Head and staff', bi(
          `${d.cs} má ${staffCount(f.key, i)} pracovníků; vedoucí pracoviště je ${profile(head).cs}, ${head.office.cs}. Všechny najdete v [adresáři](${people}).`,
          `The ${d.en} has ${staffCount(f.key, i)} staff and is headed by ${profile(head).en}, ${head.office.en}. All of them are in the [directory](${peopleEn}).`,
        )),
        sec('Výuka', 'Teaching', taught.length > 0
          ? bi(`Pracoviště zajišťuje programy ${list(taught.map((p) => p.name)).cs} a učí předměty i pro další programy fakulty.`, `The department runs the programmes ${list(taught.map((p) => p.name)).en} and teaches courses for the faculty’s other programmes.`)
          : bi('Pracoviště učí předměty pro programy celé fakulty.', 'The department teaches courses for the programmes of the whole faculty.')),
        sec('Výzkum', 'Research', projects.length > 0
          ? bi(`Pracoviště se věnuje výzkumu ${f.themes[i]!.cs}; běží zde projekt ${list(projects.map((p) => p.title)).cs}.`, `Its research is on ${f.themes[i]!.en}; it runs the project ${list(projects.map((p) => p.title)).en}.`)
          : bi(`Pracoviště se věnuje výzkumu ${f.themes[i]!.cs}; výsledky publikuje v repozitáři Univerzitní knihovny.`, `Its research is on ${f.themes[i]!.en}; the results are published in the University Library’s repository.`)),
        sec('Sekretariát', 'Department office', bi(`Sekretariát sídlí v budově fakulty, ${facts.address.street}, ${facts.address.postalCode} ${facts.address.city}; e-mail vedoucího: ${head.email}.`, `The office is in the faculty building, ${facts.address.street}, ${facts.address.postalCode} ${facts.address.city}; the head’s e-mail: ${head.email}.`)),
      ],
    } satisfies WrittenPage]
  }))
}

/** One page per programme of the faculty's site: the catalogue's facts and a link to its page with the apply action. */
function programmePages(f: FacultySeed, c: PageContext): Record<string, WrittenPage> {
  const r = c.round
  return Object.fromEntries(f.programmes.map((p, i) => {
    const spec = catalogue().find((x) => x.faculty.key === f.key && x.name.cs === p.name.cs)!
    const guarantor = catalogueGuarantor(spec.guarantor)
    const degree = { 'Bc.': bi('bakalářský', 'bachelor’s'), 'Mgr.': bi('magisterský', 'master’s'), 'Ph.D.': bi('doktorský', 'doctoral') }[p.degree]
    const forms = spec.forms.includes('combined') ? bi('prezenční i kombinované', 'full-time and part-time') : bi('prezenční', 'full-time')
    const core = list(p.subjects.slice(0, 3))
    return [`${f.key}/study/programmes/p${i + 1}`, {
      subject: about(p.name.cs.toLowerCase(), p.name.en.toLowerCase()),
      perex: bi(`${p.name.cs}: ${degree.cs} program ${f.names.orgGen.cs}, ${spec.years} ${spec.years >= 5 ? 'let' : 'roky'}, ${forms.cs} studium.`, `${p.name.en}: a ${degree.en} programme of ${f.names.orgGen.en}, ${spec.years} years, ${forms.en} study.`),
      sections: [
        sec('O programu', 'About the programme', bi(
          `Program ${p.name.cs} zajišťuje ${f.departments[p.dept]!.cs}; garantem je ${profile(guarantor).cs}. Stěžejní předměty: ${core.cs}.${p.english ? ' Program se vyučuje také v angličtině.' : ''}`,
          `${p.name.en} is taught by the ${f.departments[p.dept]!.en}; its guarantor is ${profile(guarantor).en}. Core courses: ${core.en}.${p.english ? ' The programme is also taught in English.' : ''}`,
        )),
        sec('Přijímací řízení', 'Admission', bi(
          `Přihlášky ke studiu v akademickém roce ${r.nextLabel.cs} přijímáme do ${day(r.applicationDeadline).cs}.`,
          `Applications to study in ${r.nextLabel.en} are accepted until ${day(r.applicationDeadline).en}.`,
        )),
        sec('Více o programu', 'More about the programme', bi(
          `Profil absolventa, předměty a tlačítko pro podání přihlášky najdete na [stránce programu ${p.name.cs}](${paths.programme('cs', spec.slug.cs)}) v katalogu studijních programů.`,
          `The graduate profile, courses and the Apply button are on the [${p.name.en} programme page](${paths.programme('en', spec.slug.en)}) in the programme catalogue.`,
        )),
      ],
    } satisfies WrittenPage]
  }))
}

const catalogueGuarantor = (slug: string) => {
  const found = staffBySlug().get(slug)
  if (!found) throw new Error(`No guarantor ${slug}`)
  return found
}
let bySlug: Map<string, ReturnType<typeof staff>[number]> | null = null
const staffBySlug = () => (bySlug ??= new Map(staff().map((p) => [p.slug, p])))

export const facultyLeafPages = (c: PageContext, link: (key: string) => Bi): Record<string, WrittenPage> =>
  Object.assign({}, ...FACULTIES.map((f) => ({ ...leaves(f, c, link), ...departmentPages(f, c), ...programmePages(f, c) })))
