import { defineMessages, formatNumber, type Lang } from './index.js'

/** The document library: listing and file facts. */
export const documentMessages = defineMessages({
  listTitle: { cs: 'Dokumenty', en: 'Documents' },
  listTitlePaged: { cs: 'Dokumenty – strana ${page}', en: 'Documents – page ${page}' },
  listDescription: {
    cs: 'Předpisy, formuláře a výroční zprávy Univerzity Quercus Fontana ke stažení.',
    en: 'Regulations, forms and annual reports of Quercus Fontana University to download.',
  },
  empty: { cs: 'Zatím zde nejsou žádné dokumenty.', en: 'There are no documents yet.' },
  meta: { cs: 'PDF, ${size}, počet stran: ${pages}', en: 'PDF, ${size}, ${pages} pages' },
  published: { cs: 'zveřejněno', en: 'published' },
  download: { cs: 'Stáhnout PDF', en: 'Download PDF' },
})

/** File size in kB or MB (1024-based, as file managers show it), one decimal for MB. */
export function formatFileSize(lang: Lang, bytes: number): string {
  const kb = bytes / 1024
  if (kb < 1024) return `${formatNumber(lang, Math.max(1, Math.round(kb)))} kB`
  return `${formatNumber(lang, Math.round((kb / 1024) * 10) / 10)} MB`
}
