/**
 * Revenue per day as a bar chart drawn on the server (ADR 078): plain SVG, no script and no
 * library. Its `viewBox` scales it to the width it is given (the stylesheet caps it), so it fits a
 * phone; `role="img"` with a title and a description names it, and the table beside it (in a
 * details element) gives screen readers and keyboards the same figures.
 */
import { formatNumber, formatPrice, translator, type Lang } from '../../../i18n/index.js'
import { reportsMessages } from '../../../i18n/reports.js'
import type { SalesDay } from '../../checkout/checkout.types.js'

const W = 600
const H = 300
const PAD = { left: 64, right: 12, top: 28, bottom: 36 }
const PLOT_W = W - PAD.left - PAD.right
const PLOT_H = H - PAD.top - PAD.bottom
/** At most this many day labels under the bars. */
const X_LABELS = 5

/** A round step (1, 2, 2.5 or 5 times a power of ten) that splits `max` in about four. */
export function niceStep(max: number): number {
  if (max <= 0) return 1
  const rough = max / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= rough)!
  return Math.max(1, step)
}

/** Indices of the days that get a label: the first, the last and evenly between. */
export function labelledDays(count: number): number[] {
  if (count <= X_LABELS) return [...Array(count).keys()]
  return [...new Set([...Array(X_LABELS).keys()].map((k) => Math.round((k * (count - 1)) / (X_LABELS - 1))))]
}

/** A day as the axis shows it: `1. 11.` · `1 Nov`, with the year when the period is long. */
export function axisDay(lang: Lang, day: string, long: boolean): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  if (lang === 'cs') return long ? `${m}/${y}` : `${d}. ${m}.`
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })
  return long ? `${month} ${y}` : `${d} ${month}`
}

/** A day as the table and the description name it: `1. 11. 2026` · `1 Nov 2026`. */
export function tableDay(lang: Lang, day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return lang === 'cs' ? `${d}. ${m}. ${y}` : `${d} ${new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${y}`
}

export function RevenueChart({ lang, days }: { lang: Lang; days: readonly SalesDay[] }) {
  const t = translator(reportsMessages, lang)
  const crowns = days.map((d) => d.revenueMinor / 100)
  const max = Math.max(0, ...crowns)
  const step = niceStep(max)
  const top = Math.max(step, Math.ceil(max / step) * step)
  const ticks = [...Array(Math.round(top / step) + 1).keys()].map((k) => k * step)
  const y = (v: number) => PAD.top + PLOT_H - (v / top) * PLOT_H
  const band = PLOT_W / Math.max(1, days.length)
  const barW = Math.max(band * 0.7, Math.min(band, 1))
  const long = days.length > 92
  const total = days.reduce((n, d) => n + d.revenueMinor, 0)
  const best = days.reduce<SalesDay | undefined>((b, d) => (d.revenueMinor > (b?.revenueMinor ?? 0) ? d : b), undefined)
  const first = days[0]?.day ?? ''
  const last = days[days.length - 1]?.day ?? ''
  const desc = best
    ? t('chartDesc', { days: days.length, total: formatPrice(lang, total), best: formatPrice(lang, best.revenueMinor), bestDay: tableDay(lang, best.day) })
    : t('chartDescEmpty', { days: days.length })
  return (
    <svg className="revenue-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="revenueChartTitle revenueChartDesc" id="revenueChart">
      <title id="revenueChartTitle">{t('chartTitle', { from: tableDay(lang, first), to: tableDay(lang, last) })}</title>
      <desc id="revenueChartDesc">{desc}</desc>
      <text className="revenue-chart__unit" x={PAD.left - 8} y={PAD.top - 14} textAnchor="end">
        {lang === 'cs' ? 'Kč' : 'CZK'}
      </text>
      {ticks.map((v) => (
        <g key={v}>
          <line className="revenue-chart__grid" x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
          <text className="revenue-chart__label" x={PAD.left - 8} y={y(v) + 5} textAnchor="end">
            {formatNumber(lang, v)}
          </text>
        </g>
      ))}
      {days.map((d, i) =>
        d.revenueMinor > 0 ? (
          <rect key={d.day} className="revenue-chart__bar" data-day={d.day} x={(PAD.left + i * band + (band - barW) / 2).toFixed(2)} width={barW.toFixed(2)} y={y(d.revenueMinor / 100).toFixed(2)} height={(PAD.top + PLOT_H - y(d.revenueMinor / 100)).toFixed(2)} />
        ) : null,
      )}
      <line className="revenue-chart__axis" x1={PAD.left} x2={W - PAD.right} y1={PAD.top + PLOT_H} y2={PAD.top + PLOT_H} />
      {labelledDays(days.length).map((i) => {
        // Many days: the first and last labels align with the plot's edges so they stay inside it.
        const edge = days.length > X_LABELS && (i === 0 || i === days.length - 1)
        const x = edge ? (i === 0 ? PAD.left : W - PAD.right) : PAD.left + (i + 0.5) * band
        return (
          <text key={i} className="revenue-chart__label" x={x.toFixed(2)} y={H - PAD.bottom + 24} textAnchor={edge ? (i === 0 ? 'start' : 'end') : 'middle'}>
            {axisDay(lang, days[i]!.day, long)}
          </text>
        )
      })}
    </svg>
  )
}
