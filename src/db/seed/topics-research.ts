/** Word banks about research, international cooperation, the library and departments. */
import { bi, type Topic } from './text.js'

export const research: Topic = {
  key: 'research',
  headings: [
    bi('Cíle projektu', 'Project objectives'),
    bi('Řešitelský tým', 'Research team'),
    bi('Metody a přístrojové vybavení', 'Methods and equipment'),
    bi('Dosavadní výsledky', 'Results so far'),
    bi('Spolupráce s praxí', 'Cooperation with practice'),
    bi('Výzkumná témata', 'Research topics'),
    bi('Publikace', 'Publications'),
  ],
  sentences: [
    bi('Výzkum {theme} patří k dlouhodobým prioritám {orgGen}.', 'Research on {theme} is a long-term priority of {orgGen}.'),
    bi('Projekt vede {person}.', 'The project is led by {person}.'),
    bi('Tým spojuje odborníky z několika kateder a doktorandy, kteří zde připravují disertace.', 'The team brings together experts from several departments and doctoral students preparing their dissertations.'),
    bi('Projekt navazuje na terénní měření, která v regionu Dubové Hory probíhají od roku {year}.', 'The project builds on field measurements carried out in the Dubová Hora region since {year}.'),
    bi('Data z projektu zveřejňujeme v otevřeném repozitáři, aby je mohli využít i další badatelé.', 'Data from the project are published in an open repository so that other researchers can use them.'),
    bi('Výsledky jsme prezentovali na mezinárodní konferenci {city}.', 'We presented the results at an international conference {city}.'),
    bi('Laboratoře jsou vybaveny přístroji, které jsme pořídili z prostředků evropských fondů.', 'The laboratories are equipped with instruments funded by European structural funds.'),
    bi('Na projektu spolupracujeme s partnerskou univerzitou {city} a s regionálními firmami.', 'We work on the project with a partner university {city} and with regional companies.'),
    bi('Za poslední tři roky tým publikoval {n} článků v impaktovaných časopisech.', 'Over the last three years the team has published {n} articles in impact-factor journals.'),
    bi('Do výzkumu se mohou zapojit i studenti bakalářských programů v rámci studentských grantů.', 'Bachelor’s students can also take part in the research through student grants.'),
    bi('Součástí projektu je popularizace výsledků na přednáškách pro veřejnost.', 'The project includes presenting the results to the public in open lectures.'),
    bi('Projekt je podpořen Grantovou agenturou České republiky a běží do roku 2029.', 'The project is funded by the Czech Science Foundation and runs until 2029.'),
    bi('Výsledky pomáhají obcím a správcům krajiny v plánování na příští desetiletí.', 'The results help municipalities and landscape managers plan for the coming decade.'),
    bi('Laboratorní analýzy provádíme {place} v režimu akreditované zkušebny.', 'Laboratory analyses are carried out {place} as an accredited testing facility.'),
  ],
}

export const grants: Topic = {
  key: 'grants',
  headings: [
    bi('Grantové příležitosti', 'Funding opportunities'),
    bi('Příprava návrhu projektu', 'Preparing a proposal'),
    bi('Interní grantová soutěž', 'Internal grant competition'),
    bi('Evropské projekty', 'European projects'),
    bi('Transfer technologií', 'Technology transfer'),
    bi('Etika výzkumu', 'Research ethics'),
  ],
  sentences: [
    bi('Grantové oddělení pomáhá s přípravou návrhů projektů i s jejich administrací.', 'The Grant Office helps with preparing proposals and with managing funded projects.'),
    bi('Interní grantová soutěž je vyhlašována každý rok s uzávěrkou {deadline}.', 'The internal grant competition is announced every year with a deadline of {deadline}.'),
    bi('V loňském roce získali výzkumníci {orgGen} podporu pro {n} nových projektů.', 'Last year, researchers at {orgGen} obtained funding for {n} new projects.'),
    bi('Návrh projektu doporučujeme konzultovat s grantovým oddělením nejméně šest týdnů před uzávěrkou.', 'We recommend consulting the Grant Office at least six weeks before the call deadline.'),
    bi('Evropské projekty koordinuje {person}.', 'European projects are coordinated by {person}.'),
    bi('Centrum transferu technologií pomáhá s ochranou duševního vlastnictví a se zakládáním spin-off firem.', 'The Technology Transfer Centre helps protect intellectual property and set up spin-off companies.'),
    bi('Výzkum s lidskými účastníky musí předem schválit etická komise.', 'Research involving human participants must be approved in advance by the ethics committee.'),
    bi('Etická komise zasedá jednou měsíčně a žádosti je nutné podat deset dní předem.', 'The ethics committee meets once a month and applications must be submitted ten days in advance.'),
    bi('Úspěšnost našich návrhů v národních soutěžích dosáhla loni {pct} %.', 'Last year {pct} % of our proposals succeeded in national funding calls.'),
    bi('Pro začínající výzkumníky pořádáme semináře o psaní projektových žádostí.', 'We run seminars on proposal writing for early-career researchers.'),
    bi('Smluvní výzkum pro firmy a veřejnou správu představuje významnou část rozpočtu výzkumu.', 'Contract research for companies and public bodies makes up a significant part of the research budget.'),
    bi('Otevřený přístup k publikacím podporujeme hrazením publikačních poplatků.', 'We support open access by covering article processing charges.'),
  ],
}

