/** The written pages under "About": the university, its history, bodies, reports, campus and careers. */
import { ADDRESSES, FACULTY_FACTS, NUMBERS, UNIVERSITY as U, VENUES } from '../facts.js'
import { FACULTIES } from '../faculties.js'
import type { PageContext, WrittenPage } from './pages.js'
import { about, bi, num, paras, pct, who, type Bi } from './write.js'

const sec = (cs: string, en: string, body: Bi) => ({ heading: bi(cs, en), body })
const MAIN = `${U.address.street}, ${U.address.postalCode} ${U.address.city}`

/** The university in numbers: the figures of the fact base, the same the home page shows. */
export function factsAndFigures(c: PageContext): Bi {
  return paras(
    bi(
      `Na univerzitě studuje ${num(U.students).cs} studentů, z toho ${num(U.internationalStudents).cs} zahraničních, na ${FACULTIES.length} fakultách ve ${c.programmes.all} studijních programech. Učí zde ${num(U.academicStaff).cs} akademických pracovníků a provoz zajišťuje dalších ${num(U.otherStaff).cs} zaměstnanců.`,
      `The university has ${num(U.students).en} students, ${num(U.internationalStudents).en} international students among them, in ${FACULTIES.length} faculties and ${c.programmes.all} study programmes. It has ${num(U.academicStaff).en} academic staff and ${num(U.otherStaff).en} other staff.`,
    ),
    bi(
      `V posledním přijímacím řízení jsme obdrželi ${num(NUMBERS.applications).cs} přihlášek a přijali ${num(NUMBERS.admitted).cs} uchazečů; úspěšnost přijetí byla ${pct(NUMBERS.admissionRate).cs}. Loni studium dokončilo ${num(NUMBERS.graduatesLastYear).cs} absolventů a ${pct(NUMBERS.graduateEmployment).cs} absolventů mělo půl roku po promoci práci nebo pokračovalo ve studiu.`,
      `In the last admission round we received ${num(NUMBERS.applications).en} applications and admitted ${num(NUMBERS.admitted).en} applicants, an admission rate of ${pct(NUMBERS.admissionRate).en}. Last year ${num(NUMBERS.graduatesLastYear).en} students graduated, and ${pct(NUMBERS.graduateEmployment).en} of graduates were working or studying further six months after graduation.`,
    ),
    bi(
      `Běží ${NUMBERS.researchProjects} výzkumných projektů s rozpočtem ${NUMBERS.researchBudgetMillions} milionů Kč. Spolupracujeme se ${NUMBERS.partnerUniversities} partnerskými univerzitami a loni vyjelo na studijní pobyt ${NUMBERS.erasmusOutgoing} našich studentů. Knihovna má ${num(NUMBERS.libraryVolumes).cs} svazků a ${NUMBERS.readingRoomSeats} míst ve studovnách, koleje ${num(NUMBERS.bedsInHalls).cs} lůžek a na univerzitě působí ${U.studentAssociations} studentských spolků.`,
      `${NUMBERS.researchProjects} research projects are running with a budget of CZK ${NUMBERS.researchBudgetMillions} million. We work with ${NUMBERS.partnerUniversities} partner universities, and last year ${NUMBERS.erasmusOutgoing} of our students went on a study stay abroad. The library holds ${num(NUMBERS.libraryVolumes).en} volumes and has ${NUMBERS.readingRoomSeats} reading-room seats, the halls of residence have ${num(NUMBERS.bedsInHalls).en} beds, and ${U.studentAssociations} student associations are active at the university.`,
    ),
  )
}

