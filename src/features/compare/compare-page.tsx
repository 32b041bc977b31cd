/**
 * The comparison page (`/qf/cs/eshop/porovnani`, `/qf/en/eshop/compare`): a table with a column
 * per product and a row per parameter; "show different only" hides the rows whose values are all
 * the same, rendered by the server from the filter cookie (first paint final) and toggled in the
 * browser without a request (src/client/compare-filter.ts). The `comparison` container is an
 * update container: its remove forms and the filter's apply button run as partial updates;
 * without JavaScript they are form posts answered by this page. Per visitor, never stored.
 */
import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { compareMessages, type CompareMessageKey } from '../../i18n/lists.js'
import { Container } from '../../ui/container.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { Price } from '../shop/price.js'
import { ProductThumb } from '../shop/product-thumb.js'
import type { ProductCards } from '../shop/shop.service.js'
import type { ComparedProduct } from './compare.types.js'
import { compareRows } from './compare.service.js'

export const COMPARE_NOTICES = ['added', 'removed'] as const satisfies readonly CompareMessageKey[]
export type CompareNotice = (typeof COMPARE_NOTICES)[number]
export const isCompareNotice = (value: unknown): value is CompareNotice => COMPARE_NOTICES.includes(value as CompareNotice)

export const COMPARE_HEADING = 'mainContent'
export const DIFFERENT_ONLY_ID = 'compareDifferentOnly'

export interface CompareView {
  items: ComparedProduct[]
  /** The products' photos (shop.cards). */
  cards: ProductCards
  differentOnly: boolean
  notice?: { kind: 'status' | 'error'; text: string }
}

export function comparePageModel(lang: Lang, view: CompareView, status?: number): PageModel {
  const t = translator(compareMessages, lang)
  const region = () => <CompareRegion lang={lang} view={view} />
  return {
    title: t('title'),
    description: t('description'),
    alternate: paths.compare(otherLang(lang)),
    section: 'eshop',
    robots: 'noindex',
    status,
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content compare-page">
          <PageHeading>{t('title')}</PageHeading>
          {region()}
        </Container>
      ),
      comparison: region,
    },
  }
}

function CompareRegion({ lang, view }: { lang: Lang; view: CompareView }) {
  const t = translator(compareMessages, lang)
  const { items, cards, notice, differentOnly } = view
  const rows = compareRows(lang, items, { price: t('price'), category: t('category'), sku: t('sku') })
  return (
    <Container id="comparison" className="comparison">
      {notice ? (
        <p className={`comparison__notice comparison__notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} id="comparisonNotice">
          {notice.text}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="comparison__empty">{t('empty')}</p>
      ) : (
        <>
          <form method="post" action={paths.compareFilter(lang)} className="compare-filter" data-compare-filter="" aria-label={t('differentOnly')}>
            <input type="hidden" name="differentOnly" value="0" />
            <input type="checkbox" id={DIFFERENT_ONLY_ID} name="differentOnly" value="1" defaultChecked={differentOnly} />{' '}
            <label htmlFor={DIFFERENT_ONLY_ID}>{t('differentOnly')}</label>{' '}
            <button type="submit" className="button button--secondary compare-filter__apply">
              {t('applyFilter')}
            </button>
          </form>
          {/* Wider than a phone with three or four products: the table scrolls inside its own region, which a keyboard reaches (ADR 029). */}
          <div className="comparison__scroll" role="region" aria-label={t('tableRegion')} tabIndex={0}>
            <table className={differentOnly ? 'comparison__table comparison__table--different-only' : 'comparison__table'}>
              <caption className="visually-hidden">{t('title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('parameter')}</th>
                  {items.map((p) => (
                    <th scope="col" key={p.id} data-product-id={p.id}>
                      <ProductThumb image={cards.get(p.id)?.thumbnail} className="comparison__thumb" />
                      <a href={paths.product(lang, p.categorySlugs[lang], p.slugs[lang])}>{p.name}</a>
                      <form method="post" action={paths.compareRemove(lang)} className="comparison__remove" aria-label={t('removeOf', { name: p.name })}>
                        <input type="hidden" name="product" value={p.id} />
                        <button type="submit" className="button button--secondary" aria-label={t('removeOf', { name: p.name })}>
                          {t('remove')}
                        </button>
                      </form>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key} data-row={r.key} data-same={r.same ? '' : undefined} hidden={differentOnly && r.same}>
                    <th scope="row">{r.label}</th>
                    {r.values.map((v, i) => (
                      <td key={items[i]!.id}>{r.key === 'price' ? <Price lang={lang} priceMinor={items[i]!.priceMinor} compareAtPriceMinor={items[i]!.compareAtPriceMinor} /> : (v ?? t('missing'))}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Container>
  )
}
