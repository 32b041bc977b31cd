/**
 * The written section pages of each faculty's site (About the Faculty, Study, Research, For
 * Students) and its admissions, programmes and departments pages, composed from the faculty's
 * own facts: its dean, address, counts, programmes, departments and research themes.
 */
import { deanTitle, FACULTY_FACTS } from '../facts.js'
import { FACULTIES, type FacultySeed } from '../faculties.js'
import type { PageContext, WrittenPage } from './pages.js'
import { about, bi, day, num, who, type Bi } from './write.js'

const sec = (cs: string, en: string, body: Bi) => ({ heading: bi(cs, en), body })
const list = (items: Bi[]): Bi => bi(items.map((x) => x.cs).join(', '), items.map((x) => x.en).join(', '))

function facultyPages(f: FacultySeed, c: PageContext): Record<string, WrittenPage> {
  const facts = FACULTY_FACTS[f.key]!
  const r = c.round
  const deadline = day(r.applicationDeadline)
  const dean = bi(`${deanTitle(facts.dean).cs} ${who(facts.dean).cs}`, `${deanTitle(facts.dean).en} ${who(facts.dean).en}`)
  const count = (degree: string) => f.programmes.filter((p) => p.degree === degree).length
  const english = f.programmes.filter((p) => p.english)
  const doctoral = f.programmes.filter((p) => p.degree === 'Ph.D.').map((p) => p.name)
  const themes = list(f.themes.slice(0, 4))
  const k = (path: string) => `${f.key}/${path}`
  return {
    [k('about')]: {
      subject: about('fakult', 'facult'),
      perex: bi(`${f.name.cs} v dnešní podobě působí od roku ${facts.established}; studuje na ní ${num(facts.students).cs} studentů.`, `The ${f.name.en} has existed in its present form since ${facts.established}; it has ${num(facts.students).en} students.`),
      sections: [
        sec('Fakulta dnes', 'The faculty today', bi(
          `${f.name.cs} má ${num(facts.students).cs} studentů, ${facts.academicStaff} akademických pracovníků a ${f.departments.length} kateder a ústavů. Sídlí na adrese ${facts.address.street}, ${facts.address.postalCode} ${facts.address.city}.`,
          `The ${f.name.en} has ${num(facts.students).en} students, ${facts.academicStaff} academic staff and ${f.departments.length} departments. It is at ${facts.address.street}, ${facts.address.postalCode} ${facts.address.city}.`,
        )),
        sec('Vedení fakulty', 'Faculty leadership', bi(`Fakultu vede ${dean.cs}; sekretariát děkanátu odpovídá na telefonu ${facts.phone}.`, `The faculty is led by ${dean.en}; the Dean’s Office answers on ${facts.phone}.`)),
        sec('Katedry a ústavy', 'Departments', list(f.departments)),
      ],
    },
    [k('study')]: {
      subject: about('stud|program', 'stud|programme'),
      perex: bi(`Studium na fakultě: ${f.programmes.length} programů, přihlášky do ${deadline.cs}.`, `Study at the faculty: ${f.programmes.length} programmes, applications until ${deadline.en}.`),
      sections: [
        sec('Programy', 'Programmes', bi(
          `Počet programů fakulty: bakalářských ${count('Bc.')}, magisterských ${count('Mgr.')}, doktorských ${count('Ph.D.')}.${english.length ? ` V angličtině se vyučují: ${list(english.map((p) => p.name)).cs}.` : ''}`,
          `The faculty’s programmes: ${count('Bc.')} bachelor’s, ${count('Mgr.')} master’s, ${count('Ph.D.')} doctoral.${english.length ? ` Taught in English: ${list(english.map((p) => p.name)).en}.` : ''}`,
        )),
        sec('Přihláška', 'Applying', bi(`Přihlášky do všech programů fakulty přijímáme do ${deadline.cs}.`, `Applications to every programme of the faculty are accepted until ${deadline.en}.`)),
        sec('Studijní oddělení', 'Student Affairs Office', bi(`Studijní oddělení odpovídá na e-mailu ${facts.email} a na telefonu ${facts.phone}.`, `The Student Affairs Office answers at ${facts.email} and on ${facts.phone}.`)),
      ],
    },
    [k('study/admissions')]: {
      subject: about('přijím|přihlášk', 'admission|applica'),
      perex: bi(`Přijímací řízení na fakultu pro akademický rok ${r.nextLabel.cs}.`, `Admissions to the faculty for the ${r.nextLabel.en} academic year.`),
      sections: [
        sec('Termíny', 'Dates', bi(`Uzávěrka přihlášek je ${deadline.cs}.`, `The application deadline is ${deadline.en}.`)),
        sec('Přijímací zkoušky', 'Entrance examinations', bi(`Přijímací zkoušky fakulty se konají od ${day(r.entranceExams.from).cs} do ${day(r.entranceExams.to).cs} v budově fakulty, ${facts.address.street}.`, `The faculty’s entrance examinations take place from ${day(r.entranceExams.from).en} to ${day(r.entranceExams.to).en} in the faculty building, ${facts.address.street}.`)),
        sec('Dotazy', 'Questions', bi(`S přihláškou poradí studijní oddělení fakulty: ${facts.email}, telefon ${facts.phone}.`, `The faculty’s Student Affairs Office helps with applications: ${facts.email}, phone ${facts.phone}.`)),
      ],
    },
    [k('study/programmes')]: {
      subject: about('program', 'programme'),
      perex: bi(`Studijní programy fakulty: ${f.programmes.length} programů.`, `The faculty’s study programmes: ${f.programmes.length} programmes.`),
      sections: (['Bc.', 'Mgr.', 'Ph.D.'] as const).map((degree) => sec(
        { 'Bc.': 'Bakalářské programy', 'Mgr.': 'Magisterské programy', 'Ph.D.': 'Doktorské programy' }[degree],
        { 'Bc.': 'Bachelor’s programmes', 'Mgr.': 'Master’s programmes', 'Ph.D.': 'Doctoral programmes' }[degree],
        ((names: Bi) => bi(`Programy fakulty s titulem ${degree}: ${names.cs}.`, `The faculty’s programmes leading to the ${degree} degree: ${names.en}.`))(list(f.programmes.filter((p) => p.degree === degree).map((p) => p.name))),
      )),
    },
    [k('about/departments')]: {
      subject: about('kated|ústav', 'department'),
      perex: bi(`Katedry a ústavy fakulty: ${f.departments.length} pracovišť, která učí a zkoumají.`, `The faculty’s departments: ${f.departments.length} departments that teach and do research.`),
      sections: [
        sec('Pracoviště', 'Departments', list(f.departments)),
        sec('Výzkum kateder', 'Research of the departments', bi(`Katedry a ústavy se věnují mimo jiné výzkumu ${themes.cs}.`, `The departments’ research includes ${themes.en}.`)),
        sec('Kontakty', 'Contacts', bi(`Kontakty na sekretariáty kateder a ústavů poskytne studijní oddělení: ${facts.email}.`, `The Student Affairs Office gives the contacts of the department offices: ${facts.email}.`)),
      ],
    },
    [k('research')]: {
      subject: about('výzkum', 'research'),
      perex: bi(`Věda a výzkum na fakultě: výzkum ${themes.cs}.`, `Research at the faculty: ${themes.en}.`),
      sections: [
        sec('Témata', 'Themes', bi(`Výzkum fakulty se soustředí na výzkum ${themes.cs}.`, `The faculty’s research focuses on ${themes.en}.`)),
        sec('Doktorské studium', 'Doctoral study', bi(`Doktorské studium výzkumu na fakultě: ${list(doctoral).cs}; přihlášky přijímáme do ${deadline.cs}.`, `Doctoral study in the faculty’s research: ${list(doctoral).en}; applications are accepted until ${deadline.en}.`)),
        sec('Spolupráce', 'Cooperation', bi('Fakulta spolupracuje na výzkumu s partnerskými univerzitami, firmami a veřejnou správou regionu.', 'The faculty’s research cooperates with partner universities, companies and the region’s public administration.')),
      ],
    },
    [k('students')]: {
      subject: about('student', 'student'),
      perex: bi(`Pro studenty fakulty: rozvrhy, stipendia, spolky a výjezdy.`, `For the faculty’s students: timetables, scholarships, associations and study abroad.`),
      sections: [
        sec('Rozvrhy', 'Timetables', bi(`Rozvrhy jsou ve studijním systému; výuka zimního semestru začíná ${day(c.year.winterTeaching.from).cs}.`, `Timetables are in the student information system; winter-semester teaching begins on ${day(c.year.winterTeaching.from).en}.`)),
        sec('Stipendia', 'Scholarships', bi('Studenti fakulty mohou získat prospěchové, sociální a ubytovací stipendium podle stipendijního řádu.', 'Students of the faculty can receive merit, social and accommodation scholarships under the Scholarship Regulations.')),
        sec('Studijní oddělení', 'Student Affairs Office', bi(`Studijní oddělení studentům odpovídá na e-mailu ${facts.email}.`, `The Student Affairs Office answers students at ${facts.email}.`)),
      ],
    },
  }
}

export const facultySitePages = (c: PageContext): Record<string, WrittenPage> => Object.assign({}, ...FACULTIES.map((f) => facultyPages(f, c)))
