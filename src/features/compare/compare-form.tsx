/**
 * The "Compare" button of a tile or a product page: a plain POST of the product's id (a
 * `no-partial-update` form, so inside a listing's update container it leaves the page for the
 * comparison, with JavaScript as without). Visitor-independent, so stored regions may hold it.
 */
import { translator, type Lang } from '../../i18n/index.js'
import { compareMessages } from '../../i18n/lists.js'
import { paths } from '../../ui/paths.js'

export function CompareForm({ lang, productId, productName }: { lang: Lang; productId: number; productName: string }) {
  const t = translator(compareMessages, lang)
  return (
    <form className="compare-add no-partial-update" method="post" action={paths.compareAdd(lang)} aria-label={t('addOf', { name: productName })}>
      <input type="hidden" name="product" value={productId} />
      <button type="submit" className="button button--secondary compare-add__button" aria-label={t('addOf', { name: productName })}>
        {t('add')}
      </button>
    </form>
  )
}
