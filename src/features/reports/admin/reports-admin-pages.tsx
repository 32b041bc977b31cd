/**
 * The reports' page (ADR 078): the period's GET form with its quick choices, then the summary,
 * revenue per day (chart and table), top products, VAT by rate, refunds and the stock's worth,
 * each with the link to its CSV for the same period. A period that cannot be shown is the form
 * with the reason and no figures.
 */
import type { ReactNode } from 'react'
import { formatDateTime, formatNumber, formatPrice, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { reportsMessages, type ReportsMessageKey } from '../../../i18n/reports.js'
import type { AdminNavLink } from '../../../ui/admin-frame.js'
import { AdminNotice } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths, type ReportFile } from '../../../ui/paths.js'
import type { DayPeriod, ProductSales, VatPart } from '../../checkout/checkout.types.js'
import { MAX_DAYS, presets, type ParsedPeriod, type PeriodProblem } from '../report-period.js'
import { topBy, totalOf, type Report } from '../reports.service.js'
import { RevenueChart, tableDay } from './revenue-chart.js'

const problemKey: Record<PeriodProblem, ReportsMessageKey> = { missing: 'dateMissing', date: 'dateInvalid', range: 'rangeInvalid', long: 'rangeLong' }

export const problemText = (lang: Lang, problem: PeriodProblem) => translator(reportsMessages, lang)(problemKey[problem], { days: MAX_DAYS })

function Download({ lang, report, period, what }: { lang: Lang; report: ReportFile; period: DayPeriod; what: string }) {
  const t = translator(reportsMessages, lang)
  return (
    <p className="report__download">
      <a href={paths.adminReportCsv(lang, report, period)} id={`reportCsv-${report}`} aria-label={t('downloadOf', { what })} download>
        {t('download')}
      </a>
    </p>
  )
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="report" id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  )
}

const rate = (lang: Lang, r: number) => `${formatNumber(lang, r)} %`

