/**
 * Word banks about studying. Sentences are written as translation pairs so both language
 * versions of a page carry the same meaning; slots are explained in vocabulary.ts.
 */
import { bi, type Topic } from './text.js'

export const admissions: Topic = {
  key: 'admissions',
  headings: [
    bi('Termíny přihlášek', 'Application deadlines'),
    bi('Jak podat přihlášku', 'How to apply'),
    bi('Přijímací zkouška', 'Entrance examination'),
    bi('Prominutí přijímací zkoušky', 'Exemption from the entrance examination'),
    bi('Poplatek za přijímací řízení', 'Application fee'),
    bi('Výsledky a odvolání', 'Results and appeals'),
    bi('Zápis do studia', 'Enrolment'),
  ],
  sentences: [
    bi('Elektronickou přihlášku ke studiu v akademickém roce {applicationYear} lze podat do {applicationDeadline}.', 'Online applications for the {applicationYear} academic year can be submitted by {applicationDeadline}.'),
    bi('Poplatek za úkony spojené s přijímacím řízením činí {price} Kč a je nutné jej uhradit do termínu podání přihlášky.', 'The application fee is CZK {price} and must be paid by the application deadline.'),
    bi('Přijímací zkouška se koná {place} a trvá přibližně devadesát minut.', 'The entrance examination takes place {place} and lasts about ninety minutes.'),
    bi('Uchazeči o program {programme} skládají písemný test studijních předpokladů a odborný test.', 'Applicants to the {programme} programme sit a written aptitude test and a subject test.'),
    bi('Uchazečům s průměrem známek do 1,5 může děkan přijímací zkoušku prominout.', 'The dean may waive the entrance examination for applicants whose grade average is 1.5 or better.'),
    bi('Loni jsme obdrželi {count} přihlášek a ke studiu nastoupilo přibližně {pct} % přijatých uchazečů.', 'Last year we received {count} applications and about {pct} % of the admitted applicants enrolled.'),
    bi('Výsledky přijímacího řízení najdete v elektronické přihlášce nejpozději do čtrnácti dnů od konání zkoušky.', 'The results are published in the online application no later than fourteen days after the examination.'),
    bi('Proti rozhodnutí o nepřijetí se můžete odvolat do třiceti dnů od jeho doručení.', 'You may appeal against a rejection within thirty days of receiving the decision.'),
    bi('Uchazeči se specifickými potřebami mohou požádat o úpravu podmínek přijímací zkoušky.', 'Applicants with specific needs may ask for adjusted conditions at the entrance examination.'),
    bi('Zápis do prvního ročníku probíhá osobně {place} podle harmonogramu, který obdržíte e-mailem.', 'Enrolment in the first year takes place in person {place} according to a schedule sent to you by e-mail.'),
    bi('Na dotazy k přijímacímu řízení odpovídá studijní oddělení {orgGen} v úředních hodinách.', 'Questions about admissions are answered by the student affairs office of {orgGen} during office hours.'),
    bi('Uchazeči ze zahraničí doloží uznání předchozího vzdělání nejpozději při zápisu.', 'Applicants from abroad must provide recognition of their previous education at enrolment at the latest.'),
    bi('Ukázkové testy z minulých let jsou volně ke stažení v sekci dokumentů.', 'Sample tests from previous years can be downloaded from the documents section.'),
  ],
}