export const international: Topic = {
  key: 'international',
  headings: [
    bi('Erasmus+', 'Erasmus+'),
    bi('Partnerské univerzity', 'Partner universities'),
    bi('Výběrové řízení', 'Selection procedure'),
    bi('Uznávání předmětů', 'Recognition of courses'),
    bi('Pro zahraniční studenty', 'For international students'),
    bi('Letní školy', 'Summer schools'),
    bi('Mobilita zaměstnanců', 'Staff mobility'),
  ],
  sentences: [
    bi('Program Erasmus+ umožňuje vycestovat na studijní pobyt nebo praktickou stáž do většiny evropských zemí.', 'The Erasmus+ programme enables study stays and traineeships in most European countries.'),
    bi('{Org} spolupracuje s více než {count} partnerskými institucemi ve světě.', '{Org} cooperates with more than {count} partner institutions worldwide.'),
    bi('Výběrové řízení na výjezdy v akademickém roce {ay} probíhá do {deadline}.', 'The selection of students for mobility in the {ay} academic year runs until {deadline}.'),
    bi('Mezi nejoblíbenější destinace patří partnerská univerzita {city}.', 'One of the most popular destinations is our partner university {city}.'),
    bi('Předměty absolvované v zahraničí uznáváme na základě předem schválené studijní smlouvy.', 'Courses completed abroad are recognised on the basis of a learning agreement approved in advance.'),
    bi('Zahraniční studenty vítá Welcome Point, který pomáhá s ubytováním i s vyřízením víza.', 'International students are welcomed by the Welcome Point, which helps with accommodation and visas.'),
    bi('Každý příchozí student může požádat o studentského patrona z řad místních studentů.', 'Every incoming student can ask for a local student buddy.'),
    bi('V létě pořádáme mezinárodní letní školu zaměřenou na výzkum {theme}.', 'In the summer we run an international summer school on {theme}.'),
    bi('Zaměstnanci mohou vyjet na výukový nebo školicí pobyt v délce dvou dnů až dvou měsíců.', 'Staff may go on teaching or training stays lasting from two days to two months.'),
    bi('Loni vyjelo do zahraničí {count} studentů a přijeli jsme jich téměř stejně.', 'Last year {count} students went abroad and almost as many came to us.'),
    bi('Kurzy češtiny pro cizince nabízíme každý semestr na třech úrovních.', 'Czech language courses for international students are offered every semester at three levels.'),
    bi('Zahraniční vztahy koordinuje {person}.', 'International relations are coordinated by {person}.'),
    bi('Na výjezd lze získat grant, jehož výše závisí na cílové zemi.', 'Mobility grants are available and their amount depends on the destination country.'),
  ],
}

