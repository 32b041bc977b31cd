/**
 * The sales' administration pages (ADR 087): the list with each sale's period, percent, goods and
 * state, and the form to add or change one (a running sale: its end and texts only) with the cancel
 * button. Plain forms; every act answers with a notice that takes the focus (AdminNotice).
 */
import { salesAdminMessages, type SalesAdminMessageKey } from '../../../i18n/sales-admin.js'
import { formatDateTime, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { toPragueLocal } from '../../../i18n/prague-time.js'
import { formView, type FormState } from '../../../forms/form.js'
import { AdminNotice, StateBadge, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { TextField } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import type { Sale } from '../promotions.repository.js'
import type { SaleState } from '../promotions.tables.js'
import { MAX_BANNER, MAX_NAME, SaleForm } from './sales-admin.schema.js'

const STATE_KEY: Record<SaleState, SalesAdminMessageKey> = { scheduled: 'stateScheduled', running: 'stateRunning', ended: 'stateEnded', cancelled: 'stateCancelled' }
const BADGE: Record<SaleState, string> = { scheduled: 'scheduled', running: 'live', ended: 'past', cancelled: 'draft' }

export function salesListPageModel(lang: Lang, nav: AdminNavLink[], list: (Sale & { productCount: number })[], notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(salesAdminMessages, lang)
  const title = t('title')
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang),
    alternate: paths.adminSales(otherLang(lang)),
    status,
    className: 'admin-list',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <p>{t('intro')}</p>
        <AdminNotice notice={notice} />
        <p>
          <a className="button" href={paths.adminSaleNew(lang)} id="saleAdd">
            {t('add')}
          </a>
        </p>
        {list.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <table className="admin-table" id="saleList">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('period')}</th>
                <th scope="col">{t('what')}</th>
                <th scope="col">{t('goods')}</th>
                <th scope="col">{t('state')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.id} data-sale={s.id}>
                  <th scope="row">
                    <a href={paths.adminSale(lang, s.id)} aria-label={t('editLabel', { name: s.name[lang] })}>
                      {s.name[lang]}
                    </a>
                  </th>
                  <td>{`${formatDateTime(lang, s.startsAt)} – ${formatDateTime(lang, s.endsAt)}`}</td>
                  <td>{`${s.percentOff} %`}</td>
                  <td>{s.state === 'scheduled' ? t('goodsChosen', { categories: s.categoryIds.length, products: s.productIds.length }) : t('goodsCount', { count: s.productCount })}</td>
                  <td>
                    <StateBadge state={BADGE[s.state]} label={t(STATE_KEY[s.state])} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </>
    ),
  })
}

export type SaleFormState = FormState<typeof SaleForm.schema, SalesAdminMessageKey>

/** The form's values for a sale as stored (its products as SKUs). */
export const formOfSale = (s: Sale, skus: string[]): SaleFormState => ({
  errors: {},
  echo: {
    nameCs: s.name.cs,
    nameEn: s.name.en,
    startsAt: toPragueLocal(s.startsAt),
    endsAt: toPragueLocal(s.endsAt),
    percent: String(s.percentOff),
    bannerCs: s.banner.cs ?? '',
    bannerEn: s.banner.en ?? '',
    products: skus.join(', '),
  },
})

export interface CategoryChoice {
  id: number
  name: string
}

