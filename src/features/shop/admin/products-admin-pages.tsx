/**
 * The catalogue's administration pages (ADR 067): the list of products (search by name or SKU,
 * category, pages) with price, stock and state, the add form, and a product's form with its
 * variants' codes, each variant its own small form. Stock is shown, never edited here. Every act
 * answers with a notice that takes the focus (AdminNotice).
 */
import { formView, type FormState } from '../../../forms/form.js'
import { formatPrice } from '../../../shared/format.js'
import { catalogueCsvMessages } from '../../../i18n/catalogue-csv.js'
import { formatDateTime, otherLang, translate, translator, type Lang } from '../../../i18n/index.js'
import { toPragueLocal } from '../../../i18n/prague-time.js'
import { productsAdminMessages, type ProductsAdminMessageKey } from '../../../i18n/products-admin.js'
import { productPhotosMessages } from '../../../i18n/product-photos.js'
import { AdminNotice, StateBadge, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { SelectField, TextArea, TextField } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { Pagination } from '../../../ui/pagination.js'
import { paths } from '../../../ui/paths.js'
import { PRODUCT_STATUSES } from '../shop.tables.js'
import type { ProductRecord, ProductRow, ProductsQuery, VariantRecord } from './products-admin.repository.js'
import { MAX_DESCRIPTION, MAX_META, MAX_NAME, MAX_OPTION, MAX_SKU, NewProductForm, NewVariantForm, ProductForm, VariantForm, VAT_RATES } from './products-admin.schema.js'

type Category = { id: number; name: string }
export type ProductFormState = FormState<typeof ProductForm.schema, ProductsAdminMessageKey>
export type NewProductFormState = FormState<typeof NewProductForm.schema, ProductsAdminMessageKey>
export type VariantFormState = FormState<typeof VariantForm.schema, ProductsAdminMessageKey>
export type NewVariantFormState = FormState<typeof NewVariantForm.schema, ProductsAdminMessageKey>

/** The add-a-variant form as it first shows: the stock pages' default threshold. */
export const blankVariant = (): NewVariantFormState => ({ errors: {}, echo: { lowStockThreshold: '3' } })

/** An amount in haléře as the price field shows it: `1290` or `1290,50`. */
export const czkField = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2).replace('.', ','))

const filterOf = (q: ProductsQuery) => ({ q: q.q || undefined, category: q.categoryId ?? undefined })

export function productsListPageModel(lang: Lang, nav: AdminNavLink[], query: ProductsQuery, categories: Category[], result: { rows: ProductRow[]; total: number; pages: number }, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(productsAdminMessages, lang)
  const title = t('title')
  const filter = filterOf(query)
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang),
    alternate: paths.adminProducts(otherLang(lang), { ...filter, page: query.page }),
    status,
    className: 'admin-list',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <p>{t('intro')}</p>
        <AdminNotice notice={notice} />
        <p>
          <a className="button" href={paths.adminProductNew(lang)} id="productAdd">
            {t('add')}
          </a>{' '}
          <a href={paths.adminProductsImport(lang)} id="productsCsv">
            {translate(catalogueCsvMessages, lang, 'link')}
          </a>
        </p>
        <form method="get" action={paths.adminProducts(lang)} className="filter-form" role="search" aria-label={t('filterHeading')}>
          <div className="filter-form__field">
            <label htmlFor="productQuery">{t('filterQuery')}</label>
            <input id="productQuery" name="q" type="search" maxLength={100} defaultValue={query.q} autoComplete="off" />
          </div>
          <div className="filter-form__field">
            <label htmlFor="productCategory">{t('filterCategory')}</label>
            <select id="productCategory" name="category" defaultValue={query.categoryId ? String(query.categoryId) : ''}>
              <option value="">{t('filterAll')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <p className="filter-form__actions">
            <button type="submit" className="button">
              {t('filterSubmit')}
            </button>
            {query.q || query.categoryId ? <a href={paths.adminProducts(lang)}>{t('filterReset')}</a> : null}
          </p>
        </form>
        <p id="productsCount">{t('count', { count: String(result.total) })}</p>
        {result.rows.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <table className="admin-table" id="productList">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('sku')}</th>
                <th scope="col">{t('filterCategory')}</th>
                <th scope="col">{t('price')}</th>
                <th scope="col">{t('stock')}</th>
                <th scope="col">{t('state')}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((p) => (
                <tr key={p.id} data-product-id={p.id}>
                  <th scope="row">
                    <a href={paths.adminProduct(lang, p.id)}>{p.name}</a>
                  </th>
                  <td>{p.sku}</td>
                  <td>{p.categoryName}</td>
                  <td>{formatPrice(lang, p.priceMinor)}</td>
                  <td>{p.stock}</td>
                  <td>
                    <StateBadge state={p.status === 'published' ? 'live' : p.status === 'scheduled' ? 'scheduled' : 'draft'} label={t(p.status)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pagination page={query.page} pages={result.pages} href={(page) => paths.adminProducts(lang, { ...filter, page })} />
      </>
    ),
  })
}

