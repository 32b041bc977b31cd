/** Word banks about the institution itself, campus life, careers and the public. */
import { bi, type Topic } from './text.js'

export const about: Topic = {
  key: 'about',
  headings: [
    bi('Historie', 'History'),
    bi('Poslání a hodnoty', 'Mission and values'),
    bi('Vedení', 'Leadership'),
    bi('Samosprávné orgány', 'Self-governing bodies'),
    bi('Strategický záměr', 'Strategic plan'),
    bi('Symboly a tradice', 'Symbols and traditions'),
  ],
  sentences: [
    bi('Univerzita Quercus Fontana navazuje na tradici učitelského ústavu založeného v Dubové Hoře roku 1873.', 'Quercus Fontana University continues the tradition of a teachers’ institute founded in Dubová Hora in 1873.'),
    bi('Název univerzity odkazuje na dub a pramen ve znaku města, symboly vytrvalosti a poznání.', 'The university’s name refers to the oak and the spring in the town’s coat of arms, symbols of endurance and knowledge.'),
    bi('Dnes na {orgLoc} studuje {students} studentů.', 'Today {students} students study at {orgLoc}.'),
    bi('Vyučuje zde {staff} akademických pracovníků.', '{Staff} academic staff teach here.'),
    bi('{Org} působí v dnešní podobě od roku {established}.', '{Org} has existed in its present form since {established}.'),
    bi('{Org} je veřejnou vysokou školou s institucionální akreditací.', '{Org} is a public higher education institution with institutional accreditation.'),
    bi('V čele stojí {head} a vedení odpovídá akademickému senátu.', 'It is led by {head}, and the leadership is accountable to the Academic Senate.'),
    bi('Akademický senát schvaluje rozpočet, vnitřní předpisy a volí kandidáta na rektora.', 'The Academic Senate approves the budget and internal regulations and elects the candidate for rector.'),
    bi('Správní rada dohlíží na hospodaření a propojuje univerzitu s regionem.', 'The Board of Trustees oversees the university’s finances and links it with the region.'),
    bi('Strategický záměr na léta 2026–2030 klade důraz na kvalitu výuky, otevřenou vědu a udržitelný kampus.', 'The strategic plan for 2026–2030 focuses on teaching quality, open science and a sustainable campus.'),
    bi('Každoročně zveřejňujeme výroční zprávu o činnosti a o hospodaření.', 'Every year we publish an annual report on our activities and finances.'),
    bi('Akademický rok slavnostně zahajujeme v Aule Quercus za účasti zástupců města.', 'The academic year is formally opened in the Quercus Hall in the presence of town representatives.'),
    bi('Insignie univerzity vytvořil v roce 1994 místní zlatník podle návrhu studentů.', 'The university insignia were made in 1994 by a local goldsmith to a design by students.'),
    bi('Vnitřní hodnocení kvality probíhá každé tři roky a jeho výsledky jsou veřejné.', 'Internal quality evaluation takes place every three years and its results are public.'),
    bi('Univerzita je signatářem Velké charty evropských univerzit.', 'The university is a signatory of the Magna Charta Universitatum.'),
  ],
}