function VatTable({ lang, id, parts, pieces }: { lang: Lang; id: string; parts: readonly (VatPart & { pieces?: number })[]; pieces?: boolean }) {
  const t = translator(reportsMessages, lang)
  const sum = totalOf(parts)
  const money = (m: number) => formatPrice(lang, m)
  return (
    <table className="report-table report-table--stack" id={id}>
      <thead>
        <tr>
          <th scope="col">{t('rate')}</th>
          {pieces ? <th scope="col">{t('pieces')}</th> : null}
          <th scope="col">{t('base')}</th>
          <th scope="col">{t('vat')}</th>
          <th scope="col">{t('total')}</th>
        </tr>
      </thead>
      <tbody>
        {parts.map((p) => (
          <tr key={p.rate} data-rate={p.rate}>
            <th scope="row">{rate(lang, p.rate)}</th>
            {pieces ? <td data-label={t('pieces')}>{formatNumber(lang, p.pieces ?? 0)}</td> : null}
            <td data-label={t('base')}>{money(p.baseMinor)}</td>
            <td data-label={t('vat')}>{money(p.vatMinor)}</td>
            <td data-label={t('total')}>{money(p.totalMinor)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('allRates')}</th>
          {pieces ? <td data-label={t('pieces')}>{formatNumber(lang, parts.reduce((n, p) => n + (p.pieces ?? 0), 0))}</td> : null}
          <td data-label={t('base')}>{money(sum.baseMinor)}</td>
          <td data-label={t('vat')}>{money(sum.vatMinor)}</td>
          <td data-label={t('total')}>{money(sum.totalMinor)}</td>
        </tr>
      </tfoot>
    </table>
  )
}

export const productName = (lang: Lang, p: ProductSales) => {
  const name = lang === 'cs' ? p.nameCs : p.nameEn
  return p.size ? `${name}, ${p.size}` : name
}

function TopTable({ lang, id, caption, rows }: { lang: Lang; id: string; caption: string; rows: ProductSales[] }) {
  const t = translator(reportsMessages, lang)
  return (
    <table className="report-table report-table--products" id={id}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product')}</th>
          <th scope="col">{t('quantity')}</th>
          <th scope="col">{t('revenue')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.sku}>
            <th scope="row">
              {productName(lang, p)} <span className="report-table__sku">{p.sku}</span>
            </th>
            <td>{formatNumber(lang, p.quantity)}</td>
            <td>{formatPrice(lang, p.revenueMinor)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Figures({ lang, report }: { lang: Lang; report: Report }) {
  const t = translator(reportsMessages, lang)
  const { period, summary } = report
  const money = (m: number) => formatPrice(lang, m)
  return (
    <>
      <Section id="reportSummary" heading={t('summaryHeading')}>
        <dl className="admin-facts report__summary">
          <dt>{t('orders')}</dt>
          <dd id="reportOrders">{formatNumber(lang, summary.orders)}</dd>
          <dt>{t('revenue')}</dt>
          <dd id="reportRevenue">{money(summary.revenueMinor)}</dd>
          <dt>{t('average')}</dt>
          <dd id="reportAverage">{summary.averageMinor === null ? t('noAverage') : money(summary.averageMinor)}</dd>
          <dt>{t('refundsTotal')}</dt>
          <dd id="reportRefunded">{money(summary.refundedMinor)}</dd>
        </dl>
        <Download lang={lang} report="summary" period={period} what={t('summaryHeading')} />
      </Section>
      <Section id="reportDaily" heading={t('dailyHeading')}>
        <figure className="report__chart">
          <RevenueChart lang={lang} days={report.days} />
        </figure>
        <details className="report__data">
          <summary>{t('chartTable')}</summary>
          <table className="report-table" id="reportDays">
            <thead>
              <tr>
                <th scope="col">{t('day')}</th>
                <th scope="col">{t('orders')}</th>
                <th scope="col">{t('revenue')}</th>
              </tr>
            </thead>
            <tbody>
              {report.days.map((d) => (
                <tr key={d.day} data-day={d.day}>
                  <th scope="row">{tableDay(lang, d.day)}</th>
                  <td>{formatNumber(lang, d.orders)}</td>
                  <td>{money(d.revenueMinor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
        <Download lang={lang} report="daily" period={period} what={t('dailyHeading')} />
      </Section>
      <Section id="reportProducts" heading={t('productsHeading')}>
        {report.products.length === 0 ? (
          <p>{t('noSales')}</p>
        ) : (
          <>
            <p className="dashboard__note">{t('productsNote')}</p>
            <div className="report__pair">
              <TopTable lang={lang} id="reportTopRevenue" caption={t('byRevenue')} rows={topBy(report.products, 'revenueMinor')} />
              <TopTable lang={lang} id="reportTopQuantity" caption={t('byQuantity')} rows={topBy(report.products, 'quantity')} />
            </div>
          </>
        )}
        <Download lang={lang} report="products" period={period} what={t('productsHeading')} />
      </Section>
      <Section id="reportVat" heading={t('vatHeading')}>
        <p className="dashboard__note">{t('vatNote')}</p>
        <VatTable lang={lang} id="reportVatTable" parts={report.vat} />
        <Download lang={lang} report="vat" period={period} what={t('vatHeading')} />
      </Section>
      <Section id="reportRefunds" heading={t('refundsHeading')}>
        <p className="dashboard__note">{t('refundsNote')}</p>
        {report.refunds.length === 0 ? (
          <p id="reportNoRefunds">{t('noRefunds')}</p>
        ) : (
          <table className="report-table" id="reportRefundsTable">
            <thead>
              <tr>
                <th scope="col">{t('order')}</th>
                <th scope="col">{t('refundedAt')}</th>
                <th scope="col">{t('amount')}</th>
              </tr>
            </thead>
            <tbody>
              {report.refunds.map((r) => (
                <tr key={r.number}>
                  <th scope="row">
                    <a href={paths.staffOrder(lang, r.number)}>{r.number}</a>
                  </th>
                  <td>{formatDateTime(lang, r.at)}</td>
                  <td>{money(r.amountMinor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Download lang={lang} report="refunds" period={period} what={t('refundsHeading')} />
      </Section>
      <Section id="reportStock" heading={t('stockHeading')}>
        <p className="dashboard__note">{t('stockNote')}</p>
        <VatTable lang={lang} id="reportStockTable" parts={report.stock} pieces />
        <Download lang={lang} report="stock" period={period} what={t('stockHeading')} />
      </Section>
    </>
  )
}

export function reportsPageModel(lang: Lang, nav: AdminNavLink[], parsed: ParsedPeriod, report: Report | undefined, now: Date): PageModel {
  const t = translator(reportsMessages, lang)
  const shown = parsed.ok ? parsed.period : parsed.echo
  const quick = presets(now)
  const invalid = (field: 'from' | 'to') => (!parsed.ok && parsed.field === field ? { 'aria-invalid': true as const, 'aria-describedby': `report-${field}-error` } : {})
  const fieldError = (field: 'from' | 'to') =>
    !parsed.ok && parsed.field === field ? (
      <p className="form__message form__message--error" id={`report-${field}-error`}>
        {problemText(lang, parsed.problem)}
      </p>
    ) : null
  return adminPageModel(lang, nav, {
    title: t('title'),
    trail: adminTrail(lang),
    alternate: paths.adminReports(otherLang(lang), parsed.ok ? parsed.period : {}),
    status: parsed.ok ? undefined : 400,
    className: 'admin-reports',
    body: (
      <>
        <PageHeading>{t('title')}</PageHeading>
        <p className="dashboard__note">{t('intro')}</p>
        <AdminNotice notice={parsed.ok ? undefined : { kind: 'error', text: t('refused', { reason: problemText(lang, parsed.problem) }) }} />
        <form method="get" action={paths.adminReports(lang)} className="filter-form report__period" aria-labelledby="reportPeriodHeading" id="reportPeriod">
          <h2 id="reportPeriodHeading" className="visually-hidden">
            {t('periodHeading')}
          </h2>
          <div className="filter-form__field">
            <label htmlFor="report-from">{t('from')}</label>
            <input id="report-from" name="from" type="date" required defaultValue={shown.from} {...invalid('from')} />
            {fieldError('from')}
          </div>
          <div className="filter-form__field">
            <label htmlFor="report-to">{t('to')}</label>
            <input id="report-to" name="to" type="date" required defaultValue={shown.to} {...invalid('to')} />
            {fieldError('to')}
          </div>
          <p className="filter-form__actions">
            <button type="submit" className="button">
              {t('show')}
            </button>
          </p>
        </form>
        <nav className="report__presets" aria-label={t('presets')}>
          <ul>
            {(['thisMonth', 'lastMonth', 'thisYear'] as const).map((k) => (
              <li key={k}>
                <a href={paths.adminReports(lang, quick[k])} aria-current={parsed.ok && parsed.period.from === quick[k].from && parsed.period.to === quick[k].to ? 'page' : undefined}>
                  {t(k)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {report ? (
          <>
            <p className="report__shown" id="reportShown">
              {t('periodShown', { from: tableDay(lang, report.period.from), to: tableDay(lang, report.period.to) })}
            </p>
            <Figures lang={lang} report={report} />
          </>
        ) : null}
      </>
    ),
  })
}