export function aboutPages(c: PageContext): Record<string, WrittenPage> {
  const faculties = FACULTIES.map((f) => ({ f, facts: FACULTY_FACTS[f.key]! }))
  return {
    'uni/about': {
      subject: about('univerzit|quercus fontana', 'about|universit|quercus fontana'),
      perex: bi(
        `Univerzita Quercus Fontana je veřejná vysoká škola v Dubové Hoře se čtyřmi fakultami a ${num(U.students).cs} studenty. Navazuje na učitelský ústav založený roku ${U.traditionSince}.`,
        `About Quercus Fontana University: a public university in Dubová Hora with four faculties and ${num(U.students).en} students, continuing a teachers’ institute founded in ${U.traditionSince}.`,
      ),
      sections: [
        sec('Poslání', 'Mission', bi(
          'Univerzita Quercus Fontana vzdělává učitele, přírodovědce, humanitní vědce, informatiky a ekonomy pro region i pro svět. Název odkazuje na dub a pramen ve znaku Dubové Hory, symboly vytrvalosti a poznání.',
          'Quercus Fontana University educates teachers, scientists, scholars of the humanities, computer scientists and economists for the region and the world. Its name refers to the oak and the spring in the coat of arms of Dubová Hora, symbols of endurance and knowledge.',
        )),
        sec('Univerzita v číslech', 'Facts and figures', factsAndFigures(c)),
        sec('Fakulty', 'Faculties', paras(...faculties.map(({ f, facts }) => bi(
          `${f.name.cs} (od roku ${facts.established}): ${num(facts.students).cs} studentů, ${facts.academicStaff} akademických pracovníků, ${facts.address.street}.`,
          `${f.name.en} (since ${facts.established}): ${num(facts.students).en} students, ${facts.academicStaff} academic staff, ${facts.address.street}.`,
        )))),
        sec('Vedení a samospráva', 'Leadership and self-government', bi(
          `Univerzitu od roku ${U.rectorSince} vede rektorka ${who(U.rector).cs}. Rozpočet a vnitřní předpisy univerzity schvaluje Akademický senát, na hospodaření dohlíží Správní rada. Sídlem univerzity je Hlavní budova, ${MAIN}.`,
          `The university has been led since ${U.rectorSince} by Rector ${who(U.rector).en}. The Academic Senate approves the university’s budget and internal regulations; the Board of Trustees oversees its finances. The university’s seat is the Main Building, ${MAIN}.`,
        )),
      ],
    },
    'uni/about/history': {
      subject: about('histor|1873|1994', 'histor|1873|1994'),
      perex: bi(
        `Historie univerzity začíná roku ${U.traditionSince} učitelským ústavem na náměstí Svobody; univerzitou se stal roku ${U.founded}.`,
        `The history of the university begins in ${U.traditionSince} with a teachers’ institute on Svobody Square; it became a university in ${U.founded}.`,
      ),
      sections: [
        sec('Učitelský ústav', 'The teachers’ institute', bi(
          `Roku ${U.traditionSince} otevřelo město Dubová Hora učitelský ústav, který připravoval učitele obecných škol pro celý kraj. Jeho budova na náměstí Svobody je dnes Hlavní budovou univerzity.`,
          `In ${U.traditionSince} the town of Dubová Hora opened a teachers’ institute that trained primary school teachers for the whole region. Its building on Svobody Square is today the university’s Main Building.`,
        )),
        sec('Vznik univerzity', 'A university', bi(
          `Roku ${U.founded} vznikla Univerzita Quercus Fontana s Pedagogickou fakultou jako první. Insignie univerzity vytvořil téhož roku místní zlatník podle návrhu studentů.`,
          `In ${U.founded} Quercus Fontana University was founded, with the Faculty of Education as its first faculty. A local goldsmith made the university insignia the same year, to a design by students.`,
        )),
        sec('Čtyři fakulty', 'Four faculties', paras(...[...faculties].sort((a, b) => a.facts.established - b.facts.established).map(({ f, facts }) => bi(
          `${facts.established}: ${f.name.cs} v dnešní podobě.`,
          `${facts.established}: the ${f.name.en} in its present form.`,
        )))),
      ],
    },
    'uni/about/senate': {
      subject: about('senát', 'senate'),
      perex: bi('Akademický senát je samosprávný orgán univerzity: schvaluje rozpočet a vnitřní předpisy a volí kandidáta na rektora.', 'The Academic Senate is the university’s self-governing body: it approves the budget and internal regulations and elects the candidate for rector.'),
      sections: [
        sec('Pravomoci', 'Powers', bi(
          'Senát schvaluje rozpočet univerzity, výroční zprávy a strategický záměr, přijímá vnitřní předpisy a navrhuje kandidáta na rektora.',
          'The Senate approves the university’s budget, annual reports and strategic plan, adopts internal regulations and proposes the candidate for rector.',
        )),
        sec('Složení', 'Members', bi(
          'Senát má 24 členů: z každé fakulty čtyři akademické pracovníky a dva studenty, které volí akademická obec fakulty na tři roky.',
          'The Senate has 24 members: four academics and two students from each faculty, elected by the faculty’s academic community for three years.',
        )),
        sec('Zasedání', 'Meetings', bi(
          `Senát zasedá jednou měsíčně v semestru, v místnosti ${VENUES.senateRoom.place.cs}, ${VENUES.senateRoom.address.street}. Zasedání jsou veřejná a zápisy senát zveřejňuje v Dokumentech týden po zasedání.`,
          `The Senate meets once a month during the semester in the ${VENUES.senateRoom.place.en}, ${VENUES.senateRoom.address.street}. Meetings are public, and the Senate publishes the minutes in Documents a week after each meeting.`,
        )),
      ],
    },
    'uni/about/trustees': {
      subject: about('správní rad', 'board of trustees'),
      perex: bi('Správní rada dohlíží na hospodaření univerzity a spojuje ji s městem, krajem a zaměstnavateli.', 'The Board of Trustees oversees the university’s finances and links it with the town, the region and employers.'),
      sections: [
        sec('Co správní rada dělá', 'What the Board of Trustees does', bi(
          `Správní rada se vyjadřuje k rozpočtu a ke strategickému záměru a schvaluje nakládání s nemovitostmi univerzity. Na hospodaření dohlíží spolu s kvestorem ${who(U.bursar).cs}.`,
          `The Board of Trustees comments on the budget and the strategic plan and approves transactions with the university’s real estate. It oversees the finances together with the Bursar, ${who(U.bursar).en}.`,
        )),
        sec('Členové', 'Members', bi(
          'Devět členů jmenuje ministr školství na návrh rektorky na šest let; zasedají v ní zástupci města Dubová Hora, kraje, škol a firem z regionu.',
          'Its nine members are appointed by the Minister of Education on the Rector’s proposal for six years; they represent the town of Dubová Hora, the region, schools and companies.',
        )),
        sec('Zasedání', 'Meetings', bi(
          'Správní rada zasedá dvakrát ročně, na jaře a na podzim, v Hlavní budově. Její usnesení jsou součástí výroční zprávy o hospodaření.',
          'The Board of Trustees meets twice a year, in spring and autumn, in the Main Building. Its resolutions are part of the annual report on finances.',
        )),
      ],
    },
    'uni/about/strategy': {
      subject: about('strateg|kvalit', 'strateg|quality'),
      perex: bi('Strategický záměr na léta 2026–2030 a vnitřní hodnocení kvality: co chceme zlepšit a jak to měříme.', 'The strategic plan for 2026–2030 and internal quality evaluation: what we want to improve and how we measure it.'),
      sections: [
        sec('Strategický záměr 2026–2030', 'Strategic plan 2026–2030', bi(
          'Strategický záměr klade důraz na kvalitu výuky, otevřenou vědu a udržitelný kampus. Každý rok jej naplňuje plán realizace, který schvaluje Akademický senát.',
          'The strategic plan focuses on teaching quality, open science and a sustainable campus. Each year an implementation plan approved by the Academic Senate puts it into practice.',
        )),
        sec('Hodnocení kvality', 'Quality evaluation', bi(
          `Vnitřní hodnocení kvality probíhá každé tři roky a jeho zprávy jsou veřejné. Sledujeme mimo jiné uplatnění absolventů: ${pct(NUMBERS.graduateEmployment).cs} absolventů mělo půl roku po promoci práci nebo dále studovalo.`,
          `Internal quality evaluation takes place every three years and its reports are public. Among other things we follow our graduates: ${pct(NUMBERS.graduateEmployment).en} of graduates were working or studying six months after graduation.`,
        )),
        sec('Ocenění a závazky', 'Awards and commitments', bi(
          'Univerzita je držitelem ocenění HR Excellence in Research a signatářem Velké charty evropských univerzit.',
          'The university holds the HR Excellence in Research award and is a signatory of the Magna Charta Universitatum.',
        )),
      ],
    },
    'uni/about/reports': {
      subject: about('zpráv', 'report'),
      perex: bi('Výroční zprávy o činnosti a o hospodaření univerzity, které každý rok schvaluje Akademický senát.', 'The annual reports on the university’s activities and finances, approved every year by the Academic Senate.'),
      sections: [
        sec('Výroční zpráva o činnosti', 'Annual report on activities', bi(
          `Zpráva o činnosti popisuje studium, výzkum a spolupráci za kalendářní rok. Poslední uvádí ${num(NUMBERS.graduatesLastYear).cs} absolventů, ${NUMBERS.researchProjects} výzkumných projektů a ${NUMBERS.partnerUniversities} partnerských univerzit.`,
          `The report on activities covers study, research and cooperation in a calendar year. The latest one lists ${num(NUMBERS.graduatesLastYear).en} graduates, ${NUMBERS.researchProjects} research projects and ${NUMBERS.partnerUniversities} partner universities.`,
        )),
        sec('Výroční zpráva o hospodaření', 'Annual report on finances', bi(
          `Zpráva o hospodaření uvádí příjmy, výdaje a majetek univerzity; rozpočet výzkumu v ní činí ${NUMBERS.researchBudgetMillions} milionů Kč. Před zveřejněním se k ní vyjadřuje Správní rada.`,
          `The report on finances sets out the university’s income, expenditure and property; it puts the research budget at CZK ${NUMBERS.researchBudgetMillions} million. The Board of Trustees comments on it before it is published.`,
        )),
        sec('Kde zprávy najdete', 'Where to find the reports', bi(
          'Obě zprávy zveřejňujeme každý rok do konce června v sekci Dokumenty (druh „Zpráva“), starší ročníky zůstávají v archivu.',
          'We publish both reports every year by the end of June in the Documents section (type “Report”); earlier years stay in the archive.',
        )),
      ],
    },
    'uni/about/campus': {
      subject: about('kampus|budov', 'campus|building'),
      perex: bi(`Univerzita sídlí v Hlavní budově na náměstí Svobody; výuka, knihovna a koleje jsou v kampusu Dubový háj.`, `The university’s seat is the Main Building on Svobody Square; teaching, the library and the halls are on the Dubový háj campus.`),
      sections: [
        sec('Hlavní budova', 'Main Building', bi(
          `Hlavní budova, ${MAIN}, je sídlem rektorátu a Aula Quercus v ní hostí promoce a slavnostní zahájení akademického roku. Filozofická fakulta sídlí v budově A, ${FACULTY_FACTS.ff!.address.street}.`,
          `The Main Building, ${MAIN}, houses the Rector’s Office, and its Quercus Hall hosts graduations and the opening of the academic year. The Faculty of Arts is in Building A, ${FACULTY_FACTS.ff!.address.street}.`,
        )),
        sec('Kampus Dubový háj', 'Dubový háj campus', bi(
          `V kampusu stojí budova B Fakulty přírodních věd (${FACULTY_FACTS.fpv!.address.street}), budova C Pedagogické fakulty (${FACULTY_FACTS.pdf!.address.street}), budova J Fakulty informatiky a ekonomie (${FACULTY_FACTS.fie!.address.street}) a Univerzitní knihovna (${ADDRESSES.library.street}). Koleje mají ${num(NUMBERS.bedsInHalls).cs} lůžek.`,
          `The campus holds Building B of the Faculty of Science (${FACULTY_FACTS.fpv!.address.street}), Building C of the Faculty of Education (${FACULTY_FACTS.pdf!.address.street}), Building J of the Faculty of Informatics and Economics (${FACULTY_FACTS.fie!.address.street}) and the University Library (${ADDRESSES.library.street}). The halls of residence have ${num(NUMBERS.bedsInHalls).en} beds.`,
        )),
        sec('Další budovy', 'Other buildings', bi(
          `Studentské centrum U Pramene je v ulici ${ADDRESSES.studentCentre.street}, Botanická zahrada v ulici ${ADDRESSES.garden.street} a Sportovní centrum Na Výšinách na adrese ${ADDRESSES.sports.street}. Všechny budovy jsou bezbariérové a na kampus jezdí městská linka číslo 7.`,
          `The U Pramene Student Centre is at ${ADDRESSES.studentCentre.street}, the Botanical Garden at ${ADDRESSES.garden.street} and the Na Výšinách Sports Centre at ${ADDRESSES.sports.street}. Every building is step-free, and city bus line 7 runs to the campus.`,
        )),
      ],
    },
    'uni/about/careers': {
      subject: about('kariér', 'career'),
      perex: bi(`Kariéra na univerzitě: pracuje u nás ${num(U.academicStaff).cs} akademických pracovníků a ${num(U.otherStaff).cs} dalších zaměstnanců.`, `Careers at the university: we employ ${num(U.academicStaff).en} academic staff and ${num(U.otherStaff).en} other staff.`),
      sections: [
        sec('Volná místa', 'Vacancies', bi(
          'Volná místa ve výuce, výzkumu i správě zveřejňujeme na kariérním portálu; přihlášky do výběrových řízení se podávají tamtéž elektronicky.',
          'Vacancies in teaching, research and administration are published on the careers portal, where applications for them are also submitted online.',
        )),
        sec('Co nabízíme', 'What we offer', bi(
          'Zaměstnanci mají osm týdnů dovolené, příspěvek na stravování a pružnou pracovní dobu; rodičům slouží univerzitní dětská skupina v kampusu. Univerzita je držitelem ocenění HR Excellence in Research.',
          'Staff have eight weeks of annual leave, a meal allowance and flexible hours; parents can use the university nursery on campus. The university holds the HR Excellence in Research award.',
        )),
        sec('Kariérní růst', 'Career development', bi(
          'Výzkumníkům na začátku kariéry nabízíme mentoring a pomoc grantového oddělení s prvními projekty; nové kolegy provází prvními týdny adaptační program.',
          'Early-career researchers get mentoring and help from the Grant Office with their first projects; an induction programme guides new colleagues through their first weeks.',
        )),
      ],
    },
  }
}