export const accommodation: Topic = {
  key: 'accommodation',
  headings: [
    bi('Koleje', 'Halls of residence'),
    bi('Žádost o ubytování', 'Applying for accommodation'),
    bi('Ceny ubytování', 'Accommodation prices'),
    bi('Ubytovací řád', 'House rules'),
    bi('Menza a stravování', 'Canteen and meals'),
    bi('Parkování a doprava', 'Parking and transport'),
  ],
  sentences: [
    bi('Univerzita provozuje tři koleje s celkovou kapacitou {count} lůžek.', 'The university runs three halls of residence with a total of {count} beds.'),
    bi('O ubytování na akademický rok {ay} lze žádat elektronicky do {deadline}.', 'Accommodation for the {ay} academic year can be requested online by {deadline}.'),
    bi('Cena za lůžko ve dvoulůžkovém pokoji činí {price} Kč měsíčně.', 'A bed in a double room costs CZK {price} per month.'),
    bi('Koleje Na Výšinách leží deset minut chůze od hlavní budovy.', 'The Na Výšinách halls are a ten-minute walk from the Main Building.'),
    bi('Každý pokoj má vlastní koupelnu, kuchyňka je společná pro celé patro.', 'Every room has its own bathroom; the kitchen is shared by the whole floor.'),
    bi('Internet je v ceně ubytování a pokrývá všechny pokoje i společné prostory.', 'Internet access is included in the price and covers all rooms and common areas.'),
    bi('Menza nabízí denně čtyři hlavní jídla včetně vegetariánské a veganské varianty.', 'The canteen offers four main dishes every day, including vegetarian and vegan options.'),
    bi('Studentská cena oběda začíná na {price} Kč.', 'A student lunch starts at CZK {price}.'),
    bi('Ubytovaní studenti mohou využívat posilovnu a prádelnu v přízemí.', 'Residents can use the gym and laundry on the ground floor.'),
    bi('Noční klid platí od 22 do 6 hodin a návštěvy musí opustit kolej do půlnoci.', 'Quiet hours run from 10 pm to 6 am and visitors must leave by midnight.'),
    bi('Na kampus jezdí městská autobusová linka číslo 7 každých deset minut.', 'City bus line 7 runs to the campus every ten minutes.'),
    bi('Kola lze bezpečně uschovat v kryté úschovně u vchodu do koleje.', 'Bicycles can be stored safely in the covered bike shelter by the entrance.'),
  ],
}

export const campus: Topic = {
  key: 'campus',
  headings: [
    bi('Kampus Dubový háj', 'Dubový háj campus'),
    bi('IT služby', 'IT services'),
    bi('Průkaz studenta', 'Student card'),
    bi('Sport', 'Sport'),
    bi('Studentské spolky', 'Student associations'),
    bi('Bezbariérový přístup', 'Accessibility'),
    bi('Udržitelný kampus', 'Sustainable campus'),
  ],
  sentences: [
    bi('Kampus Dubový háj soustřeďuje výuku, laboratoře, knihovnu i koleje na jednom místě.', 'The Dubový háj campus brings teaching, laboratories, the library and residences together in one place.'),
    bi('Univerzitní účet vám zpřístupní e-mail, studijní systém, Wi-Fi i tiskárny.', 'Your university account gives you access to e-mail, the student information system, Wi-Fi and printers.'),
    bi('Helpdesk IT sídlí {place} a pomáhá s nastavením zařízení i s obnovou hesla.', 'The IT helpdesk is located {place} and helps with setting up devices and resetting passwords.'),
    bi('Průkaz studenta slouží jako knihovní průkaz, vstupní karta i platební prostředek v menze.', 'The student card serves as a library card, an access card and a means of payment in the canteen.'),
    bi('Univerzitní sportovní centrum nabízí přes čtyřicet sportů od volejbalu po horolezectví.', 'The University Sports Centre offers over forty sports, from volleyball to climbing.'),
    bi('Na univerzitě působí {associations} studentských spolků, od divadla po robotiku.', 'There are {associations} student associations at the university, from theatre to robotics.'),
    bi('Všechny budovy kampusu jsou bezbariérové a vybavené indukčními smyčkami.', 'All campus buildings are step-free and equipped with induction loops.'),
    bi('Střechy pavilonů pokrývají fotovoltaické panely, které kryjí {pct} % spotřeby elektřiny.', 'Solar panels on the pavilion roofs cover {pct} % of the campus electricity consumption.'),
    bi('Dešťová voda z kampusu se zachytává a využívá k zálivce botanické zahrady.', 'Rainwater from the campus is collected and used to water the Botanical Garden.'),
    bi('V atriu hlavní budovy najdete kavárnu, tiskové centrum a univerzitní obchod.', 'In the atrium of the Main Building you will find a café, a print centre and the university shop.'),
    bi('Studentská unie každý semestr pořádá seznamovací akce pro první ročníky.', 'The Student Union organises welcome events for first-year students every semester.'),
    bi('Výpadky služeb hlásíme na stavové stránce IT a v aplikaci pro studenty.', 'Service outages are announced on the IT status page and in the student app.'),
  ],
}