/** The add form (no sale) or a sale's form; `ticked` the categories shown ticked, `categoryError` a message for them. */
export function saleFormPageModel(
  lang: Lang,
  nav: AdminNavLink[],
  sale: Sale | undefined,
  state: SaleFormState,
  categories: CategoryChoice[],
  ticked: number[],
  notice?: AdminNoticeModel,
  status?: number,
  categoryError?: string,
): PageModel {
  const t = translator(salesAdminMessages, lang)
  const title = sale ? t('editTitle', { name: sale.name[lang] }) : t('newTitle')
  const form = formView(SaleForm, state, lang)
  const action = sale ? paths.adminSale(lang, sale.id) : paths.adminSaleNew(lang)
  const open = !sale || sale.state === 'scheduled'
  const editable = open || sale.state === 'running'
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang, { label: t('title'), href: paths.adminSales(lang) }),
    alternate: sale ? paths.adminSale(otherLang(lang), sale.id) : paths.adminSaleNew(otherLang(lang)),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        {sale ? (
          <p>
            {t('state')}: <StateBadge state={BADGE[sale.state]} label={t(STATE_KEY[sale.state])} />
          </p>
        ) : null}
        <AdminNotice notice={notice} />
        {editable ? (
          <form method="post" action={action} className="form admin-form" id="saleForm" noValidate>
            <TextField form={form} name="nameCs" id="saleNameCs" label={t('nameCs')} hint={t('nameHint')} maxLength={MAX_NAME} required lang="cs" />
            <TextField form={form} name="nameEn" id="saleNameEn" label={t('nameEn')} maxLength={MAX_NAME} required lang="en" />
            {open ? (
              <div className="admin-form__placement">
                <TextField form={form} name="startsAt" id="saleStartsAt" type="datetime-local" label={t('startsAt')} hint={t('periodHint')} required />
                <TextField form={form} name="endsAt" id="saleEndsAt" type="datetime-local" label={t('endsAt')} required />
              </div>
            ) : (
              <>
                <p className="form__hint" id="saleLocked">
                  {t('lockedHint')}
                </p>
                <dl className="admin-facts">
                  <dt>{t('startsAt')}</dt>
                  <dd>{formatDateTime(lang, sale!.startsAt)}</dd>
                  <dt>{t('percent')}</dt>
                  <dd>{`${sale!.percentOff} %`}</dd>
                </dl>
                <TextField form={form} name="endsAt" id="saleEndsAt" type="datetime-local" label={t('endsAt')} hint={t('periodHint')} required />
              </>
            )}
            {open ? <TextField form={form} name="percent" id="salePercent" label={t('percent')} hint={t('percentHint')} inputMode="numeric" maxLength={2} required /> : null}
            <TextField form={form} name="bannerCs" id="saleBannerCs" label={t('bannerCs')} hint={t('bannerHint')} maxLength={MAX_BANNER} lang="cs" />
            <TextField form={form} name="bannerEn" id="saleBannerEn" label={t('bannerEn')} maxLength={MAX_BANNER} lang="en" />
            {open ? (
              <>
                <fieldset className="form__fieldset" aria-describedby={['saleCategories-hint', categoryError ? 'saleCategories-error' : ''].filter(Boolean).join(' ')}>
                  <legend>{t('categories')}</legend>
                  <p className="form__hint" id="saleCategories-hint">
                    {t('categoriesHint')}
                  </p>
                  {categories.map((c) => (
                    <div className="form__field form__field--check" key={c.id}>
                      <input type="checkbox" id={`saleCategory${c.id}`} name="category" value={c.id} defaultChecked={ticked.includes(c.id)} />
                      <label htmlFor={`saleCategory${c.id}`}>{c.name}</label>
                    </div>
                  ))}
                  {categoryError ? (
                    <p className="form__message form__message--error" id="saleCategories-error">
                      {categoryError}
                    </p>
                  ) : null}
                </fieldset>
                <TextField form={form} name="products" id="saleProducts" label={t('products')} maxLength={4000} autoComplete="off" spellCheck={false} />
              </>
            ) : null}
            <p className="admin-form__actions">
              <button type="submit" className="button" id="saleSave">
                {t('save')}
              </button>
            </p>
          </form>
        ) : null}
        {sale && editable ? (
          <form method="post" action={paths.adminSaleCancel(lang, sale.id)} className="form admin-form" id="saleCancelForm">
            <input type="hidden" name="state" value={sale.state} />
            {sale.state === 'running' ? <p className="form__hint">{t('cancelRunningHint')}</p> : null}
            <p className="admin-form__actions">
              <button type="submit" className="button button--secondary" id="saleCancel" data-confirm={t('cancelConfirm', { name: sale.name[lang] })}>
                {t('cancel')}
              </button>
            </p>
          </form>
        ) : null}
      </>
    ),
  })
}
