/**
 * "Dejte mi vědět, až bude skladem" · "Tell me when it is back in stock" on a product page with a
 * sold-out variant (ADR 081): the sold-out sizes and an e-mail, posted to the shop's request
 * address, live-validated as the newsletter's form is. A plain form: without JavaScript the answer is a 303 back to the product page with its
 * confirmation; with it the runtime follows that redirect and swaps `pageContent`, a refusal
 * (422) being the page with the form's messages. The product page is one stored render for every
 * visitor (ADR 010), so the field is never filled with an account's address: a signed-in shopper
 * leaves it empty, and the server takes the account's.
 */
import { backInStockMessages } from '../../i18n/back-in-stock.js'
import { cartMessages } from '../../i18n/cart.js'
import { translator, type Lang } from '../../i18n/index.js'
import { blankForm, formView, type FormState } from '../../forms/form.js'
import { FormSummary, TextField } from '../../ui/form-field.js'
import { paths } from '../../ui/paths.js'
import { validationMessages } from '../../i18n/validation.js'
import { BACK_IN_STOCK_FORM, BackInStockForm } from './back-in-stock.js'
import type { VariantSummary } from './catalogue.types.js'

/** The product page's request form after a submission: refused with its messages, or done. */
export interface BackInStockView {
  state?: FormState<(typeof BackInStockForm)['schema'], keyof typeof backInStockMessages>
  requested?: boolean
}

export function BackInStockRequest({ lang, variants, view = {} }: { lang: Lang; variants: VariantSummary[]; view?: BackInStockView }) {
  const soldOut = variants.filter((v) => v.stock === 0)
  if (soldOut.length === 0) return null
  const t = translator(backInStockMessages, lang)
  const c = translator(cartMessages, lang)
  const v = translator(validationMessages, lang)
  const form = formView(BackInStockForm, view.state ?? blankForm(), lang)
  const sized = variants.length > 1 || soldOut[0]!.size
  const chosen = form.value('variant') ?? String(soldOut[0]!.id)
  return (
    <section className="back-in-stock" aria-labelledby="backInStockHeading">
      <h2 id="backInStockHeading" className="back-in-stock__heading">{t('heading')}</h2>
      {view.requested ? (
        <p className="back-in-stock__done" role="status">
          {t('requested')}
        </p>
      ) : null}
      <form className="form back-in-stock__form" id="backInStockForm" method="post" action={paths.backInStock(lang)} noValidate aria-labelledby="backInStockHeading" data-pu-target="pageContent" data-live-validation={BACK_IN_STOCK_FORM} data-live-validation-errors={v('formHasErrors')} data-live-validation-released={v('released')}>
        <FormSummary form={form} heading={t('formErrors')} />
        {sized ? (
          <div className="form__field">
            <label htmlFor="backInStockVariant">{t('size')}</label>
            <select id="backInStockVariant" name="variant" defaultValue={chosen} aria-invalid={form.error('variant') ? true : undefined} aria-describedby={form.error('variant') ? 'backInStockVariant-error' : undefined}>
              {soldOut.map((v) => (
                <option key={v.id} value={v.id}>
                  {c('sizeSoldOut', { size: v.size ?? '' })}
                </option>
              ))}
            </select>
            {form.error('variant') ? (
              <p className="form__message form__message--error" id="backInStockVariant-error">
                {form.error('variant')}
              </p>
            ) : null}
          </div>
        ) : (
          <input type="hidden" name="variant" value={soldOut[0]!.id} />
        )}
        <TextField form={form} name="email" id="backInStockEmail" label={t('email')} hint={t('emailHint')} type="email" autoComplete="email" maxLength={254} autoFocus={form.error('email') ? true : undefined} />
        <p className="form__hint back-in-stock__consent">{t('consent')}</p>
        <button type="submit" className="button button--secondary">
          {t('submit')}
        </button>
      </form>
    </section>
  )
}