/** The form's values for a product as stored. */
export const formOfProduct = (p: ProductRecord): ProductFormState => ({
  errors: {},
  echo: {
    nameCs: p.nameCs,
    nameEn: p.nameEn,
    descriptionCs: p.descriptionCs,
    descriptionEn: p.descriptionEn,
    metaDescriptionCs: p.metaDescriptionCs,
    metaDescriptionEn: p.metaDescriptionEn,
    categoryId: String(p.categoryId),
    price: czkField(p.priceMinor),
    vatRate: String(p.vatRate),
    compareAt: p.compareAtPriceMinor === null ? '' : czkField(p.compareAtPriceMinor),
    status: p.status,
    publishAt: p.publishAt ? toPragueLocal(p.publishAt) : '',
    sku: p.sku,
  },
})

export const formOfVariant = (v: VariantRecord): VariantFormState => ({ errors: {}, echo: { sku: v.sku, ean: v.ean ?? '' } })

const categoryOptions = (categories: Category[]) => categories.map((c) => ({ value: String(c.id), label: c.name }))
const vatOptions = VAT_RATES.map((r) => ({ value: r, label: `${r} %` }))

export function variantLabel(lang: Lang, v: VariantRecord, noSize: string) {
  const colour = lang === 'cs' ? v.colourCs : v.colourEn
  return [v.size ?? (colour ? '' : noSize), colour].filter(Boolean).join(', ')
}

/**
 * A product's page: its form, then its variants. `variantStates` holds a refused variant form's
 * state by the variant's id, so its reasons show beside its fields.
 */
