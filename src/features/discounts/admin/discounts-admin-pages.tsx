/**
 * The discount codes' administration pages (ADR 069): the list with each code's terms, state and
 * uses, and the form to add or change one. Plain forms; every act answers with a notice that takes
 * the focus (AdminNotice).
 */
import { discountsAdminMessages, type DiscountsAdminMessageKey } from '../../../i18n/discounts-admin.js'
import { formatDateTime, formatPrice, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { toPragueLocal } from '../../../i18n/prague-time.js'
import { formView, type FormState } from '../../../forms/form.js'
import { AdminNotice, StateBadge, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { SelectField, TextField } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import type { DiscountCode } from '../discounts.types.js'
import { DiscountForm } from './discounts-admin.schema.js'

export type CodeState = 'active' | 'inactive' | 'scheduled' | 'expired' | 'usedUp'

export function stateOf(c: DiscountCode & { uses: number }, now: Date): CodeState {
  if (!c.active) return 'inactive'
  if (c.validUntil && c.validUntil <= now) return 'expired'
  if (c.validFrom && c.validFrom > now) return 'scheduled'
  if (c.usageLimit !== null && c.uses >= c.usageLimit) return 'usedUp'
  return 'active'
}

const STATE_KEY: Record<CodeState, DiscountsAdminMessageKey> = { active: 'stateActive', inactive: 'stateInactive', scheduled: 'stateScheduled', expired: 'stateExpired', usedUp: 'stateUsedUp' }
const BADGE: Record<CodeState, string> = { active: 'live', inactive: 'draft', scheduled: 'scheduled', expired: 'draft', usedUp: 'draft' }

/** "10 %" or "150 Kč". */
export const amountOf = (lang: Lang, c: Pick<DiscountCode, 'kind' | 'value'>) => (c.kind === 'percent' ? `${c.value} %` : formatPrice(lang, c.value))

export function discountsListPageModel(lang: Lang, nav: AdminNavLink[], codes: (DiscountCode & { uses: number })[], now: Date, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(discountsAdminMessages, lang)
  const title = t('title')
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang),
    alternate: paths.adminDiscounts(otherLang(lang)),
    status,
    className: 'admin-list',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <p>{t('intro')}</p>
        <AdminNotice notice={notice} />
        <p>
          <a className="button" href={paths.adminDiscountNew(lang)} id="discountAdd">
            {t('add')}
          </a>
        </p>
        {codes.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <table className="admin-table" id="discountList">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('code')}</th>
                <th scope="col">{t('what')}</th>
                <th scope="col">{t('period')}</th>
                <th scope="col">{t('limits')}</th>
                <th scope="col">{t('uses')}</th>
                <th scope="col">{t('state')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((c) => {
                const state = stateOf(c, now)
                const limits = [
                  c.minimumMinor > 0 ? t('minimumShort', { amount: formatPrice(lang, c.minimumMinor) }) : null,
                  c.usageLimit !== null ? t('limitTotal', { count: c.usageLimit }) : null,
                  c.perCustomerLimit !== null ? t('limitCustomer', { count: c.perCustomerLimit }) : null,
                  c.productIds.length + c.categoryIds.length > 0 ? t('restricted') : null,
                ].filter(Boolean)
                const period = [c.validFrom ? t('from', { date: formatDateTime(lang, c.validFrom) }) : null, c.validUntil ? t('until', { date: formatDateTime(lang, c.validUntil) }) : null].filter(Boolean)
                return (
                  <tr key={c.id} data-code={c.code}>
                    <th scope="row">
                      <a href={paths.adminDiscount(lang, c.id)} aria-label={t('editLabel', { code: c.code })}>
                        {c.code}
                      </a>
                    </th>
                    <td>{amountOf(lang, c)}</td>
                    <td>{period.length ? period.join(' ') : t('always')}</td>
                    <td>{limits.length ? limits.join(', ') : t('unlimited')}</td>
                    <td>{c.uses}</td>
                    <td>
                      <StateBadge state={BADGE[state]} label={t(STATE_KEY[state])} />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
      </>
    ),
  })
}

export type DiscountFormState = FormState<typeof DiscountForm.schema, DiscountsAdminMessageKey>

/** The form's values for a code as stored (its products as SKUs). */
export const formOfCode = (c: DiscountCode, skus: string[]): DiscountFormState => ({
  errors: {},
  echo: {
    code: c.code,
    kind: c.kind,
    value: c.kind === 'percent' ? String(c.value) : (c.value / 100).toFixed(2).replace('.', ','),
    minimum: c.minimumMinor > 0 ? (c.minimumMinor / 100).toFixed(2).replace('.', ',') : '',
    validFrom: c.validFrom ? toPragueLocal(c.validFrom) : '',
    validUntil: c.validUntil ? toPragueLocal(c.validUntil) : '',
    usageLimit: c.usageLimit === null ? '' : String(c.usageLimit),
    perCustomerLimit: c.perCustomerLimit === null ? '' : String(c.perCustomerLimit),
    products: skus.join(', '),
    active: c.active ? 'on' : '',
  },
})

export interface CategoryChoice {
  id: number
  name: string
}

/** The add form (no code) or a code's form; `ticked` the categories to show ticked, `categoryError` a message for them. */
export function discountFormPageModel(
  lang: Lang,
  nav: AdminNavLink[],
  code: DiscountCode | undefined,
  state: DiscountFormState,
  categories: CategoryChoice[],
  ticked: number[],
  notice?: AdminNoticeModel,
  status?: number,
  categoryError?: string,
): PageModel {
  const t = translator(discountsAdminMessages, lang)
  const title = code ? t('editTitle', { code: code.code }) : t('newTitle')
  const form = formView(DiscountForm, state, lang)
  const action = code ? paths.adminDiscount(lang, code.id) : paths.adminDiscountNew(lang)
  // A new code is active unless the manager unticks it; a refused form shows what was sent.
  const active = code || state.echo.code !== undefined ? form.value('active') === 'on' : true
  const activeError = form.error('active')
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang, { label: t('title'), href: paths.adminDiscounts(lang) }),
    alternate: code ? paths.adminDiscount(otherLang(lang), code.id) : paths.adminDiscountNew(otherLang(lang)),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        <form method="post" action={action} className="form admin-form" id="discountForm" noValidate>
          <TextField form={form} name="code" id="discountCode" label={t('code')} hint={t('codeHint')} maxLength={32} autoComplete="off" spellCheck={false} required />
          <SelectField
            form={form}
            name="kind"
            id="discountKind"
            label={t('kind')}
            options={[
              { value: 'percent', label: t('kindPercent') },
              { value: 'amount', label: t('kindAmount') },
            ]}
          />
          <TextField form={form} name="value" id="discountValue" label={t('value')} hint={t('valueHint')} inputMode="decimal" maxLength={12} required />
          <TextField form={form} name="minimum" id="discountMinimum" label={t('minimum')} hint={t('minimumHint')} inputMode="decimal" maxLength={12} />
          <div className="admin-form__placement">
            <TextField form={form} name="validFrom" id="discountValidFrom" type="datetime-local" label={t('validFrom')} hint={t('periodHint')} />
            <TextField form={form} name="validUntil" id="discountValidUntil" type="datetime-local" label={t('validUntil')} />
          </div>
          <TextField form={form} name="usageLimit" id="discountUsageLimit" label={t('usageLimit')} hint={t('limitHint')} inputMode="numeric" maxLength={7} />
          <TextField form={form} name="perCustomerLimit" id="discountPerCustomerLimit" label={t('perCustomerLimit')} hint={t('limitHint')} inputMode="numeric" maxLength={7} />
          <fieldset className="form__fieldset" aria-describedby={['discountCategories-hint', categoryError ? 'discountCategories-error' : ''].filter(Boolean).join(' ')}>
            <legend>{t('categories')}</legend>
            <p className="form__hint" id="discountCategories-hint">
              {t('categoriesHint')}
            </p>
            {categories.map((c) => (
              <div className="form__field form__field--check" key={c.id}>
                <input type="checkbox" id={`discountCategory${c.id}`} name="category" value={c.id} defaultChecked={ticked.includes(c.id)} />
                <label htmlFor={`discountCategory${c.id}`}>{c.name}</label>
              </div>
            ))}
            {categoryError ? (
              <p className="form__message form__message--error" id="discountCategories-error">
                {categoryError}
              </p>
            ) : null}
          </fieldset>
          <TextField form={form} name="products" id="discountProducts" label={t('products')} maxLength={4000} autoComplete="off" spellCheck={false} />
          <div className="form__field form__field--check">
            <input type="checkbox" id="discountActive" name="active" value="on" defaultChecked={active} aria-invalid={activeError ? true : undefined} aria-describedby={activeError ? 'discountActive-error' : undefined} />
            <label htmlFor="discountActive">{t('active')}</label>
            {activeError ? (
              <p className="form__message form__message--error" id="discountActive-error">
                {activeError}
              </p>
            ) : null}
          </div>
          <p className="admin-form__actions">
            <button type="submit" className="button" id="discountSave">
              {t('save')}
            </button>
          </p>
        </form>
      </>
    ),
  })
}
