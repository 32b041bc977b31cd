/** The written pages under "Study": admissions with its one deadline, programmes, doctoral study, support. */
import { ADDRESSES, NUMBERS, OFFICERS, UNIVERSITY as U } from '../facts.js'
import type { PageContext, WrittenPage } from './pages.js'
import { about, bi, day, num, paras, pct, who, type Bi } from './write.js'

const sec = (cs: string, en: string, body: Bi) => ({ heading: bi(cs, en), body })

export function studyPages(c: PageContext): Record<string, WrittenPage> {
  const r = c.round
  const deadline = day(r.applicationDeadline)
  const p = c.programmes
  const vr = OFFICERS.viceRectorStudy
  const counselling = OFFICERS.counsellingHead
  return {
    'uni/study': {
      subject: about('stud|program', 'stud|programme'),
      perex: bi(
        `Studium na čtyřech fakultách v ${p.all} programech: ${p.bachelor} bakalářských, ${p.master} magisterských a ${p.doctoral} doktorských, ${p.english} z nich i v angličtině.`,
        `Study at four faculties in ${p.all} programmes: ${p.bachelor} bachelor’s, ${p.master} master’s and ${p.doctoral} doctoral, ${p.english} of them also in English.`,
      ),
      sections: [
        sec('Jak u nás studovat', 'How to study with us', bi(
          `Vyberte si program v katalogu programů podle fakulty, titulu, formy a jazyka výuky. Přihlášky do všech programů pro akademický rok ${r.nextLabel.cs} přijímáme do ${deadline.cs}.`,
          `Choose a programme in the programme catalogue by faculty, degree, form and language of instruction. Applications to every programme for the ${r.nextLabel.en} academic year are accepted until ${deadline.en}.`,
        )),
        sec('Formy studia', 'Forms of study', bi(
          'Prezenční studium má výuku každý týden semestru; kombinované studium spojuje víkendová soustředění se samostudiem a končí stejným titulem. Bakalářské programy trvají tři roky, navazující magisterské dva a doktorské čtyři.',
          'Full-time study has classes every week of the semester; combined study joins weekend sessions with independent study and leads to the same degree. Bachelor’s programmes take three years, follow-up master’s two and doctoral four.',
        )),
        sec('Podpora při studiu', 'Support during your studies', bi(
          `Studium řídí ${who(vr).cs}, prorektorka pro studium. Se stipendii, ubytováním a poradenstvím pomohou stránky této sekce; ${pct(NUMBERS.graduateEmployment).cs} absolventů má půl roku po promoci práci nebo dál studuje.`,
          `Studies are overseen by ${who(vr).en}, Vice-Rector for Studies. The pages of this section help with scholarships, accommodation and counselling; ${pct(NUMBERS.graduateEmployment).en} of graduates are working or studying further six months after graduation.`,
        )),
      ],
    },
    'uni/study/admissions': {
      subject: about('přijím|přihlášk', 'admission|applica'),
      perex: bi(
        `Přijímací řízení pro akademický rok ${r.nextLabel.cs}: přihlášky do ${deadline.cs}, přijímací zkoušky v červnu.`,
        `Admissions for the ${r.nextLabel.en} academic year: applications by ${deadline.en}, entrance examinations in June.`,
      ),
      sections: [
        sec('Termíny přijímacího řízení', 'Admission dates', paras(
          bi(`Uzávěrka přihlášek do všech programů je ${deadline.cs}.`, `The application deadline for every programme is ${deadline.en}.`),
          bi(`Dny otevřených dveří tohoto přijímacího řízení: ${day(r.openDays[0]).cs} a ${day(r.openDays[1]).cs}.`, `Open days of this admission round: ${day(r.openDays[0]).en} and ${day(r.openDays[1]).en}.`),
          bi(`Přijímací zkoušky probíhají od ${day(r.entranceExams.from).cs} do ${day(r.entranceExams.to).cs}.`, `Entrance examinations take place from ${day(r.entranceExams.from).en} to ${day(r.entranceExams.to).en}.`),
        )),
        sec('Kolik uchazečů přijímáme', 'How many applicants we admit', bi(
          `V posledním přijímacím řízení jsme obdrželi ${num(NUMBERS.applications).cs} přihlášek a přijali ${num(NUMBERS.admitted).cs} uchazečů; úspěšnost přijetí byla ${pct(NUMBERS.admissionRate).cs}.`,
          `In the last admission round we received ${num(NUMBERS.applications).en} applications and admitted ${num(NUMBERS.admitted).en} applicants, an admission rate of ${pct(NUMBERS.admissionRate).en}.`,
        )),
        sec('Poplatek a rozhodnutí', 'Fee and decision', bi(
          'Poplatek za přihlášku činí 690 Kč a platí se do dne uzávěrky. Rozhodnutí o přijetí dostanete do datové schránky nebo do informačního systému do 30 dnů od zkoušky.',
          'The application fee is CZK 690 and is paid by the day of the deadline. You receive the admission decision in your data box or in the information system within 30 days of the examination.',
        )),
      ],
    },
    'uni/study/admissions/application': {
      subject: about('přihlášk', 'apply|applica'),
      perex: bi(`Přihlášku ke studiu podáte elektronicky do ${deadline.cs}.`, `You apply online; applications are accepted until ${deadline.en}.`),
      sections: [
        sec('Elektronická přihláška', 'The online application', bi(
          'Přihlášku vyplníte v e-přihlášce univerzity; na stránce každého programu vede tlačítko Podat přihlášku přímo k němu. Na každý program podáte samostatnou přihlášku.',
          'You fill in the application in the university’s e-application system; the Apply button on each programme’s page leads straight to it. Each programme needs its own application.',
        )),
        sec('Poplatek', 'Fee', bi(
          'Poplatek za přihlášku je 690 Kč; zaplatíte jej převodem nebo kartou s variabilním symbolem z e-přihlášky.',
          'The application fee is CZK 690, paid by transfer or by card with the variable symbol the e-application gives you.',
        )),
        sec('Přílohy a uzávěrka', 'Documents and deadline', paras(
          bi('Maturitní vysvědčení, u magisterských programů diplom bakaláře, doložíte nejpozději u zápisu.', 'Your school-leaving certificate, or your bachelor’s diploma for master’s programmes, is shown at enrolment at the latest.'),
          bi(`Přihlášku i poplatek přijímáme do ${deadline.cs}.`, `Applications and fees are accepted until ${deadline.en}.`),
        )),
      ],
    },
    'uni/study/admissions/exams': {
      subject: about('zkouš', 'exam'),
      perex: bi(`Přijímací zkoušky se konají od ${day(r.entranceExams.from).cs} do ${day(r.entranceExams.to).cs} na fakultách.`, `Entrance examinations take place at the faculties from ${day(r.entranceExams.from).en} to ${day(r.entranceExams.to).en}.`),
      sections: [
        sec('Termíny zkoušek', 'Examination dates', bi(
          `Zkoušky probíhají od ${day(r.entranceExams.from).cs} do ${day(r.entranceExams.to).cs}; pozvánku s místností dostanete tři týdny předem. Zkoušky různých programů se nepřekrývají.`,
          `Examinations take place from ${day(r.entranceExams.from).en} to ${day(r.entranceExams.to).en}; the invitation with your room arrives three weeks before. Examinations of different programmes never overlap.`,
        )),
        sec('Podoba zkoušky', 'What the examination is like', bi(
          'Většina programů má písemný test studijních předpokladů a oborových znalostí; umělecké a učitelské programy přidávají talentovou zkoušku nebo pohovor. Vzorové testy jsou v Dokumentech.',
          'Most programmes have a written test of study aptitude and subject knowledge; arts and teacher education programmes add an aptitude test or an interview. Sample tests are in Documents.',
        )),
        sec('Úprava zkoušky', 'Adjusted examinations', bi(
          `Uchazeči se specifickými potřebami mohou požádat o úpravu zkoušky; žádost posoudí Poradenské centrum, které vede ${who(counselling).cs}.`,
          `Applicants with specific needs can ask for an adjusted examination; the Counselling Centre, headed by ${who(counselling).en}, assesses the request.`,
        )),
      ],
    },
    'uni/study/admissions/recognition': {
      subject: about('uznání|zahraniční', 'recognition|foreign'),
      perex: bi('Uznání zahraničního vzdělání: kdo je potřebuje a jak o ně požádat.', 'Recognition of foreign education: who needs it and how to ask for it.'),
      sections: [
        sec('Kdo uznání potřebuje', 'Who needs recognition', bi(
          'Uchazeč se zahraničním středoškolským nebo vysokoškolským vzděláním doloží u zápisu jeho uznání (nostrifikaci). Diplomy ze Slovenska, Polska, Maďarska a Slovinska se uznávají bez řízení.',
          'Applicants with foreign secondary or higher education show its recognition (nostrification) at enrolment. Diplomas from Slovakia, Poland, Hungary and Slovenia are recognised without a procedure.',
        )),
        sec('Jak požádat', 'How to ask', bi(
          'O uznání vysokoškolského vzdělání rozhoduje univerzita na žádost podanou přes e-přihlášku; poplatek je 3 000 Kč a řízení trvá nejvýše 60 dní.',
          'The university decides on the recognition of higher education on a request made through the e-application system; the fee is CZK 3,000 and the procedure takes at most 60 days.',
        )),
        sec('Poradenství', 'Advice', bi(
          `S uznáním zahraničního vzdělání poradí Welcome Point; dotazy posílejte na ${U.email}.`,
          `The Welcome Point advises on the recognition of foreign education; send questions to ${U.email}.`,
        )),
      ],
    },
    'uni/study/programmes': {
      subject: about('program', 'programme'),
      perex: bi(`Studijní programy univerzity: ${p.all} programů na čtyřech fakultách.`, `The university’s study programmes: ${p.all} programmes at four faculties.`),
      sections: [
        sec('Nabídka programů', 'What we offer', bi(
          `Nabízíme ${p.bachelor} bakalářských, ${p.master} navazujících magisterských a ${p.doctoral} doktorských programů; ${p.english} programů se vyučuje také v angličtině.`,
          `We offer ${p.bachelor} bachelor’s, ${p.master} follow-up master’s and ${p.doctoral} doctoral programmes; ${p.english} programmes are also taught in English.`,
        )),
        sec('Katalog programů', 'The programme catalogue', bi(
          'V katalogu programů filtrujete podle fakulty, titulu, formy a jazyka; stránka programu ukazuje jeho profil, předměty, uplatnění a přijímací řízení.',
          'The programme catalogue filters by faculty, degree, form and language; each programme’s page shows its profile, courses, careers and admission.',
        )),
        sec('Přihláška do programu', 'Applying to a programme', bi(
          `Na stránce programu vede tlačítko Podat přihlášku do e-přihlášky; přihlášky do všech programů přijímáme do ${deadline.cs}.`,
          `The Apply button on a programme’s page leads to the e-application; applications to every programme are accepted until ${deadline.en}.`,
        )),
      ],
    },
    'uni/study/doctoral': {
      subject: about('doktor', 'doctoral'),
      perex: bi(`Doktorské studium v ${p.doctoral} programech: čtyři roky výzkumu pod vedením školitele, zakončené titulem Ph.D.`, `Doctoral study in ${p.doctoral} programmes: four years of research with a supervisor, leading to the Ph.D. degree.`),
      sections: [
        sec('Témata a školitelé', 'Topics and supervisors', bi(
          `Školitelé vypisují témata disertací do konce února. Přihlášky do doktorských programů přijímáme do ${deadline.cs}, jako do všech ostatních.`,
          `Supervisors announce dissertation topics by the end of February. Applications to doctoral programmes are accepted until ${deadline.en}, as for every other programme.`,
        )),
        sec('Průběh studia', 'Your studies', bi(
          'Každý doktorand má individuální studijní plán schválený oborovou radou, absolvuje nejméně měsíční zahraniční stáž a před obhajobou publikuje alespoň jeden recenzovaný článek.',
          'Every doctoral student follows an individual study plan approved by the doctoral board, spends at least a month on a research stay abroad and publishes at least one peer-reviewed article before the defence.',
        )),
        sec('Financování a obhajoba', 'Funding and defence', bi(
          'Doktorandi v prezenční formě pobírají stipendium a mohou pracovat na grantových projektech. Obhajoby jsou veřejné a konají se v posluchárnách fakult; termíny zveřejňujeme v kalendáři akcí.',
          'Full-time doctoral students receive a stipend and can work on funded projects. Defences are public and held in the faculties’ lecture halls; their dates are in the events calendar.',
        )),
      ],
    },
    'uni/study/lifelong': {
      subject: about('celoživotní|kurz', 'lifelong|course'),
      perex: bi('Celoživotní vzdělávání: večerní, víkendové a online kurzy pro dospělé, které vede Centrum celoživotního vzdělávání.', 'Lifelong learning: evening, weekend and online courses for adults, run by the Lifelong Learning Centre.'),
      sections: [
        sec('Kurzy', 'Courses', bi(
          'Kurzy celoživotního vzdělávání jsou otevřené všem bez ohledu na předchozí vzdělání; trvají od jednoho víkendu po dva semestry a vyučují je akademičtí pracovníci fakult.',
          'Lifelong learning courses are open to everyone whatever their previous education; they last from one weekend to two semesters and are taught by the faculties’ academic staff.',
        )),
        sec('Přihláška a cena', 'Registration and fees', bi(
          'Na kurz se přihlásíte na jeho stránce; kurzovné zahrnuje studijní materiály a senioři a držitelé průkazu ZTP mají slevu.',
          'You register on the course’s page; the fee includes study materials, and seniors and holders of a disability card get a discount.',
        )),
        sec('Osvědčení', 'Certificate', bi(
          'Účastník, který absolvuje alespoň čtyři pětiny výuky, dostane osvědčení o absolvování kurzu celoživotního vzdělávání.',
          'Participants who attend at least four fifths of the classes receive a certificate of completion of a lifelong learning course.',
        )),
      ],
    },
    ...supportPages(c),
  }
}

