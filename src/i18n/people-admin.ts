import { defineMessages } from './index.js'

/**
 * The people administration (issue 25, ADR 079): what it says beyond the editorial messages it
 * shares with news (`i18n/editorial.ts`).
 */
export const peopleAdminMessages = defineMessages({
  peopleTitle: { cs: 'Lidé', en: 'People' },
  newPersonTitle: { cs: 'Nová osoba', en: 'New person' },
  editPersonTitle: { cs: 'Úprava: ${name}', en: 'Editing: ${name}' },
  filterPeople: { cs: 'Hledat osoby', en: 'Find people' },
  filterName: { cs: 'Jméno obsahuje', en: 'Name contains' },
  filterFaculty: { cs: 'Fakulta nebo součást', en: 'Faculty or unit' },
  filterAnyFaculty: { cs: 'Všechny', en: 'All' },
  university: { cs: 'Rektorát a celouniverzitní pracoviště', en: 'Rector’s Office and university units' },
  name: { cs: 'Jméno', en: 'Name' },
  titlesBefore: { cs: 'Tituly před jménem', en: 'Titles before the name' },
  titlesBeforeHint: { cs: 'Například „doc. RNDr.“', en: 'For example “doc. RNDr.”' },
  givenName: { cs: 'Jméno', en: 'Given name' },
  familyName: { cs: 'Příjmení', en: 'Family name' },
  titlesAfter: { cs: 'Tituly za jménem', en: 'Titles after the name' },
  titlesAfterHint: { cs: 'Například „Ph.D.“', en: 'For example “Ph.D.”' },
  roleCs: { cs: 'Funkce česky', en: 'Position in Czech' },
  roleEn: { cs: 'Funkce anglicky', en: 'Position in English' },
  department: { cs: 'Pracoviště', en: 'Department' },
  departmentHint: { cs: 'Fakulta se určí podle pracoviště.', en: 'The faculty follows from the department.' },
  email: { cs: 'E-mail', en: 'E-mail' },
  phone: { cs: 'Telefon', en: 'Phone' },
  officeCs: { cs: 'Kancelář česky', en: 'Office (room) in Czech' },
  officeEn: { cs: 'Kancelář anglicky', en: 'Office (room) in English' },
  officeHoursCs: { cs: 'Konzultační hodiny česky', en: 'Office hours in Czech' },
  officeHoursEn: { cs: 'Konzultační hodiny anglicky', en: 'Office hours in English' },
  researchCs: { cs: 'Odborné zájmy česky', en: 'Research interests in Czech' },
  researchEn: { cs: 'Odborné zájmy anglicky', en: 'Research interests in English' },
  researchHint: { cs: 'Témata oddělte čárkou a mezerou; na profilu se zobrazí jako seznam.', en: 'Separate topics with a comma and a space; the profile lists them.' },
  portrait: { cs: 'Portrét', en: 'Portrait' },
  portraitKept: { cs: 'Portrét z knihovny médií; formulář ho nemění.', en: 'A portrait from the media library; this form does not change it.' },
  portraitNone: { cs: 'bez portrétu', en: 'none' },
  portraitHint: {
    cs: 'Fotografie z knihovny médií, na profilu a v seznamu lidí. Nahrajte ji nejdřív do knihovny médií, s popisem pro nevidomé.',
    en: 'A photo from the media library, on the profile and in the staff directory. Upload it to the media library first, with its alt text.',
  },
  slugHintPerson: { cs: 'Malá písmena bez diakritiky, číslice a pomlčky. Prázdné: vytvoří se ze jména.', en: 'Lower-case letters, digits and dashes. Empty: made from the name.' },
  profile: { cs: 'Profil', en: 'Profile' },
  givenNameRequired: { cs: 'Vyplňte jméno.', en: 'Enter the given name.' },
  familyNameRequired: { cs: 'Vyplňte příjmení.', en: 'Enter the family name.' },
  roleRequired: { cs: 'Vyplňte funkci.', en: 'Enter the position.' },
  officeRequired: { cs: 'Vyplňte kancelář.', en: 'Enter the office.' },
  phoneRequired: { cs: 'Vyplňte telefon.', en: 'Enter the phone number.' },
  phoneInvalid: { cs: 'Telefon smí obsahovat jen číslice, mezery a znaménko +.', en: 'The phone number may hold only digits, spaces and a +.' },
  emailRequired: { cs: 'Vyplňte e-mail.', en: 'Enter the e-mail address.' },
  emailInvalid: { cs: 'Zadejte e-mail ve tvaru jmeno@domena.cz.', en: 'Enter an e-mail address such as name@example.com.' },
  emailTaken: { cs: 'Tento e-mail už má jiná osoba.', en: 'Another person already has this e-mail address.' },
  departmentInvalid: { cs: 'Vyberte pracoviště ze seznamu.', en: 'Choose a department from the list.' },
  slugTaken: { cs: 'Tuto adresu už má jiná osoba. Zvolte jinou.', en: 'Another person already has this address. Choose another.' },
})

export type PeopleAdminMessageKey = keyof typeof peopleAdminMessages
