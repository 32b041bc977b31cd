import { defineMessages } from './index.js'

/** The faculties' identity in the administration (issue 25, ADR 092): their introductions and study offices' contacts. */
export const facultiesAdminMessages = defineMessages({
  title: { cs: 'Fakulty', en: 'Faculties' },
  intro: {
    cs: 'Úvodní text a kontakty studijního oddělení, jak je návštěvníci vidí na stránce fakulty, v přehledu fakult, v kontaktech a na plánu kampusu. Redaktor upravuje fakultu, na které píše.',
    en: 'The introduction and the study office’s contacts, as visitors see them on the faculty’s page, the list of faculties, the contacts and the campus map. An editor changes the faculty they write for.',
  },
  none: { cs: 'Žádnou fakultu upravovat nemůžete.', en: 'There is no faculty you may change.' },
  name: { cs: 'Fakulta', en: 'Faculty' },
  contacts: { cs: 'Kontakty', en: 'Contacts' },
  edit: { cs: 'Upravit', en: 'Edit' },
  editLabel: { cs: 'Upravit: ${name}', en: 'Edit: ${name}' },
  perexCs: { cs: 'Úvodní text česky', en: 'Introduction in Czech' },
  perexEn: { cs: 'Úvodní text anglicky', en: 'Introduction in English' },
  perexHint: { cs: 'Jedna až tři věty pod názvem fakulty, nejvýše 400 znaků.', en: 'One to three sentences under the faculty’s name, at most 400 characters.' },
  colour: { cs: 'Barva fakulty', en: 'The faculty’s colour' },
  colourHint: {
    cs: 'Proužky, rámečky a dlaždice fakulty na webu i plán kampusu. Všechny barvy nabídky nesou bílé písmo s dostatečným kontrastem.',
    en: 'The faculty’s stripes, borders and tiles on the site, and the campus map. Every colour offered carries white text with enough contrast.',
  },
  officeLegend: { cs: 'Studijní oddělení', en: 'Study office' },
  address: { cs: 'Adresa', en: 'Address' },
  addressHint: { cs: 'Ulice a číslo, PSČ a obec, např. Náměstí Svobody 301/12, 500 03 Dubová Hora.', en: 'Street and number, postcode and town, e.g. Náměstí Svobody 301/12, 500 03 Dubová Hora.' },
  phone: { cs: 'Telefon', en: 'Phone' },
  phoneHint: { cs: 'Např. +420 493 331 111.', en: 'E.g. +420 493 331 111.' },
  email: { cs: 'E-mail', en: 'Email' },
  save: { cs: 'Uložit', en: 'Save' },
  saved: { cs: 'Uloženo. Návštěvníci změnu vidí hned.', en: 'Saved. Visitors see the change at once.' },
  refused: { cs: 'Nic jsme neuložili: opravte prosím vyznačená pole.', en: 'Nothing was saved: please correct the marked fields.' },
  stale: {
    cs: 'Fakultu mezitím změnil někdo jiný. Nic jsme neuložili: níže je uložená podoba, váš text je ve formuláři.',
    en: 'Someone else changed the faculty meanwhile. Nothing was saved: the saved version is below, your text is in the form.',
  },
  staleHeading: { cs: 'Uložená podoba', en: 'The saved version' },
  notFound: { cs: 'Tuto fakultu nenajdeme nebo ji upravovat nemůžete.', en: 'We cannot find this faculty, or you may not change it.' },

  perexRequired: { cs: 'Vyplňte úvodní text.', en: 'Fill in the introduction.' },
  perexTooLong: { cs: 'Úvodní text může mít nejvýše 400 znaků.', en: 'The introduction may have at most 400 characters.' },
  textInvalid: { cs: 'Text obsahuje neplatné znaky.', en: 'The text contains characters that are not allowed.' },
  addressRequired: { cs: 'Vyplňte adresu.', en: 'Fill in the address.' },
  addressTooLong: { cs: 'Adresa může mít nejvýše 200 znaků.', en: 'The address may have at most 200 characters.' },
  phoneRequired: { cs: 'Vyplňte telefon.', en: 'Fill in the phone number.' },
  phoneInvalid: { cs: 'Telefon zadejte číslicemi, případně s předvolbou, např. +420 493 331 111.', en: 'Enter the phone number in digits, with the country code if you like, e.g. +420 493 331 111.' },
  emailRequired: { cs: 'Vyplňte e-mail.', en: 'Fill in the email address.' },
  emailInvalid: { cs: 'Zadejte e-mail ve tvaru jmeno@domena.cz.', en: 'Enter an email address such as name@domain.com.' },
  colourInvalid: { cs: 'Vyberte barvu z nabídky.', en: 'Choose a colour from those offered.' },
  baseInvalid: { cs: 'Formulář je neúplný: načtěte prosím stránku znovu.', en: 'The form is incomplete: please load the page again.' },
})

export type FacultiesAdminMessageKey = keyof typeof facultiesAdminMessages