export const programmes: Topic = {
  key: 'programmes',
  headings: [
    bi('Profil absolventa', 'Graduate profile'),
    bi('Studijní plán', 'Study plan'),
    bi('Forma a délka studia', 'Mode and length of study'),
    bi('Povinně volitelné předměty', 'Elective courses'),
    bi('Praxe a stáže', 'Placements and internships'),
    bi('Uplatnění absolventů', 'Career prospects'),
    bi('Garant programu', 'Programme guarantor'),
  ],
  sentences: [
    bi('Program {programme} nabízíme v prezenční i kombinované formě.', 'The {programme} programme is offered in both full-time and part-time mode.'),
    bi('Program garantuje {person}.', 'The programme is guaranteed by {person}.'),
    bi('Studijní plán kombinuje teoretické základy oboru s projektovou výukou v malých skupinách.', 'The study plan combines the theoretical foundations of the field with project-based teaching in small groups.'),
    bi('Ve druhém ročníku si studenti volí specializaci a zapisují si povinně volitelné předměty.', 'In the second year, students choose a specialisation and enrol in elective courses.'),
    bi('Součástí studia je nejméně šestitýdenní odborná praxe u partnerské instituce.', 'The programme includes a placement of at least six weeks at a partner institution.'),
    bi('Absolventi nacházejí uplatnění ve veřejné správě, v soukromém sektoru i ve výzkumu.', 'Graduates find work in public administration, in the private sector and in research.'),
    bi('Podle průzkumu mezi absolventy pracuje {pct} % z nich v oboru do jednoho roku od promoce.', 'According to our graduate survey, {pct} % of graduates work in their field within a year of graduation.'),
    bi('Výuka probíhá převážně {place}, terénní cvičení pak v okolí Dubové Hory.', 'Teaching takes place mainly {place}, with field exercises around Dubová Hora.'),
    bi('Studenti mohou jeden semestr absolvovat na partnerské univerzitě {city}.', 'Students can spend one semester at a partner university {city}.'),
    bi('Studium je zakončeno státní závěrečnou zkouškou a obhajobou závěrečné práce.', 'The programme ends with a final state examination and the defence of a thesis.'),
    bi('Kapacita programu je omezena, aby se vyučující mohli věnovat každému studentovi.', 'Places are limited so that teachers can give every student individual attention.'),
    bi('Na program {programme} navazuje magisterské studium ve stejném oboru.', 'The {programme} programme leads on to a master’s degree in the same field.'),
    bi('Předměty vyučované v angličtině jsou otevřené i zahraničním studentům programu Erasmus+.', 'Courses taught in English are also open to Erasmus+ exchange students.'),
  ],
}

export const doctoral: Topic = {
  key: 'doctoral',
  headings: [
    bi('Doktorské studium', 'Doctoral study'),
    bi('Individuální studijní plán', 'Individual study plan'),
    bi('Školitelé a témata', 'Supervisors and topics'),
    bi('Financování doktorandů', 'Funding for doctoral students'),
    bi('Publikační povinnosti', 'Publication requirements'),
    bi('Obhajoba disertace', 'Dissertation defence'),
  ],
  sentences: [
    bi('Doktorské studium trvá čtyři roky a vede k titulu Ph.D.', 'Doctoral study takes four years and leads to the Ph.D. degree.'),
    bi('Každý doktorand má individuální studijní plán, který schvaluje oborová rada.', 'Every doctoral student follows an individual study plan approved by the doctoral board.'),
    bi('Témata disertačních prací vypisují školitelé vždy do konce února.', 'Supervisors announce dissertation topics by the end of February each year.'),
    bi('Aktuálně vypsaná témata se týkají především výzkumu {theme}.', 'The topics currently on offer mainly concern research on {theme}.'),
    bi('Doktorandi v prezenční formě pobírají stipendium a mohou získat další příjem z grantových projektů.', 'Full-time doctoral students receive a stipend and can earn additional income from research grants.'),
    bi('Součástí studia je zahraniční stáž v délce alespoň jednoho měsíce.', 'The programme includes a research stay abroad of at least one month.'),
    bi('Před obhajobou musí doktorand publikovat nejméně jeden článek v recenzovaném časopise.', 'Before the defence, the candidate must publish at least one article in a peer-reviewed journal.'),
    bi('Disertační práci lze psát v češtině nebo v angličtině.', 'The dissertation may be written in Czech or in English.'),
    bi('Doktorandi se podílejí na výuce seminářů v bakalářských programech.', 'Doctoral students help teach seminars in bachelor’s programmes.'),
    bi('Mezi školitele programu {programme} patří {person}.', 'The supervisors in {programme} include {person}.'),
    bi('Každoročně pořádáme doktorandskou konferenci, na které studenti představují dílčí výsledky.', 'Every year we hold a doctoral conference where students present their interim results.'),
    bi('Obhajoby disertačních prací jsou veřejné a jejich termíny zveřejňujeme v kalendáři akcí.', 'Dissertation defences are public and their dates are published in the events calendar.'),
  ],
}

