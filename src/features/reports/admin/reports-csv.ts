/**
 * Each report as CSV for the accountant (ADR 078), written as the audit log's is (RFC 4180,
 * commas, UTF-8 with a BOM, a text that a spreadsheet would run as a formula neutralised by an
 * apostrophe). Headers in the page's language; days as `YYYY-MM-DD`, amounts as numbers of
 * crowns with a decimal point in both languages, so a file means the same whoever downloaded it.
 */
import { translator, type Lang } from '../../../i18n/index.js'
import { reportsMessages } from '../../../i18n/reports.js'
import type { ReportFile } from '../../../ui/paths.js'
import type { DayPeriod, VatPart } from '../../checkout/checkout.types.js'
import { csvLine, UTF8_BOM } from '../../audit/admin/csv.js'
import { totalOf, type ReportsService, type StockPart } from '../reports.service.js'
import { productName } from './reports-admin-pages.js'

const PRAGUE = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })

/** Haléře as crowns: 123450 → 1234.5. */
const crowns = (minor: number) => minor / 100

type Cells = ReadonlyArray<string | number | null>

/** The rows of one report for the period, its header first. */
export async function csvRows(reports: ReportsService, lang: Lang, report: ReportFile, p: DayPeriod): Promise<Cells[]> {
  const t = translator(reportsMessages, lang)
  const vatRows = (parts: readonly (VatPart & Partial<Pick<StockPart, 'pieces'>>)[], pieces: boolean): Cells[] => {
    const sum = totalOf(parts)
    const row = (label: string | number, n: number | undefined, v: { baseMinor: number; vatMinor: number; totalMinor: number }) => [label, ...(pieces ? [n ?? 0] : []), crowns(v.baseMinor), crowns(v.vatMinor), crowns(v.totalMinor)]
    return [
      [t('csvRate'), ...(pieces ? [t('pieces')] : []), t('csvBase'), t('csvVat'), t('csvTotal')],
      ...parts.map((x) => row(x.rate, x.pieces, x)),
      row(t('allRates'), parts.reduce((n, x) => n + (x.pieces ?? 0), 0), sum),
    ]
  }
  switch (report) {
    case 'summary': {
      const [days, refunds] = await Promise.all([reports.days(p), reports.refunds(p)])
      const s = reports.summaryOf(days, refunds)
      return [
        [t('csvFigure'), t('csvValue')],
        [t('csvPeriod'), `${p.from} – ${p.to}`],
        [t('orders'), s.orders],
        [t('csvRevenue'), crowns(s.revenueMinor)],
        [t('csvAverage'), s.averageMinor === null ? null : crowns(s.averageMinor)],
        [t('csvRefundCount'), s.refunds],
        [t('csvRefunds'), crowns(s.refundedMinor)],
      ]
    }
    case 'daily':
      return [[t('day'), t('orders'), t('csvRevenue')], ...(await reports.days(p)).map((d) => [d.day, d.orders, crowns(d.revenueMinor)])]
    case 'products':
      return [[t('sku'), t('csvName'), t('csvSize'), t('quantity'), t('csvRevenue')], ...(await reports.products(p)).map((x) => [x.sku, productName(lang, { ...x, size: null }), x.size, x.quantity, crowns(x.revenueMinor)])]
    case 'vat':
      return vatRows(await reports.vat(p), false)
    case 'refunds':
      return [[t('order'), t('csvRefundedAt'), t('csvAmount')], ...(await reports.refunds(p)).map((r) => [r.number, PRAGUE.format(r.at), crowns(r.amountMinor)])]
    case 'stock':
      return vatRows(await reports.stock(), true)
  }
}

export const csvText = (rows: readonly Cells[]) => UTF8_BOM + rows.map(csvLine).join('')
