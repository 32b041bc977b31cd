/**
 * The size chart page (`/qf/cs/eshop/tabulka-velikosti` · `/qf/en/eshop/size-chart`, `?fit=`):
 * its `sizeChart` region is what a product page's ajax popup shows (ADR 021). The fit links
 * inside the region update it in place, in the popup as on the page.
 */
import { formatNumber, otherLang, translator, type Lang } from '../../i18n/index.js'
import { sizeChartMessages } from '../../i18n/size-chart.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { FITS, type Fit, type SizeRow } from './size-chart.js'

export function sizeChartPageModel(lang: Lang, fit: Fit, rows: SizeRow[]): PageModel {
  const t = translator(sizeChartMessages, lang)
  const region = () => <SizeChart lang={lang} fit={fit} rows={rows} />
  return {
    title: t('title'),
    alternate: paths.sizeChart(otherLang(lang), fit === 'unisex' ? undefined : fit),
    section: 'eshop',
    canonical: paths.sizeChart(lang, fit === 'unisex' ? undefined : fit),
    breadcrumbs: { trail: [{ label: 'E-shop', href: paths.eshop(lang) }], current: t('title') },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content page-content--narrow">
          <Breadcrumbs trail={[{ label: 'E-shop', href: paths.eshop(lang) }]} current={t('title')} />
          <PageHeading>{t('title')}</PageHeading>
          <p className="perex">{t('intro')}</p>
          {region()}
        </Container>
      ),
      sizeChart: region,
    },
  }
}

function SizeChart({ lang, fit, rows }: { lang: Lang; fit: Fit; rows: SizeRow[] }) {
  const t = translator(sizeChartMessages, lang)
  const kids = rows.some((r) => r.heightFrom !== null)
  return (
    <Container id="sizeChart" className="size-chart">
      <nav className="size-chart__fits" aria-label={t('fits')}>
        <ul>
          {FITS.map((f) => (
            <li key={f}>
              <a href={paths.sizeChart(lang, f === 'unisex' ? undefined : f)} aria-current={f === fit ? 'page' : undefined}>
                {t(f)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <table className="size-chart__table">
        <caption>{t('caption', { fit: t(fit).toLowerCase() })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('size')}</th>
            {kids ? <th scope="col">{t('height')} (cm)</th> : null}
            <th scope="col">{t('chest')} (cm)</th>
            <th scope="col">{t('length')} (cm)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.size}>
              <th scope="row">{r.size}</th>
              {kids ? <td>{r.heightFrom === null ? '' : `${r.heightFrom}–${r.heightTo}`}</td> : null}
              <td>{formatNumber(lang, r.chest)}</td>
              <td>{formatNumber(lang, r.length)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Container>
  )
}
