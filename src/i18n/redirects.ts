import { defineMessages } from './index.js'

/** The chief editors' redirects (ADR 059). */
export const redirectsMessages = defineMessages({
  title: { cs: 'Přesměrování', en: 'Redirects' },
  intro: {
    cs: 'Stará adresa vede na novou (301), jen pokud na staré adrese nic není. Přesměrování při změně adresy položky vznikají sama.',
    en: 'An old address leads to the new one (301), only where nothing is at the old address. Redirects for an item whose address changed are made by themselves.',
  },
  addHeading: { cs: 'Přidat přesměrování', en: 'Add a redirect' },
  from: { cs: 'Stará adresa', en: 'Old address' },
  to: { cs: 'Nová adresa', en: 'New address' },
  pathHint: { cs: 'Adresa na tomto webu, např. /qf/cs/aktuality/nazev.', en: 'An address on this site, e.g. /qf/en/news/title.' },
  add: { cs: 'Přidat', en: 'Add' },
  remove: { cs: 'Smazat', en: 'Delete' },
  removeLabel: { cs: 'Smazat přesměrování z ${from}', en: 'Delete the redirect from ${from}' },
  source: { cs: 'Vzniklo', en: 'Made' },
  sourceAuto: { cs: 'změnou adresy', en: 'by an address change' },
  sourceManual: { cs: 'ručně', en: 'by hand' },
  filter: { cs: 'Adresa obsahuje', en: 'Address contains' },
  filterHeading: { cs: 'Hledat přesměrování', en: 'Find redirects' },
  search: { cs: 'Hledat', en: 'Search' },
  count: { cs: 'Přesměrování: ${count}', en: 'Redirects: ${count}' },
  none: { cs: 'Žádné přesměrování neodpovídá.', en: 'No redirect matches.' },
  added: { cs: 'Přesměrování je uloženo.', en: 'The redirect is saved.' },
  removed: { cs: 'Přesměrování je smazáno.', en: 'The redirect is deleted.' },
  fromInvalid: { cs: 'Stará adresa musí být adresa na tomto webu (začíná /qf/).', en: 'The old address must be an address on this site (starting /qf/).' },
  toInvalid: { cs: 'Nová adresa musí být adresa na tomto webu (začíná /qf/).', en: 'The new address must be an address on this site (starting /qf/).' },
  same: { cs: 'Stará a nová adresa jsou stejné.', en: 'The old and the new address are the same.' },
  admin: { cs: 'Administraci přesměrovat nelze.', en: 'The administration cannot be redirected.' },
  refused: { cs: 'Přesměrování jsme neuložili.', en: 'The redirect was not saved.' },
  notFound: { cs: 'Takové přesměrování neexistuje (možná ho už někdo smazal).', en: 'There is no such redirect (someone may have deleted it).' },
})

export type RedirectsMessageKey = keyof typeof redirectsMessages