export function productFormPageModel(lang: Lang, nav: AdminNavLink[], product: ProductRecord, categories: Category[], state: ProductFormState, variantStates: Record<number, VariantFormState> = {}, notice?: AdminNoticeModel, status?: number, newVariant: NewVariantFormState = blankVariant()): PageModel {
  const t = translator(productsAdminMessages, lang)
  const title = t('editTitle', { what: lang === 'cs' ? product.nameCs : product.nameEn })
  const form = formView(ProductForm, state, lang)
  const nv = formView(NewVariantForm, newVariant, lang)
  const removable = product.variants.length > 1
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang, { label: t('title'), href: paths.adminProducts(lang) }),
    alternate: paths.adminProduct(otherLang(lang), product.id),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        {product.status === 'published' ? (
          <p>
            <a href={paths.product(lang, product.categorySlugs[lang], product.slugs[lang])}>{t('showInShop')}</a>
          </p>
        ) : null}
        <p>
          <a href={paths.adminProductPhotos(lang, product.id)} id="productPhotosLink">
            {translate(productPhotosMessages, lang, 'link')}
          </a>
        </p>
        {product.status === 'scheduled' && product.publishAt ? <p id="productScheduled">{t('scheduledAt', { at: formatDateTime(lang, product.publishAt) })}</p> : null}
        <form method="post" action={paths.adminProduct(lang, product.id)} className="form admin-form" id="productForm" noValidate>
          <TextField form={form} name="nameCs" id="productNameCs" label={t('nameCs')} maxLength={MAX_NAME} lang="cs" required />
          <TextField form={form} name="nameEn" id="productNameEn" label={t('nameEn')} maxLength={MAX_NAME} lang="en" required />
          <SelectField form={form} name="status" id="productStatus" label={t('status')} options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(s) }))} />
          <TextField form={form} name="publishAt" id="productPublishAt" type="datetime-local" label={t('publishAt')} hint={t('publishAtHint')} />
          <SelectField form={form} name="categoryId" id="productCategoryId" label={t('categoryId')} options={categoryOptions(categories)} />
          <TextField form={form} name="price" id="productPrice" label={t('priceField')} hint={t('priceHint')} inputMode="decimal" required />
          <SelectField form={form} name="vatRate" id="productVatRate" label={t('vatRate')} options={vatOptions} />
          <TextField form={form} name="compareAt" id="productCompareAt" label={t('compareAt')} hint={t('compareAtHint')} inputMode="decimal" />
          <TextField form={form} name="sku" id="productSku" label={t('sku')} maxLength={MAX_SKU} required />
          <TextArea form={form} name="descriptionCs" id="productDescriptionCs" label={t('descriptionCs')} rows={6} maxLength={MAX_DESCRIPTION} lang="cs" />
          <TextArea form={form} name="descriptionEn" id="productDescriptionEn" label={t('descriptionEn')} rows={6} maxLength={MAX_DESCRIPTION} lang="en" />
          <TextArea form={form} name="metaDescriptionCs" id="productMetaCs" label={t('metaDescriptionCs')} hint={t('metaHint')} rows={2} maxLength={MAX_META} lang="cs" />
          <TextArea form={form} name="metaDescriptionEn" id="productMetaEn" label={t('metaDescriptionEn')} hint={t('metaHint')} rows={2} maxLength={MAX_META} lang="en" />
          <p className="admin-form__actions">
            <button type="submit" className="button" id="productSave">
              {t('save')}
            </button>
          </p>
        </form>
        <section aria-labelledby="productVariantsHeading">
          <h2 id="productVariantsHeading">{t('variants')}</h2>
          <p>{t('variantsHint')}</p>
          {product.variants.map((v) => {
            const what = variantLabel(lang, v, t('noSize'))
            const vf = formView(VariantForm, variantStates[v.id] ?? formOfVariant(v), lang)
            return (
              <form key={v.id} method="post" action={paths.adminProductVariant(lang, product.id, v.id)} className="form admin-form" data-variant-id={v.id} aria-label={`${t('variant')} ${what}`} noValidate>
                <p>
                  <strong>{what}</strong> · {t('stock')}: <span data-variant-stock>{v.stock}</span>
                </p>
                <TextField form={vf} name="sku" id={`variantSku${v.id}`} label={t('sku')} maxLength={MAX_SKU} required />
                <TextField form={vf} name="ean" id={`variantEan${v.id}`} label={t('ean')} hint={t('eanHint')} inputMode="numeric" maxLength={13} />
                <p className="admin-form__actions">
                  <button type="submit" className="button">
                    {t('saveVariant', { what })}
                  </button>
                  {removable ? (
                    <>
                      {' '}
                      <a href={paths.adminProductVariantRemove(lang, product.id, v.id)} data-variant-remove={v.id}>
                        {t('removeVariant', { what })}
                      </a>
                    </>
                  ) : null}
                </p>
              </form>
            )
          })}
        </section>
        <section aria-labelledby="variantAddHeading">
          <h2 id="variantAddHeading">{t('addVariant')}</h2>
          <p>{t('addVariantHint')}</p>
          <form method="post" action={paths.adminProductVariants(lang, product.id)} className="form admin-form" id="variantAddForm" noValidate>
            <TextField form={nv} name="size" id="variantAddSize" label={t('size')} maxLength={MAX_OPTION} />
            <TextField form={nv} name="colourCs" id="variantAddColourCs" label={t('colourCs')} maxLength={MAX_OPTION} lang="cs" />
            <TextField form={nv} name="colourEn" id="variantAddColourEn" label={t('colourEn')} maxLength={MAX_OPTION} lang="en" />
            <TextField form={nv} name="sku" id="variantAddSku" label={t('sku')} maxLength={MAX_SKU} required />
            <TextField form={nv} name="ean" id="variantAddEan" label={t('ean')} hint={t('eanHint')} inputMode="numeric" maxLength={13} />
            <TextField form={nv} name="lowStockThreshold" id="variantAddThreshold" label={t('lowStockThreshold')} inputMode="numeric" maxLength={7} required />
            <p className="admin-form__actions">
              <button type="submit" className="button" id="variantAdd">
                {t('addVariant')}
              </button>
            </p>
          </form>
        </section>
      </>
    ),
  })
}

