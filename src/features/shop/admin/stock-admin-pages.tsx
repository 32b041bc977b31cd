/**
 * The stock administration's pages (ADR 068): the list of variants (search, the low-stock
 * report, pages) and a variant's page with its adjustment form, its threshold form and its
 * history. Plain forms; every act answers with a notice that takes the focus (AdminNotice).
 */
import { formView, type FormState } from '../../../forms/form.js'
import { formatDateTime, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { stockAdminMessages, type StockAdminMessageKey } from '../../../i18n/stock-admin.js'
import { MAX_STOCK_NOTE, STOCK_REASONS, type StockReason } from '../../../db/schema.js'
import { AdminNotice, StateBadge, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { TextArea, TextField } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { Pagination } from '../../../ui/pagination.js'
import { paths } from '../../../ui/paths.js'
import { STOCK_PAGE_SIZE, type StockEntry, type StockFilter, type StockRow } from '../stock.repository.js'
import { AdjustForm, ThresholdForm } from './stock-admin.schema.js'

/** The longest search the list takes. */
export const MAX_STOCK_QUERY = 100

export const REASON_KEY: Record<StockReason, StockAdminMessageKey> = { received: 'reasonReceived', damaged: 'reasonDamaged', count: 'reasonCount', returned: 'reasonReturned' }

/** "M / černá", or nothing for a product sold in one kind. */
const kindOf = (v: StockRow) => [v.size, v.colour].filter(Boolean).join(' / ')
const labelOf = (v: StockRow) => [v.name, kindOf(v)].filter(Boolean).join(', ')
const isLow = (v: StockRow) => v.stock <= v.lowStockThreshold

export function stockListPageModel(lang: Lang, nav: AdminNavLink[], filter: StockFilter, data: { rows: StockRow[]; total: number }, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(stockAdminMessages, lang)
  const title = t('title')
  const pages = Math.max(1, Math.ceil(data.total / STOCK_PAGE_SIZE))
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang),
    alternate: paths.adminStock(otherLang(lang), filter),
    status,
    className: 'admin-list',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <p>{t('intro')}</p>
        <AdminNotice notice={notice} />
        <form method="get" action={paths.adminStock(lang)} className="filter-form" role="search" aria-label={t('filterHeading')}>
          <div className="filter-form__field">
            <label htmlFor="stockQuery">{t('filter')}</label>
            <input id="stockQuery" name="q" type="search" maxLength={MAX_STOCK_QUERY} defaultValue={filter.q} autoComplete="off" />
          </div>
          <div className="form__field form__field--check">
            <input type="checkbox" id="stockLow" name="low" value="1" defaultChecked={filter.low} />
            <label htmlFor="stockLow">{t('lowOnly')}</label>
          </div>
          <p className="filter-form__actions">
            <button type="submit" className="button">
              {t('search')}
            </button>
          </p>
        </form>
        <p id="stockCount">{t('count', { count: data.total })}</p>
        {data.rows.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <table className="admin-table" id="stockList">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('product')}</th>
                <th scope="col">{t('variant')}</th>
                <th scope="col">{t('sku')}</th>
                <th scope="col">{t('stock')}</th>
                <th scope="col">{t('threshold')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((v) => (
                <tr key={v.variantId} data-variant-id={v.variantId}>
                  <th scope="row">
                    <a href={paths.adminStockVariant(lang, v.variantId)} aria-label={t('openLabel', { what: labelOf(v) })}>
                      {v.name}
                    </a>
                  </th>
                  <td>{kindOf(v)}</td>
                  <td>
                    <code>{v.sku}</code>
                  </td>
                  <td>
                    {t('pieces', { count: v.stock })} {isLow(v) ? <StateBadge state="draft" label={t('low')} /> : null}
                  </td>
                  <td>{t('pieces', { count: v.lowStockThreshold })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pagination page={filter.page} pages={pages} href={(page) => paths.adminStock(lang, { ...filter, page })} />
      </>
    ),
  })
}

export type AdjustState = FormState<typeof AdjustForm.schema, StockAdminMessageKey>
export type ThresholdState = FormState<typeof ThresholdForm.schema, StockAdminMessageKey>

export interface VariantPageData {
  variant: StockRow
  history: StockEntry[]
  adjust: AdjustState
  threshold: ThresholdState
}

export function stockVariantPageModel(lang: Lang, nav: AdminNavLink[], data: VariantPageData, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(stockAdminMessages, lang)
  const { variant: v } = data
  const title = t('variantTitle', { what: labelOf(v) })
  const adjust = formView(AdjustForm, data.adjust, lang)
  const threshold = formView(ThresholdForm, { ...data.threshold, echo: { threshold: String(v.lowStockThreshold), ...data.threshold.echo } }, lang)
  const reasonError = adjust.error('reason')
  const chosen = adjust.value('reason')
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang, { label: t('title'), href: paths.adminStock(lang) }),
    alternate: paths.adminStockVariant(otherLang(lang), v.variantId),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        <dl className="admin-facts" id="stockFacts">
          <dt>{t('sku')}</dt>
          <dd>
            <code>{v.sku}</code>
          </dd>
          <dt>{t('stock')}</dt>
          <dd id="stockNow">
            {t('pieces', { count: v.stock })} {isLow(v) ? <StateBadge state="draft" label={t('low')} /> : null}
          </dd>
          <dt>{t('threshold')}</dt>
          <dd id="stockThresholdNow">{t('pieces', { count: v.lowStockThreshold })}</dd>
        </dl>
        <form method="post" action={paths.adminStockAdjust(lang, v.variantId)} className="form admin-form" id="stockAdjustForm" aria-labelledby="stockAdjustHeading" noValidate>
          <h2 id="stockAdjustHeading">{t('adjustHeading')}</h2>
          <TextField form={adjust} name="delta" id="stockDelta" label={t('delta')} hint={t('deltaHint')} inputMode="numeric" autoComplete="off" required />
          <fieldset className="form__field" aria-describedby={reasonError ? 'stockReason-error' : undefined} aria-invalid={reasonError ? true : undefined}>
            <legend>{t('reason')}</legend>
            {STOCK_REASONS.map((r) => (
              <div className="form__field--check" key={r}>
                <input type="radio" id={`stockReason-${r}`} name="reason" value={r} defaultChecked={chosen === r} required />
                <label htmlFor={`stockReason-${r}`}>{t(REASON_KEY[r])}</label>
              </div>
            ))}
            {reasonError ? (
              <p className="form__message form__message--error" id="stockReason-error">
                {reasonError}
              </p>
            ) : null}
          </fieldset>
          <TextArea form={adjust} name="note" id="stockNote" label={t('note')} hint={t('noteHint')} rows={2} maxLength={MAX_STOCK_NOTE} />
          <p className="admin-form__actions">
            <button type="submit" className="button" id="stockAdjust">
              {t('adjust')}
            </button>
          </p>
        </form>
        <form method="post" action={paths.adminStockThreshold(lang, v.variantId)} className="form admin-form" id="stockThresholdForm" aria-labelledby="stockThresholdHeading" noValidate>
          <h2 id="stockThresholdHeading">{t('thresholdHeading')}</h2>
          <TextField form={threshold} name="threshold" id="stockThreshold" label={t('threshold')} hint={t('thresholdHint')} inputMode="numeric" autoComplete="off" required />
          <p className="admin-form__actions">
            <button type="submit" className="button" id="stockThresholdSave">
              {t('saveThreshold')}
            </button>
          </p>
        </form>
        <h2 id="stockHistoryHeading">{t('historyHeading')}</h2>
        {data.history.length === 0 ? (
          <p>{t('noHistory')}</p>
        ) : (
          <table className="admin-table" id="stockHistory" aria-labelledby="stockHistoryHeading">
            <thead>
              <tr>
                <th scope="col">{t('when')}</th>
                <th scope="col">{t('who')}</th>
                <th scope="col">{t('change')}</th>
                <th scope="col">{t('reason')}</th>
                <th scope="col">{t('noteColumn')}</th>
                <th scope="col">{t('stockAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {data.history.map((e) => (
                <tr key={e.id} data-adjustment-id={e.id}>
                  <td>{formatDateTime(lang, e.at)}</td>
                  <td>{e.who ?? t('nobody')}</td>
                  <td>{e.delta > 0 ? `+${e.delta}` : `−${-e.delta}`}</td>
                  <td>{t(REASON_KEY[e.reason])}</td>
                  <td>{e.note}</td>
                  <td>{t('pieces', { count: e.stockAfter })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </>
    ),
  })
}
