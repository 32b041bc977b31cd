import { defineMessages } from './index.js'

/** The broken internal links report (ADR 100). */
export const linksMessages = defineMessages({
  title: { cs: 'Nefunkční odkazy', en: 'Broken links' },
  intro: {
    cs: 'Odkazy v textech aktualit, akcí a stránek, které nikam nevedou: na smazanou nebo nezveřejněnou položku, nebo na adresu webu, kde nic není. Odkazy na jiné weby se nekontrolují.',
    en: 'Links in the text of news, events and pages that lead nowhere: to a deleted or unpublished item, or to an address of this site where nothing is. Links to other sites are not checked.',
  },
  count: { cs: 'Nefunkční odkazy: ${count}', en: 'Broken links: ${count}' },
  none: { cs: 'Žádný nefunkční odkaz. Všechny odkazy v textech vedou na zveřejněný obsah.', en: 'No broken links. Every link in the text leads to published content.' },
  filterHeading: { cs: 'Filtrovat nefunkční odkazy', en: 'Filter broken links' },
  kind: { cs: 'Druh položky', en: 'Kind of item' },
  kindAll: { cs: 'Vše', en: 'All' },
  kindNews: { cs: 'Aktuality', en: 'News' },
  kindEvent: { cs: 'Akce', en: 'Events' },
  kindPage: { cs: 'Stránky', en: 'Pages' },
  show: { cs: 'Zobrazit', en: 'Show' },
  item: { cs: 'Položka', en: 'Item' },
  lang: { cs: 'Jazyk', en: 'Language' },
  text: { cs: 'Text odkazu', en: 'Link text' },
  target: { cs: 'Cíl', en: 'Target' },
  reason: { cs: 'Proč', en: 'Why' },
  documentList: { cs: '(seznam dokumentů)', en: '(document list)' },
  refNews: { cs: 'aktualita č. ${id}', en: 'news item no. ${id}' },
  refPage: { cs: 'stránka č. ${id}', en: 'page no. ${id}' },
  refDocument: { cs: 'dokument č. ${id}', en: 'document no. ${id}' },
  deleted: { cs: 'smazáno', en: 'deleted' },
  unpublished: { cs: 'nezveřejněno', en: 'not published' },
  nowhere: { cs: 'adresa nevede nikam', en: 'address leads nowhere' },
  langCs: { cs: 'čeština', en: 'Czech' },
  langEn: { cs: 'angličtina', en: 'English' },
  badPage: { cs: 'Číslo stránky musí být kladné celé číslo.', en: 'The page number must be a positive whole number.' },
  badKind: { cs: 'Neznámý druh položky.', en: 'Unknown kind of item.' },
})
export type LinksMessageKey = keyof typeof linksMessages