export function newProductPageModel(lang: Lang, nav: AdminNavLink[], categories: Category[], state: NewProductFormState, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(productsAdminMessages, lang)
  const form = formView(NewProductForm, state, lang)
  return adminPageModel(lang, nav, {
    title: t('newTitle'),
    trail: adminTrail(lang, { label: t('title'), href: paths.adminProducts(lang) }),
    alternate: paths.adminProductNew(otherLang(lang)),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{t('newTitle')}</PageHeading>
        <AdminNotice notice={notice} />
        <p>{t('newHint')}</p>
        <form method="post" action={paths.adminProductNew(lang)} className="form admin-form" id="productNewForm" noValidate>
          <TextField form={form} name="nameCs" id="productNameCs" label={t('nameCs')} maxLength={MAX_NAME} lang="cs" required />
          <TextField form={form} name="nameEn" id="productNameEn" label={t('nameEn')} maxLength={MAX_NAME} lang="en" required />
          <SelectField form={form} name="categoryId" id="productCategoryId" label={t('categoryId')} options={categoryOptions(categories)} />
          <TextField form={form} name="price" id="productPrice" label={t('priceField')} hint={t('priceHint')} inputMode="decimal" required />
          <SelectField form={form} name="vatRate" id="productVatRate" label={t('vatRate')} options={vatOptions} />
          <TextField form={form} name="sku" id="productSku" label={t('sku')} maxLength={MAX_SKU} required />
          <TextField form={form} name="ean" id="productEan" label={t('ean')} hint={t('eanHint')} inputMode="numeric" maxLength={13} />
          <p className="admin-form__actions">
            <button type="submit" className="button" id="productCreate">
              {t('add')}
            </button>
          </p>
        </form>
      </>
    ),
  })
}

/** The confirmation a removal asks for (ADR 088): a page, so it works without JavaScript; its form posts the removal. */
export function removeVariantPageModel(lang: Lang, nav: AdminNavLink[], product: ProductRecord, variant: VariantRecord, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(productsAdminMessages, lang)
  const what = variantLabel(lang, variant, t('noSize'))
  const name = lang === 'cs' ? product.nameCs : product.nameEn
  const title = t('removeTitle', { what })
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang, { label: t('title'), href: paths.adminProducts(lang) }, { label: t('editTitle', { what: name }), href: paths.adminProduct(lang, product.id) }),
    alternate: paths.adminProductVariantRemove(otherLang(lang), product.id, variant.id),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        <form method="post" action={paths.adminProductVariantRemove(lang, product.id, variant.id)} className="form admin-form" id="variantRemoveForm">
          <p id="variantRemoveQuestion">{t('removeQuestion', { what, sku: variant.sku, product: name })}</p>
          <input type="hidden" name="confirm" value="yes" />
          <p className="admin-form__actions">
            <button type="submit" className="button" id="variantRemove">
              {t('removeConfirm')}
            </button>{' '}
            <a href={paths.adminProduct(lang, product.id)}>{t('removeCancel')}</a>
          </p>
        </form>
      </>
    ),
  })
}