export const careers: Topic = {
  key: 'careers',
  headings: [
    bi('Volná pracovní místa', 'Job vacancies'),
    bi('Proč pracovat u nás', 'Why work with us'),
    bi('Benefity zaměstnanců', 'Staff benefits'),
    bi('Kariérní růst', 'Career development'),
    bi('Absolventský klub', 'Alumni club'),
    bi('Veletrh pracovních příležitostí', 'Career fair'),
  ],
  sentences: [
    bi('Aktuálně hledáme nové kolegyně a kolegy do výuky, výzkumu i administrativy.', 'We are currently looking for new colleagues in teaching, research and administration.'),
    bi('Zaměstnanci mají nárok na osm týdnů dovolené a na příspěvek na stravování.', 'Staff are entitled to eight weeks of annual leave and a meal allowance.'),
    bi('Nabízíme flexibilní pracovní dobu a možnost práce z domova u vhodných pozic.', 'We offer flexible working hours and remote work where the role allows it.'),
    bi('Pro rodiče provozujeme univerzitní dětskou skupinu přímo na kampusu.', 'For parents we run a university nursery right on campus.'),
    bi('Výzkumníkům na začátku kariéry nabízíme mentoring a podporu při získávání grantů.', 'We offer mentoring and grant-writing support to early-career researchers.'),
    bi('Univerzita je držitelem ocenění HR Excellence in Research.', 'The university holds the HR Excellence in Research award.'),
    bi('Absolventský klub sdružuje přes {count} členů a pořádá setkání po celé republice.', 'The alumni club has more than {count} members and holds meetings across the country.'),
    bi('Veletrh pracovních příležitostí se koná každý rok na jaře {place}.', 'The career fair takes place every spring {place}.'),
    bi('Na veletrhu se loni představilo {n} desítek zaměstnavatelů z regionu.', 'Last year, {n} dozen employers from the region exhibited at the fair.'),
    bi('Přihlášky do výběrových řízení se podávají elektronicky přes kariérní portál.', 'Applications for vacancies are submitted online via the careers portal.'),
    bi('Personální oddělení vede {person}.', 'The Human Resources Office is headed by {person}.'),
    bi('Nové zaměstnance provází prvními týdny adaptační program.', 'New staff are guided through their first weeks by an induction programme.'),
  ],
}

export const outreach: Topic = {
  key: 'outreach',
  headings: [
    bi('Program pro veřejnost', 'Public programme'),
    bi('Univerzita třetího věku', 'University of the Third Age'),
    bi('Dětská univerzita', 'Children’s University'),
    bi('Botanická zahrada', 'Botanical Garden'),
    bi('Univerzitní muzeum', 'University Museum'),
    bi('Pro školy', 'For schools'),
    bi('Pro média', 'For the media'),
  ],
  sentences: [
    bi('Přednášky pro veřejnost se konají každé úterý v podvečer {place}.', 'Public lectures take place every Tuesday evening {place}.'),
    bi('Univerzita třetího věku nabízí seniorům dvouleté studium s přednáškami z historie, přírody i techniky.', 'The University of the Third Age offers seniors a two-year course of lectures on history, nature and technology.'),
    bi('Dětská univerzita zve děti od osmi do dvanácti let na sobotní dopoledne plná pokusů.', 'The Children’s University invites children aged eight to twelve to Saturday mornings full of experiments.'),
    bi('Botanická zahrada pěstuje přes {count} druhů rostlin a je otevřena od dubna do října.', 'The Botanical Garden grows more than {count} plant species and is open from April to October.'),
    bi('Vstupné do univerzitního muzea je dobrovolné a výtěžek podporuje restaurování sbírek.', 'Admission to the University Museum is voluntary and the proceeds support the conservation of the collections.'),
    bi('Pro školní třídy připravujeme exkurze do laboratoří a tematické workshopy.', 'We offer school classes laboratory tours and themed workshops.'),
    bi('Naši odborníci ochotně komentují aktuální dění pro média.', 'Our experts are happy to comment on current affairs for the media.'),
    bi('Kontaktní osobou pro novináře je {person}.', 'The contact person for journalists is {person}.'),
    bi('Program akcí zveřejňujeme s měsíčním předstihem v kalendáři akcí.', 'The programme is published a month in advance in the events calendar.'),
    bi('Většina akcí je zdarma a nevyžaduje registraci.', 'Most events are free of charge and require no registration.'),
    bi('Loni jsme na akcích pro veřejnost přivítali přes {count} návštěvníků.', 'Last year we welcomed more than {count} visitors to our public events.'),
    bi('Záznamy vybraných přednášek najdete na univerzitním videoportálu.', 'Recordings of selected lectures are available on the university video portal.'),
  ],
}