export const library: Topic = {
  key: 'library',
  headings: [
    bi('Otevírací doba', 'Opening hours'),
    bi('Výpůjční služby', 'Lending services'),
    bi('Elektronické zdroje', 'Electronic resources'),
    bi('Studovny', 'Reading rooms'),
    bi('Meziknihovní výpůjčky', 'Interlibrary loans'),
    bi('Podpora publikování', 'Publishing support'),
  ],
  sentences: [
    bi('Univerzitní knihovna je otevřena v pracovní dny od 8 do 20 hodin, ve zkouškovém období i o víkendu.', 'The University Library is open on weekdays from 8 am to 8 pm, and at weekends during the examination period.'),
    bi('Ve fondu knihovny je přes {count} svazků a stovky odborných časopisů.', 'The library holds more than {count} volumes and hundreds of academic journals.'),
    bi('Výpůjční lhůta je jeden měsíc a lze ji dvakrát prodloužit online.', 'The loan period is one month and can be renewed online twice.'),
    bi('Elektronické databáze jsou dostupné i z domova po přihlášení univerzitním účtem.', 'Electronic databases are also available from home after signing in with your university account.'),
    bi('Tichá studovna nabízí přes sto míst a zásuvky u každého stolu.', 'The quiet reading room offers more than a hundred seats with power sockets at every desk.'),
    bi('Týmové studovny si můžete rezervovat až na tři hodiny denně.', 'Group study rooms can be booked for up to three hours a day.'),
    bi('Knihy, které knihovna nemá, lze objednat meziknihovní výpůjční službou.', 'Books the library does not hold can be ordered through the interlibrary loan service.'),
    bi('Knihovníci pomohou s vyhledáváním literatury i s citováním podle norem.', 'Librarians can help you search the literature and cite according to standards.'),
    bi('Pro první ročníky pořádáme v září krátká školení informační gramotnosti.', 'In September we run short information literacy workshops for first-year students.'),
    bi('Závěrečné práce studentů jsou dostupné v digitálním repozitáři.', 'Students’ theses are available in the digital repository.'),
    bi('Knihovna sídlí {place} a je bezbariérově přístupná.', 'The library is located {place} and is fully accessible.'),
    bi('Vedoucí knihovny je {person}.', 'The library is headed by {person}.'),
  ],
}

export const department: Topic = {
  key: 'department',
  headings: [
    bi('O pracovišti', 'About the department'),
    bi('Vedení a sekretariát', 'Head and office'),
    bi('Výuka', 'Teaching'),
    bi('Výzkumné zaměření', 'Research focus'),
    bi('Laboratoře a vybavení', 'Laboratories and equipment'),
    bi('Spolupráce', 'Cooperation'),
  ],
  sentences: [
    bi('{Department} zajišťuje výuku v bakalářských, magisterských i doktorských programech.', 'The {department} teaches in bachelor’s, master’s and doctoral programmes.'),
    bi('Pracoviště vede {person}.', 'The department is headed by {person}.'),
    bi('Na pracovišti působí {n} akademických pracovníků a řada doktorandů.', 'The department has {n} academic staff and a number of doctoral students.'),
    bi('Výzkum se soustředí zejména na problematiku {theme}.', 'Research focuses in particular on {theme}.'),
    bi('Sekretariát najdete {place}, úřední hodiny jsou v úterý a ve čtvrtek dopoledne.', 'The department office is {place}; office hours are on Tuesday and Thursday mornings.'),
    bi('Pracoviště garantuje program {programme}.', 'The department is responsible for the {programme} programme.'),
    bi('Studenti se mohou zapojit do výzkumu jako pomocné vědecké síly.', 'Students can join research projects as research assistants.'),
    bi('Pracoviště dlouhodobě spolupracuje s partnerskou univerzitou {city}.', 'The department has a long-standing partnership with a university {city}.'),
    bi('Každý rok pořádáme odborný seminář, na který zveme hosty z praxe.', 'Every year we hold a seminar to which we invite guests from practice.'),
    bi('Laboratoře byly modernizovány v roce {year}.', 'The laboratories were modernised in {year}.'),
    bi('Konzultační hodiny vyučujících jsou uvedeny ve studijním systému.', 'Teachers’ consultation hours are listed in the student information system.'),
    bi('Absolventi pracoviště působí ve školách, muzeích, firmách i ve státní správě.', 'Graduates of the department work in schools, museums, companies and public administration.'),
  ],
}
