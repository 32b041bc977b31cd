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

/** Each document kind by name, singular (a document's type) and plural (the filter's option). */
export const documentKindNames: Record<DocumentKind, { one: Record<Lang, string>; many: Record<Lang, string> }> = {
  regulation: { one: { cs: 'Předpis', en: 'Regulation' }, many: { cs: 'Předpisy a směrnice', en: 'Regulations and directives' } },
  report: { one: { cs: 'Zpráva', en: 'Report' }, many: { cs: 'Zprávy', en: 'Reports' } },
  guide: { one: { cs: 'Příručka', en: 'Guide' }, many: { cs: 'Příručky, pokyny a ceníky', en: 'Guides, guidelines and price lists' } },
  plan: { one: { cs: 'Plán', en: 'Plan' }, many: { cs: 'Plány a harmonogramy', en: 'Plans and calendars' } },
  minutes: { one: { cs: 'Zápis', en: 'Minutes' }, many: { cs: 'Zápisy z jednání', en: 'Minutes of meetings' } },
}

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