/** Scholarships, accommodation, counselling, the calendar and the regulations. */
function supportPages(c: PageContext): Record<string, WrittenPage> {
  const y = c.year
  const counselling = OFFICERS.counsellingHead
  return {
    'uni/study/scholarships': {
      subject: about('stipendi', 'scholarship'),
      perex: bi('Stipendia za prospěch, sociální a ubytovací: kdo na ně má nárok a jak se vyplácejí.', 'Merit, social and accommodation scholarships: who is entitled to them and how they are paid.'),
      sections: [
        sec('Druhy stipendií', 'Kinds of scholarship', bi(
          'Stipendijní řád zná prospěchové, sociální a ubytovací stipendium a mimořádná stipendia, která děkan přiznává za výsledky ve výzkumu nebo za reprezentaci.',
          'The Scholarship Regulations provide merit, social and accommodation scholarships, and extraordinary scholarships the dean awards for research results or for representing the university.',
        )),
        sec('Výplata', 'Payment', bi(
          'Stipendia se vyplácejí převodem na účet uvedený ve studijním informačním systému; o přiznání rozhoduje děkan fakulty.',
          'Scholarships are paid by bank transfer to the account entered in the student information system; the dean of the faculty decides on them.',
        )),
        sec('Kde najdete pravidla', 'Where the rules are', bi(
          'Stipendijní řád je v sekci Dokumenty; s dotazy pomůže studijní oddělení vaší fakulty.',
          'The Scholarship Regulations are in the Documents section; your faculty’s student affairs office will answer questions.',
        )),
      ],
    },
    'uni/study/scholarships/merit': {
      subject: about('prospěch', 'merit'),
      perex: bi('Prospěchové stipendium dostávají studenti s průměrem do 1,5, kteří za rok získali alespoň 60 kreditů.', 'A merit scholarship goes to students with a grade average of up to 1.5 who earned at least 60 credits in the year.'),
      sections: [
        sec('Podmínky', 'Conditions', bi('Prospěchové stipendium se přiznává za uplynulý akademický rok studentům s průměrem do 1,5 a nejméně 60 kredity; nežádá se o ně.', 'The merit scholarship is awarded for the past academic year to students with an average of up to 1.5 and at least 60 credits; students do not apply for it.')),
        sec('Výše', 'Amount', bi('Za průměr do 1,2 činí prospěchové stipendium 6 000 Kč, za průměr do 1,5 pak 4 000 Kč.', 'The merit scholarship is CZK 6,000 for an average up to 1.2 and CZK 4,000 for an average up to 1.5.')),
        sec('Výplata', 'Payment', bi('Stipendium se vyplácí jednorázově v listopadu na účet ze studijního systému.', 'The scholarship is paid once, in November, to the account in the student information system.')),
      ],
    },
    'uni/study/scholarships/social': {
      subject: about('sociální', 'social'),
      perex: bi('Sociální stipendium pomáhá studentům z rodin s nízkými příjmy.', 'The social scholarship helps students from low-income families.'),
      sections: [
        sec('Kdo má nárok', 'Who is entitled', bi('Sociální stipendium dostane student prezenční formy, jehož rodina má nárok na přídavek na dítě.', 'A full-time student whose family is entitled to child benefit receives the social scholarship.')),
        sec('Výše', 'Amount', bi('Sociální stipendium se vyplácí deset měsíců v roce po 3 970 Kč měsíčně.', 'The social scholarship is paid for ten months a year at CZK 3,970 a month.')),
        sec('Žádost', 'Request', bi('O sociální stipendium se žádá ve studijním systému s potvrzením úřadu práce o přídavku na dítě.', 'The social scholarship is requested in the student information system with the labour office’s confirmation of child benefit.')),
      ],
    },
    'uni/study/scholarships/housing': {
      subject: about('ubytovací', 'accommodation'),
      perex: bi('Ubytovací stipendium přispívá na bydlení studentům, kteří nejsou z Dubové Hory.', 'The accommodation scholarship helps with housing costs for students from outside Dubová Hora.'),
      sections: [
        sec('Kdo má nárok', 'Who is entitled', bi('Ubytovací stipendium dostávají studenti prezenční formy s trvalým bydlištěm mimo okres Dubová Hora.', 'An accommodation scholarship goes to full-time students whose permanent address is outside the Dubová Hora district.')),
        sec('Výplata', 'Payment', bi('Ubytovací stipendium se vyplácí dvakrát ročně, bez ohledu na to, zda student bydlí na koleji.', 'The accommodation scholarship is paid twice a year, whether or not the student lives in a hall of residence.')),
        sec('Kde najdete pravidla', 'Where the rules are', bi('Podmínky stanoví stipendijní řád v sekci Dokumenty.', 'The conditions are set by the Scholarship Regulations in the Documents section.')),
      ],
    },
    'uni/study/accommodation': {
      subject: about('kolej|ubytování', 'accommodation|hall'),
      perex: bi(`Koleje a ubytování: univerzitní koleje mají ${num(NUMBERS.bedsInHalls).cs} lůžek.`, `Accommodation: the university’s halls of residence have ${num(NUMBERS.bedsInHalls).en} beds.`),
      sections: [
        sec('Koleje', 'Halls of residence', bi(
          `Kolej Na Výšinách, ${ADDRESSES.sports.street}, je deset minut chůze od kampusu. Lůžko ve dvoulůžkovém pokoji s vlastní koupelnou v novém křídle stojí 4 900 Kč měsíčně, ve starší části se společným sociálním zařízením 3 600 Kč.`,
          `The Na Výšinách hall, ${ADDRESSES.sports.street}, is a ten-minute walk from the campus. A bed in a double room with its own bathroom in the new wing costs CZK 4,900 a month, in the older part with shared facilities CZK 3,600.`,
        )),
        sec('Jak získat ubytování', 'How to get a room', bi(
          'O kolej žádáte ve studijním systému; první ročníky ji dostávají přednostně po zápisu. Při nastěhování se skládá kauce 5 000 Kč, kterou vrátíme při odchodu.',
          'You request a room in the student information system; first-year students are given rooms first after enrolment. A deposit of CZK 5,000 is paid on moving in and returned on leaving.',
        )),
        sec('Ubytování hostů', 'Guests', bi(
          'Hosté studentů a zaměstnanců mohou na koleji přespat za 450 Kč za noc, nejvýše sedm nocí.',
          'Guests of students and staff can stay overnight in the hall for CZK 450 a night, for up to seven nights.',
        )),
      ],
    },
    'uni/study/counselling': {
      subject: about('poraden', 'counselling'),
      perex: bi(`Poradenské centrum ve Studentském centru U Pramene, ${ADDRESSES.studentCentre.street}, pomáhá studentům i zaměstnancům zdarma.`, `The Counselling Centre at the U Pramene Student Centre, ${ADDRESSES.studentCentre.street}, helps students and staff free of charge.`),
      sections: [
        sec('Co nabízíme', 'What we offer', bi(
          'Poradenské centrum nabízí psychologické, studijní a kariérní poradenství a upravuje podmínky výuky a zkoušek studentům se specifickými potřebami.',
          'The Counselling Centre offers psychological, study and career counselling and adjusts teaching and examinations for students with specific needs.',
        )),
        sec('Jak se objednat', 'How to book', bi(
          `Na konzultaci se objednáte e-mailem na ${counselling.email} nebo telefonem ${counselling.phone}; konzultace jsou důvěrné, i online a v angličtině.`,
          `Book a consultation by e-mail at ${counselling.email} or by phone on ${counselling.phone}; consultations are confidential, also online and in English.`,
        )),
        sec('Kdo centrum vede', 'Who runs the centre', bi(
          `Poradenské centrum vede ${who(counselling).cs}, ${counselling.office.cs}.`,
          `The Counselling Centre is headed by ${who(counselling).en}, ${counselling.office.en}.`,
        )),
      ],
    },
    'uni/study/calendar': {
      subject: about('akademick', 'academic'),
      perex: bi(`Harmonogram akademického roku ${y.label.cs}: výuka, zkouškové období, přijímací řízení a promoce.`, `The academic calendar of ${y.label.en}: teaching, examinations, admissions and graduation.`),
      sections: [
        sec('Zimní semestr', 'Winter semester', paras(
          bi(`Výuka: od ${day(y.winterTeaching.from).cs} do ${day(y.winterTeaching.to).cs}.`, `Teaching: from ${day(y.winterTeaching.from).en} to ${day(y.winterTeaching.to).en}.`),
          bi(`Vánoční přestávka, univerzita je zavřená: od ${day(y.christmasBreak.from).cs} do ${day(y.christmasBreak.to).cs}.`, `Christmas break, the university is closed: from ${day(y.christmasBreak.from).en} to ${day(y.christmasBreak.to).en}.`),
          bi(`Zkouškové období: od ${day(y.winterExams.from).cs} do ${day(y.winterExams.to).cs}.`, `Examination period: from ${day(y.winterExams.from).en} to ${day(y.winterExams.to).en}.`),
        )),
        sec('Letní semestr', 'Summer semester', paras(
          bi(`Výuka: od ${day(y.summerTeaching.from).cs} do ${day(y.summerTeaching.to).cs}.`, `Teaching: from ${day(y.summerTeaching.from).en} to ${day(y.summerTeaching.to).en}.`),
          bi(`Zkouškové období: od ${day(y.summerExams.from).cs} do ${day(y.summerExams.to).cs}; státní závěrečné zkoušky od ${day(y.finalExams.from).cs} do ${day(y.finalExams.to).cs}.`, `Examination period: from ${day(y.summerExams.from).en} to ${day(y.summerExams.to).en}; final state examinations from ${day(y.finalExams.from).en} to ${day(y.finalExams.to).en}.`),
          bi(`Promoce v Aule Quercus: ${day(y.graduation).cs}. Letní prázdniny: od ${day(y.summerHolidays.from).cs} do ${day(y.summerHolidays.to).cs}.`, `Graduation in the Quercus Hall: ${day(y.graduation).en}. Summer holidays: from ${day(y.summerHolidays.from).en} to ${day(y.summerHolidays.to).en}.`),
        )),
        sec('Přijímací řízení', 'Admissions', paras(
          bi(`Dny otevřených dveří: ${day(y.openDays[0]).cs} a ${day(y.openDays[1]).cs}.`, `Open days: ${day(y.openDays[0]).en} and ${day(y.openDays[1]).en}.`),
          bi(`Uzávěrka přihlášek ke studiu v akademickém roce ${y.nextLabel.cs}: ${day(y.applicationDeadline).cs}.`, `Deadline for applications to study in ${y.nextLabel.en}: ${day(y.applicationDeadline).en}.`),
          bi(`Přijímací zkoušky: od ${day(y.entranceExams.from).cs} do ${day(y.entranceExams.to).cs}.`, `Entrance examinations take place from ${day(y.entranceExams.from).en} to ${day(y.entranceExams.to).en}.`),
        )),
      ],
    },
    'uni/study/regulations': {
      subject: about('předpis|řád', 'regulation'),
      perex: bi('Studijní předpisy: studijní a zkušební řád, stipendijní řád a pravidla pro závěrečné práce.', 'Study regulations: the study and examination regulations, the scholarship regulations and the rules for theses.'),
      sections: [
        sec('Studijní a zkušební řád', 'Study and Examination Regulations', bi(
          'Studijní a zkušební řád stanoví kredity, zkouškové termíny a podmínky postupu do dalšího ročníku: za rok je třeba získat nejméně 40 kreditů a každou zkoušku lze opakovat dvakrát.',
          'The Study and Examination Regulations set out credits, examination dates and the conditions for progressing: at least 40 credits a year are needed, and each examination can be retaken twice.',
        )),
        sec('Další předpisy', 'Other regulations', bi(
          'Stipendijní řád upravuje stipendia, směrnice o závěrečných pracích jejich odevzdání a kontrolu původnosti, disciplinární řád přestupky studentů.',
          'The Scholarship Regulations govern scholarships, the thesis directive the submission and originality checks of theses, and the disciplinary regulations students’ offences.',
        )),
        sec('Kde předpisy najdete', 'Where to find the regulations', bi(
          'Platné znění všech předpisů je v sekci Dokumenty (druh „Předpis“); změny schvaluje Akademický senát.',
          'The current text of every regulation is in the Documents section (type “Regulation”); changes are approved by the Academic Senate.',
        )),
      ],
    },
  }
}
