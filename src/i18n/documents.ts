import type { DocumentKind } from '../db/schema.js'
import { defineMessages, formatNumber, type Lang } from './index.js'

/** The document library: listing, filters and file facts. */
export const documentMessages = defineMessages({
  listTitle: { cs: 'Dokumenty', en: 'Documents' },
  listTitlePaged: { cs: 'Dokumenty – strana ${page}', en: 'Documents – page ${page}' },
  listDescription: {
    cs: 'Předpisy, zprávy, příručky a zápisy Univerzity Quercus Fontana a jejích fakult ke stažení.',
    en: 'Regulations, reports, guides and minutes of Quercus Fontana University and its faculties to download.',
  },
  empty: { cs: 'Zadaným filtrům neodpovídá žádný dokument.', en: 'No document matches the chosen filters.' },
  filterLabel: { cs: 'Filtrovat dokumenty', en: 'Filter documents' },
  filterFaculty: { cs: 'Fakulta', en: 'Faculty' },
  filterKind: { cs: 'Druh dokumentu', en: 'Document type' },
  filterAll: { cs: 'Vše', en: 'All' },
  filterSubmit: { cs: 'Zobrazit dokumenty', en: 'Show documents' },
  university: { cs: 'Celouniverzitní', en: 'University-wide' },
  countOne: { cs: 'Nalezen ${count} dokument', en: '${count} document found' },
  countFew: { cs: 'Nalezeny ${count} dokumenty', en: '${count} documents found' },
  countOther: { cs: 'Nalezeno ${count} dokumentů', en: '${count} documents found' },
  kind: { cs: 'Druh', en: 'Type' },
  faculty: { cs: 'Vydává', en: 'Issued by' },
  published: { cs: 'Zveřejněno', en: 'Published' },
  file: { cs: 'Soubor', en: 'File' },
  fileFacts: { cs: 'PDF, ${size}, počet stran: ${pages}', en: 'PDF, ${size}, ${pages} pages' },
  fileFactsOnePage: { cs: 'PDF, ${size}, počet stran: 1', en: 'PDF, ${size}, 1 page' },
  download: { cs: 'Stáhnout PDF', en: 'Download PDF' },
})

/** Each document kind by name: one document's type. */
export const documentKindOne = defineMessages<DocumentKind>({
  regulation: { cs: 'Předpis', en: 'Regulation' },
  report: { cs: 'Zpráva', en: 'Report' },
  guide: { cs: 'Příručka', en: 'Guide' },
  plan: { cs: 'Plán', en: 'Plan' },
  minutes: { cs: 'Zápis', en: 'Minutes' },
})

/** Each document kind as the filter offers it. */
export const documentKindMany = defineMessages<DocumentKind>({
  regulation: { cs: 'Předpisy a směrnice', en: 'Regulations and directives' },
  report: { cs: 'Zprávy', en: 'Reports' },
  guide: { cs: 'Příručky, pokyny a ceníky', en: 'Guides, guidelines and price lists' },
  plan: { cs: 'Plány a harmonogramy', en: 'Plans and calendars' },
  minutes: { cs: 'Zápisy z jednání', en: 'Minutes of meetings' },
})

const pluralRules = { cs: new Intl.PluralRules('cs-CZ'), en: new Intl.PluralRules('en-GB') }

/** "Nalezeno 12 dokumentů" / "12 documents found", in the number's grammatical form. */
export function documentCountKey(lang: Lang, count: number): 'countOne' | 'countFew' | 'countOther' {
  const form = pluralRules[lang].select(count)
  return form === 'one' ? 'countOne' : form === 'few' ? 'countFew' : 'countOther'
}

/** File size in kB or MB (1024-based, as file managers show it), one decimal for MB. */
export function formatFileSize(lang: Lang, bytes: number): string {
  const kb = bytes / 1024
  if (kb < 1024) return `${formatNumber(lang, Math.max(1, Math.round(kb)))} kB`
  return `${formatNumber(lang, Math.round((kb / 1024) * 10) / 10)} MB`
}