/** General information, each sentence named so the sections below can pick theirs. */
const GENERAL = {
  hours: bi('Úřední hodiny jsou v pondělí a ve středu od 9 do 11 a od 13 do 15 hodin.', 'Office hours are on Monday and Wednesday from 9 to 11 am and from 1 to 3 pm.'),
  office: bi('Kancelář najdete {place}.', 'The office is located {place}.'),
  email: bi('Dotazy vyřizujeme e-mailem zpravidla do dvou pracovních dnů.', 'We usually answer e-mail enquiries within two working days.'),
  forms: bi('Formuláře a vnitřní předpisy jsou ke stažení v sekci dokumentů.', 'Forms and internal regulations can be downloaded from the documents section.'),
  filter: bi('V sekci Dokumenty je můžete filtrovat podle fakulty a druhu dokumentu.', 'In the Documents section you can filter them by faculty and document type.'),
  printed: bi('Tištěné formuláře jsou k dispozici také na studijním oddělení.', 'Printed forms are also available at the Student Affairs Office.'),
  studentNumber: bi('Pro rychlou odpověď uveďte v dotazu své jméno a číslo studenta.', 'For a quick answer, include your name and student number in your message.'),
  dateChanges: bi('Změny termínů zveřejňujeme na této stránce a v aplikaci pro studenty.', 'Changes of dates are announced on this page and in the student app.'),
  deadline: bi('Nejbližší uzávěrka přihlášek ke studiu je {applicationDeadline}.', 'The next deadline for applications to study is {applicationDeadline}.'),
  contactPerson: bi('Kontaktní osobou je {person}.', 'The contact person is {person}.'),
  mainBuilding: bi('Hlavní budova stojí na náměstí Svobody v centru Dubové Hory, pět minut od nádraží.', 'The Main Building stands on Svobody Square in the centre of Dubová Hora, five minutes from the railway station.'),
  parking: bi('Nejbližší parkoviště je v ulici Pod Hradbami, pro držitele průkazu ZTP jsou místa přímo u vchodu.', 'The nearest car park is in Pod Hradbami Street, with accessible spaces right by the entrance.'),
  holidays: bi('V období prázdnin se úřední hodiny omezují, aktuální rozpis najdete v aktualitách.', 'During the holidays office hours are reduced; the current schedule is published in the news.'),
  updated: bi('Tato stránka byla naposledy aktualizována {date}.', 'This page was last updated on {date}.'),
  identity: bi('Při návštěvě se prosím prokažte průkazem studenta nebo občanským průkazem.', 'Please bring your student card or an identity document when you visit.'),
}

export const general: Topic = {
  key: 'general',
  headings: [
    bi('Kontakty', 'Contacts'),
    bi('Často kladené otázky', 'Frequently asked questions'),
    bi('Důležité termíny', 'Key dates'),
    bi('Dokumenty ke stažení', 'Downloads'),
    bi('Úřední hodiny', 'Office hours'),
    bi('Kde nás najdete', 'How to find us'),
  ],
  sentences: Object.values(GENERAL),
  bySection: {
    Contacts: [GENERAL.contactPerson, GENERAL.email, GENERAL.studentNumber, GENERAL.office],
    'Frequently asked questions': [GENERAL.email, GENERAL.studentNumber, GENERAL.forms, GENERAL.identity],
    'Key dates': [GENERAL.dateChanges, GENERAL.holidays, GENERAL.deadline, GENERAL.updated],
    Downloads: [GENERAL.forms, GENERAL.filter, GENERAL.printed],
    'Office hours': [GENERAL.hours, GENERAL.holidays, GENERAL.identity],
    'How to find us': [GENERAL.office, GENERAL.mainBuilding, GENERAL.parking],
  },
}
