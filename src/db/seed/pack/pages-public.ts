/** The written pages under "For the public": lectures, courses for seniors and children, the garden, the museum, sport, media, alumni. */
import { ADDRESSES, NUMBERS, UNIVERSITY as U, VENUES } from '../facts.js'
import type { PageContext, WrittenPage } from './pages.js'
import { about, bi, num, pct, type Bi } from './write.js'

const sec = (cs: string, en: string, body: Bi) => ({ heading: bi(cs, en), body })
const lectureHall = VENUES.libraryHall

export function publicPages(_c: PageContext): Record<string, WrittenPage> {
  return {
    'uni/public': {
      subject: about('veřejnost', 'public'),
      perex: bi('Pro veřejnost: přednášky, kurzy pro seniory a děti, botanická zahrada, muzeum a sport.', 'For the public: lectures, courses for seniors and children, the Botanical Garden, the museum and sport.'),
      sections: [
        sec('Přednášky a kurzy', 'Lectures and courses', bi(
          `Veřejné přednášky se konají v úterý v 17.00 v sále ${lectureHall.place.cs}, ${lectureHall.address.street}. Senioři mohou studovat na Univerzitě třetího věku, děti od 8 do 12 let na Dětské univerzitě.`,
          `Public lectures are held on Tuesdays at 5 pm in the ${lectureHall.place.en}, ${lectureHall.address.street}. Seniors can study at the University of the Third Age, children aged 8 to 12 at the Children’s University.`,
        )),
        sec('Zahrada a muzeum', 'Garden and museum', bi(
          `Botanická zahrada v ulici ${ADDRESSES.garden.street} je otevřena od dubna do října denně od 9 do 18 hodin. Univerzitní muzeum v Hlavní budově ukazuje dějiny učitelského ústavu od roku ${U.traditionSince}.`,
          `The Botanical Garden in ${ADDRESSES.garden.street} is open daily from April to October, 9 am to 6 pm. The University Museum in the Main Building shows the history of the teachers’ institute since ${U.traditionSince}.`,
        )),
        sec('Program akcí', 'Events', bi(
          'Všechny akce pro veřejnost jsou v kalendáři akcí, který si můžete přidat do svého kalendáře; většina je zdarma a bez registrace.',
          'Every public event is in the events calendar, which you can add to your own calendar; most are free and need no registration.',
        )),
      ],
    },
    'uni/public/lectures': {
      subject: about('přednášk', 'lecture'),
      perex: bi('Přednášky pro veřejnost: každé úterý v 17.00 v přednáškovém sále Univerzitní knihovny.', 'Public lectures: every Tuesday at 5 pm in the University Library lecture hall.'),
      sections: [
        sec('Kdy a kde', 'When and where', bi(`Přednášky se konají v semestru každé úterý v 17.00 v sále ${lectureHall.place.cs}, ${lectureHall.address.street}; trvají hodinu a půl včetně diskuse.`, `Lectures take place every Tuesday of the semester at 5 pm in the ${lectureHall.place.en}, ${lectureHall.address.street}; they last an hour and a half including discussion.`)),
        sec('Kdo přednáší', 'Who lectures', bi('Přednášejí vyučující všech čtyř fakult o svém výzkumu, od světelného znečištění po středověké rukopisy.', 'Teachers of all four faculties lecture on their research, from light pollution to medieval manuscripts.')),
        sec('Vstup a záznamy', 'Admission and recordings', bi('Vstup na přednášky je volný; záznamy vybraných přednášek jsou na univerzitním videoportálu.', 'Admission to the lectures is free; recordings of selected lectures are on the university video portal.')),
      ],
    },
    'uni/public/u3a': {
      subject: about('třetího věku', 'third age'),
      perex: bi('Univerzita třetího věku: dvouleté studium pro seniory s přednáškami z dějin, přírody a techniky.', 'The University of the Third Age: a two-year course for seniors with lectures on history, nature and technology.'),
      sections: [
        sec('Studium', 'Study', bi('Univerzita třetího věku trvá čtyři semestry, s přednáškou jednou za dva týdny ve čtvrtek dopoledne v Hlavní budově.', 'The University of the Third Age lasts four semesters, with a lecture every other Thursday morning in the Main Building.')),
        sec('Kdo se může přihlásit', 'Who can join', bi('Přihlásit se mohou lidé v důchodovém věku nebo pobírající invalidní důchod; přihlášky přijímá Centrum celoživotního vzdělávání v září.', 'People of retirement age or on a disability pension can join; the Lifelong Learning Centre takes registrations in September.')),
        sec('Zakončení', 'Completion', bi('Studium Univerzity třetího věku končí slavnostním předáním osvědčení v Aule Quercus.', 'The University of the Third Age ends with the presentation of certificates in the Quercus Hall.')),
      ],
    },
    'uni/public/children': {
      subject: about('dětsk', 'children'),
      perex: bi('Dětská univerzita: sobotní dopoledne s pokusy pro děti od 8 do 12 let.', 'The Children’s University: Saturday mornings of experiments for children aged 8 to 12.'),
      sections: [
        sec('Program', 'Programme', bi('Dětská univerzita zve děti na sobotní dopoledne, kde pod vedením studentů chemie a fyziky dělají pokusy v budově B.', 'The Children’s University invites children to Saturday mornings of experiments led by chemistry and physics students in Building B.')),
        sec('Přihláška', 'Registration', bi('Každé dopoledne Dětské univerzity má 60 míst a přihlašuje se e-mailem; termíny jsou v kalendáři akcí.', 'Each Children’s University morning has 60 places and registration is by e-mail; the dates are in the events calendar.')),
        sec('Diplom', 'Diploma', bi('Děti dostanou ochranné brýle a na konci diplom malého badatele.', 'Children get safety goggles and, at the end, a young researcher’s diploma.')),
      ],
    },
    'uni/public/garden': {
      subject: about('zahrad', 'garden'),
      perex: bi(`Botanická zahrada, ${ADDRESSES.garden.street}: ${num(NUMBERS.gardenSpecies).cs} druhů rostlin, otevřeno od dubna do října.`, `The Botanical Garden, ${ADDRESSES.garden.street}: ${num(NUMBERS.gardenSpecies).en} plant species, open from April to October.`),
      sections: [
        sec('Otevírací doba a vstupné', 'Opening hours and admission', bi('Botanická zahrada je od dubna do října otevřena denně od 9 do 18 hodin. Vstupné je 80 Kč, studenti a zaměstnanci univerzity mají vstup volný.', 'The Botanical Garden is open daily from April to October, 9 am to 6 pm. Admission is CZK 80; the university’s students and staff go in free.')),
        sec('Sbírky', 'Collections', bi(`Zahrada pěstuje ${num(NUMBERS.gardenSpecies).cs} druhů rostlin; ve skleníku tropické rostliny, venku sbírku léčivých bylin a záhon rostlin odolných suchu.`, `The garden grows ${num(NUMBERS.gardenSpecies).en} plant species: tropical plants in the glasshouse, and outside a collection of medicinal herbs and a bed of drought-tolerant plants.`)),
        sec('Prohlídky', 'Guided tours', bi('O víkendech ve 14 hodin provádějí návštěvníky zahradou studenti biologie; školní skupiny se objednávají e-mailem.', 'At weekends at 2 pm biology students give guided tours of the garden; school groups book by e-mail.')),
      ],
    },
    'uni/public/museum': {
      subject: about('muze', 'museum'),
      perex: bi(`Univerzitní muzeum v Hlavní budově vypráví dějiny univerzity od učitelského ústavu z roku ${U.traditionSince}.`, `The University Museum in the Main Building tells the university’s history since the teachers’ institute of ${U.traditionSince}.`),
      sections: [
        sec('Expozice', 'Exhibition', bi(`Muzeum ukazuje třídu učitelského ústavu, školní pomůcky 19. století a insignie univerzity z roku ${U.founded}.`, `The museum shows a classroom of the teachers’ institute, 19th-century teaching aids and the university insignia of ${U.founded}.`)),
        sec('Otevírací doba', 'Opening hours', bi('Muzeum je otevřeno v úterý až v sobotu od 10 do 17 hodin; vstupné je dobrovolné a podporuje restaurování sbírek.', 'The museum is open Tuesday to Saturday, 10 am to 5 pm; admission is voluntary and supports the conservation of the collections.')),
        sec('Pro školy', 'For schools', bi('Pro školní třídy připravuje muzeum s muzeology Filozofické fakulty tematické programy.', 'With the Faculty of Arts museologists the museum prepares themed programmes for school classes.')),
      ],
    },
    'uni/public/sport': {
      subject: about('sport', 'sport'),
      perex: bi(`Sport a kultura: Sportovní centrum Na Výšinách, ${ADDRESSES.sports.street}, a ${U.studentAssociations} studentských spolků.`, `Sport and culture: the Na Výšinách Sports Centre, ${ADDRESSES.sports.street}, and ${U.studentAssociations} student associations.`),
      sections: [
        sec('Sportovní centrum', 'Sports Centre', bi(`Sportovní centrum Na Výšinách nabízí přes čtyřicet sportů od volejbalu po lezení; veřejnost může hřiště a posilovnu využívat odpoledne a o víkendech.`, `The Na Výšinách Sports Centre offers over forty sports, from volleyball to climbing; the public can use its courts and gym in the afternoons and at weekends.`)),
        sec('Kultura', 'Culture', bi(`Na univerzitě působí ${U.studentAssociations} studentských spolků, mezi nimi divadlo, pěvecký sbor a filmový klub, které hrají ve Studentském centru U Pramene.`, `${U.studentAssociations} student associations are active at the university, among them a theatre, a choir and a film club, which perform at the U Pramene Student Centre.`)),
        sec('Akce', 'Events', bi('Sportovní a kulturní akce otevřené veřejnosti jsou v kalendáři akcí.', 'Sports and cultural events open to the public are in the events calendar.')),
      ],
    },
    'uni/public/media': {
      subject: about('médi', 'media'),
      perex: bi('Pro média: tiskové zprávy, odborníci k aktuálnímu dění a fotografie.', 'For the media: press releases, experts on current affairs and photographs.'),
      sections: [
        sec('Kontakt pro novináře', 'Press contact', bi(`Tiskové oddělení odpovídá na ${U.email} a na telefonu ${U.phone} v pracovní dny.`, `The press office answers at ${U.email} and on ${U.phone} on working days.`)),
        sec('Odborníci', 'Experts', bi('Zprostředkujeme vám rozhovor s odborníky všech čtyř fakult, od ekologie po ekonomii.', 'We arrange interviews with experts of all four faculties, from ecology to economics.')),
        sec('Univerzita v číslech', 'Facts and figures', bi(`Pro média: ${num(U.students).cs} studentů, ${num(U.academicStaff).cs} akademických pracovníků a ${pct(NUMBERS.graduateEmployment).cs} absolventů s prací nebo dalším studiem půl roku po promoci.`, `For the media: ${num(U.students).en} students, ${num(U.academicStaff).en} academic staff, and ${pct(NUMBERS.graduateEmployment).en} of graduates working or studying six months after graduation.`)),
      ],
    },
    'uni/public/alumni': {
      subject: about('absolvent', 'alumni'),
      perex: bi(`Absolventi: loni studium dokončilo ${num(NUMBERS.graduatesLastYear).cs} absolventů.`, `Alumni: ${num(NUMBERS.graduatesLastYear).en} students graduated last year, and our alumni club keeps them in touch.`),
      sections: [
        sec('Absolventský klub', 'Alumni club', bi('Absolventský klub pořádá setkání absolventů a posílá zprávy z univerzity; členství je zdarma.', 'The alumni club holds meetings and sends news from the university; membership is free.')),
        sec('Uplatnění absolventů', 'Where graduates work', bi(`${pct(NUMBERS.graduateEmployment).cs} absolventů má půl roku po promoci práci nebo dál studuje.`, `${pct(NUMBERS.graduateEmployment).en} of graduates are working or studying further six months after graduation.`)),
        sec('Jak pomoci', 'How to help', bi('Absolventi mohou přednášet studentům, nabídnout stáž nebo přispět do nadačního fondu univerzity.', 'Alumni can talk to students, offer a traineeship or give to the university’s foundation.')),
      ],
    },
  }
}