export const scholarships: Topic = {
  key: 'scholarships',
  headings: [
    bi('Prospěchové stipendium', 'Merit scholarship'),
    bi('Sociální stipendium', 'Social scholarship'),
    bi('Ubytovací stipendium', 'Accommodation scholarship'),
    bi('Mimořádná stipendia', 'Extraordinary scholarships'),
    bi('Jak o stipendium požádat', 'How to apply for a scholarship'),
    bi('Výplata stipendií', 'Payment of scholarships'),
  ],
  sentences: [
    bi('Prospěchové stipendium získávají studenti s váženým průměrem do 1,5 za předchozí akademický rok.', 'Merit scholarships are awarded to students with a weighted average of 1.5 or better in the previous academic year.'),
    bi('V loňském roce jsme na stipendiích vyplatili studentům {orgGen} celkem {count} tisíc korun.', 'Last year, students of {orgGen} received scholarships totalling CZK {count} thousand.'),
    bi('Sociální stipendium je určeno studentům z rodin s nízkými příjmy a vyplácí se měsíčně.', 'The social scholarship is intended for students from low-income families and is paid monthly.'),
    bi('Nárok na ubytovací stipendium má student, který nemá trvalé bydliště v Dubové Hoře.', 'Students whose permanent address is outside Dubová Hora are entitled to an accommodation scholarship.'),
    bi('Mimořádné stipendium může děkan přiznat za vynikající výsledky ve výzkumu nebo za reprezentaci.', 'The dean may award an extraordinary scholarship for excellent research results or for representing the university.'),
    bi('Žádosti o stipendium se podávají elektronicky do {deadline}.', 'Scholarship requests are submitted online by {deadline}.'),
    bi('Stipendia se vyplácejí bezhotovostně na účet, který máte uvedený ve studijním systému.', 'Scholarships are paid by bank transfer to the account registered in the student information system.'),
    bi('Na výjezd do zahraničí lze získat příspěvek až {price} Kč měsíčně.', 'A study stay abroad may be supported by up to CZK {price} per month.'),
    bi('Podmínky přiznání stipendií upravuje stipendijní řád, který najdete mezi dokumenty.', 'The conditions are set out in the Scholarship Regulations, available in the documents section.'),
    bi('Rozhodnutí o přiznání stipendia obdržíte do datové schránky nebo e-mailem.', 'You will receive the decision by e-mail or through your electronic mailbox.'),
    bi('Studenti se zdravotním postižením mohou požádat o příspěvek na studijní pomůcky.', 'Students with disabilities may apply for a contribution towards study aids.'),
    bi('Nadační fond {orgGen} každoročně podporuje {n} talentovaných studentů.', 'The foundation of {orgGen} supports {n} talented students every year.'),
  ],
}

