import { defineMessages } from './index.js'

/** The staff directory. */
export const peopleMessages = defineMessages({
  title: { cs: 'Lidé', en: 'People' },
  titlePaged: { cs: 'Lidé – strana ${page}', en: 'People – page ${page}' },
  description: {
    cs: 'Adresář zaměstnanců Univerzity Quercus Fontana: vedení, fakulty, katedry, kanceláře, e-maily a telefony.',
    en: 'The staff directory of Quercus Fontana University: leadership, faculties, departments, offices, e-mails and phone numbers.',
  },
  filterLegend: { cs: 'Hledat v adresáři', en: 'Search the directory' },
  filterName: { cs: 'Jméno', en: 'Name' },
  filterNameHint: { cs: 'Stačí část jména, bez diakritiky.', en: 'Part of a name is enough; accents are optional.' },
  filterFaculty: { cs: 'Fakulta nebo součást', en: 'Faculty or unit' },
  filterDepartment: { cs: 'Pracoviště', en: 'Department' },
  filterAny: { cs: 'Vše', en: 'All' },
  university: { cs: 'Rektorát a celouniverzitní pracoviště', en: 'Rector’s Office and university units' },
  filterSubmit: { cs: 'Hledat', en: 'Search' },
  filterReset: { cs: 'Zrušit filtr', en: 'Clear filters' },
  resultCount: { cs: 'Nalezené osoby: ${count}', en: 'People found: ${count}' },
  empty: { cs: 'Nikdo neodpovídá zadání.', en: 'Nobody matches your search.' },
  email: { cs: 'E-mail', en: 'E-mail' },
  phone: { cs: 'Telefon', en: 'Phone' },
  office: { cs: 'Kancelář', en: 'Office' },
  department: { cs: 'Pracoviště', en: 'Department' },
  officeHours: { cs: 'Konzultační hodiny', en: 'Office hours' },
  research: { cs: 'Odborné zájmy', en: 'Research interests' },
  contacts: { cs: 'Kontakt', en: 'Contact' },
  profileDescription: { cs: '${name}: ${role}, ${unit}. Kontakt a konzultační hodiny.', en: '${name}: ${role}, ${unit}. Contact details and office hours.' },
  colleagues: { cs: 'Další lidé z pracoviště', en: 'More people in this department' },
})