export const counselling: Topic = {
  key: 'counselling',
  headings: [
    bi('Psychologické poradenství', 'Psychological counselling'),
    bi('Studijní poradenství', 'Study advice'),
    bi('Kariérní poradenství', 'Career guidance'),
    bi('Studenti se specifickými potřebami', 'Students with specific needs'),
    bi('Jak se objednat', 'How to book an appointment'),
    bi('Workshopy a skupiny', 'Workshops and groups'),
  ],
  sentences: [
    bi('Poradenské centrum nabízí bezplatné konzultace všem studentům i zaměstnancům.', 'The Counselling Centre offers free consultations to all students and staff.'),
    bi('Konzultace probíhají {place} nebo online podle vaší volby.', 'Consultations take place {place} or online, as you prefer.'),
    bi('Na první schůzku se můžete objednat e-mailem nebo přes rezervační systém.', 'You can book your first appointment by e-mail or through the booking system.'),
    bi('Psychologické poradenství je důvěrné a jeho využití se nikde neeviduje.', 'Psychological counselling is confidential and is not recorded anywhere in your file.'),
    bi('Studijní poradci pomohou s plánováním studia, přerušením i změnou programu.', 'Study advisers can help you plan your studies, interrupt them or change programme.'),
    bi('Kariérní poradkyně pomůže s přípravou životopisu a s nácvikem pracovního pohovoru.', 'The career adviser will help you prepare your CV and practise job interviews.'),
    bi('Studentům se specifickými potřebami upravujeme podmínky výuky a zkoušek.', 'We adjust teaching and examination conditions for students with specific needs.'),
    bi('V semestru pořádáme skupinové workshopy o zvládání stresu a time managementu.', 'During the semester we run group workshops on managing stress and time.'),
    bi('Loni centrum poskytlo {count} konzultací.', 'Last year the centre provided {count} consultations.'),
    bi('V akutní krizi volejte linku první psychické pomoci, která je dostupná nepřetržitě.', 'In an acute crisis, call the mental health helpline, which is available around the clock.'),
    bi('Vedoucí centra je {person}.', 'The centre is headed by {person}.'),
    bi('Pro zahraniční studenty nabízíme konzultace také v angličtině.', 'Consultations are also available in English for international students.'),
  ],
}

export const lifelong: Topic = {
  key: 'lifelong',
  headings: [
    bi('O kurzu', 'About the course'),
    bi('Pro koho je kurz určen', 'Who the course is for'),
    bi('Obsah kurzu', 'Course content'),
    bi('Termíny a místo konání', 'Dates and venue'),
    bi('Cena a přihlášky', 'Fees and registration'),
    bi('Osvědčení o absolvování', 'Certificate of completion'),
    bi('Lektoři', 'Lecturers'),
  ],
  sentences: [
    bi('Kurz je určen všem zájemcům bez ohledu na předchozí vzdělání.', 'The course is open to everyone regardless of previous education.'),
    bi('Výuka probíhá jednou týdně v podvečerních hodinách {place}.', 'Classes take place once a week in the early evening {place}.'),
    bi('Kurzovné činí {price} Kč a zahrnuje studijní materiály.', 'The course fee is CZK {price} and includes study materials.'),
    bi('Přihlášky přijímáme do {deadline} nebo do naplnění kapacity.', 'Registrations are accepted until {deadline} or until the course is full.'),
    bi('Absolventi obdrží osvědčení o absolvování kurzu celoživotního vzdělávání.', 'Participants receive a certificate of completion of a lifelong learning course.'),
    bi('Kurz vede {person} z {orgGen}.', 'The course is led by {person} of {orgGen}.'),
    bi('Kurz má {n} setkání po devadesáti minutách.', 'The course consists of {n} sessions of ninety minutes each.'),
    bi('Kapacita je omezena na dvacet účastníků, aby zbyl prostor pro diskusi.', 'The course is limited to twenty participants to leave room for discussion.'),
    bi('Část výuky probíhá online a záznamy přednášek jsou účastníkům k dispozici.', 'Part of the course takes place online and recordings of the lectures are available to participants.'),
    bi('Senioři a držitelé průkazu ZTP mají nárok na slevu z kurzovného.', 'Seniors and holders of a disability card receive a discount on the fee.'),
    bi('Kurz pořádá Centrum celoživotního vzdělávání {orgGen}.', 'The course is organised by the Lifelong Learning Centre of {orgGen}.'),
    bi('Každoročně naše kurzy absolvuje přes {count} účastníků.', 'More than {count} participants complete our courses every year.'),
  ],
}
