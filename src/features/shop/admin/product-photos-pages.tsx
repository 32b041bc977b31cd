/**
 * A product's photos page (ADR 089): its photos in the shop's order (the first is the main one),
 * each with its alt texts form, buttons to move it up or down and a link to delete it; then the
 * upload form (multipart, the file and both alt texts). Deleting is confirmed on a page of its own
 * (the photo and a box to tick). Plain forms that work without script; every act answers with a
 * notice that takes the focus (AdminNotice).
 */
import { formatFileSize } from '../../../i18n/documents.js'
import { formatNumber, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { productPhotosMessages, type ProductPhotosMessageKey } from '../../../i18n/product-photos.js'
import { productsAdminMessages } from '../../../i18n/products-admin.js'
import { formView, type FormState } from '../../../forms/form.js'
import { AdminNotice, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { TextField } from '../../../ui/form-field.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import type { PhotoRecord } from './product-photos.repository.js'
import { MAX_PHOTO_ALT, PHOTO_FILE_FIELD, PhotoTextsForm } from './product-photos.schema.js'
import type { ProductRecord } from './products-admin.repository.js'

type T = (key: ProductPhotosMessageKey, values?: Record<string, string | number>) => string
export type PhotoTextsState = FormState<typeof PhotoTextsForm.schema, ProductPhotosMessageKey>

export interface PhotoLimits {
  maxBytes: number
  maxPixels: number
}

export interface ProductPhotosData {
  product: ProductRecord
  photos: PhotoRecord[]
  limits: PhotoLimits
  upload: PhotoTextsState
  /** Why the last upload was refused, at the file field. */
  fileError?: string
  /** A refused form's state by the photo's id: its texts, or the reason its deletion was refused. */
  texts?: Record<number, PhotoTextsState>
}

export const textsOfPhoto = (p: PhotoRecord): PhotoTextsState => ({ errors: {}, echo: { altCs: p.altCs, altEn: p.altEn } })

function AltFields({ t, state, lang, prefix }: { t: T; state: PhotoTextsState; lang: Lang; prefix: string }) {
  const form = formView(PhotoTextsForm, state, lang)
  return (
    <>
      <TextField form={form} name="altCs" id={`${prefix}AltCs`} label={t('altCs')} hint={t('altHint')} maxLength={MAX_PHOTO_ALT} lang="cs" required />
      <TextField form={form} name="altEn" id={`${prefix}AltEn`} label={t('altEn')} maxLength={MAX_PHOTO_ALT} lang="en" required />
    </>
  )
}

function Photo({ t, lang, product, photo, n, last, data }: { t: T; lang: Lang; product: ProductRecord; photo: PhotoRecord; n: number; last: boolean; data: ProductPhotosData }) {
  const act = (name: 'texts' | 'move') => paths.adminProductPhotoAct(lang, product.id, photo.id, name)
  return (
    <li className="product-photo" data-photo-id={photo.id} aria-labelledby={`photo${photo.id}Heading`}>
      <h3 id={`photo${photo.id}Heading`}>
        {t('photo', { n })}
        {n === 1 ? <span className="state-badge">{t('main')}</span> : null}
      </h3>
      <img className="product-photo__image" src={paths.productImage(photo.id, 'thumb')} alt={lang === 'cs' ? photo.altCs : photo.altEn} width={photo.thumbWidth} height={photo.thumbHeight} loading="lazy" />
      <div className="product-photo__forms">
        <form method="post" action={act('texts')} className="form admin-form" noValidate data-photo-texts={photo.id} aria-label={t('textsOf', { n })}>
          <AltFields t={t} lang={lang} state={data.texts?.[photo.id] ?? textsOfPhoto(photo)} prefix={`photo${photo.id}`} />
          <p className="admin-form__actions">
            <button type="submit" className="button">
              {t('saveTexts', { n })}
            </button>
          </p>
        </form>
        <div className="product-photo__moves">
          {n > 1 ? (
            <form method="post" action={act('move')} aria-label={t('moveUp', { n })}>
              <input type="hidden" name="direction" value="up" />
              <button type="submit" className="button" aria-label={t('moveUp', { n })}>
                {t('up')}
              </button>
            </form>
          ) : null}
          {!last ? (
            <form method="post" action={act('move')} aria-label={t('moveDown', { n })}>
              <input type="hidden" name="direction" value="down" />
              <button type="submit" className="button" aria-label={t('moveDown', { n })}>
                {t('down')}
              </button>
            </form>
          ) : null}
        </div>
        <p>
          <a href={paths.adminProductPhotoAct(lang, product.id, photo.id, 'delete')} data-photo-delete={photo.id}>
            {t('delete', { n })}
          </a>
        </p>
      </div>
    </li>
  )
}

export function productPhotosPageModel(lang: Lang, nav: AdminNavLink[], data: ProductPhotosData, notice?: AdminNoticeModel, status?: number): PageModel {
  const t: T = translator(productPhotosMessages, lang)
  const { product, photos, limits } = data
  const name = lang === 'cs' ? product.nameCs : product.nameEn
  const title = t('title', { what: name })
  const fileHint = t('fileHint', { max: formatFileSize(lang, limits.maxBytes), pixels: formatNumber(lang, Math.floor(limits.maxPixels / 1_000_000)) })
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang, { label: translator(productsAdminMessages, lang)('title'), href: paths.adminProducts(lang) }, { label: name, href: paths.adminProduct(lang, product.id) }),
    alternate: paths.adminProductPhotos(otherLang(lang), product.id),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        <p>{t('intro')}</p>
        <p>
          <a href={paths.adminProduct(lang, product.id)}>{t('back')}</a>
        </p>
        <section aria-labelledby="productPhotosHeading">
          <h2 id="productPhotosHeading">{t('count', { count: photos.length })}</h2>
          {photos.length === 0 ? (
            <p id="productPhotosNone">{t('none')}</p>
          ) : (
            <ol className="product-photos" id="productPhotoList">
              {photos.map((photo, i) => (
                <Photo key={photo.id} t={t} lang={lang} product={product} photo={photo} n={i + 1} last={i === photos.length - 1} data={data} />
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="productPhotoUploadHeading" id="productPhotoUpload">
          <h2 id="productPhotoUploadHeading">{t('uploadHeading')}</h2>
          <form method="post" action={paths.adminProductPhotos(lang, product.id)} encType="multipart/form-data" className="form admin-form" noValidate id="productPhotoUploadForm" aria-labelledby="productPhotoUploadHeading">
            <div className="form__field">
              <label htmlFor="productPhotoFile">{t('file')}</label>
              <p className="form__hint" id="productPhotoFile-hint">
                {fileHint}
              </p>
              <input
                type="file"
                id="productPhotoFile"
                name={PHOTO_FILE_FIELD}
                accept="image/jpeg,image/png,image/webp"
                required
                aria-invalid={data.fileError ? true : undefined}
                aria-describedby={['productPhotoFile-hint', data.fileError ? 'productPhotoFile-error' : ''].filter(Boolean).join(' ')}
              />
              {data.fileError ? (
                <p className="form__message form__message--error" id="productPhotoFile-error">
                  {data.fileError}
                </p>
              ) : null}
            </div>
            <AltFields t={t} lang={lang} state={data.upload} prefix="productPhotoUpload" />
            <p className="admin-form__actions">
              <button type="submit" className="button" id="productPhotoUploadSubmit">
                {t('upload')}
              </button>
            </p>
          </form>
        </section>
      </>
    ),
  })
}

/** Deleting a photo, confirmed: the photo, its alt text and the box to tick. */
export function productPhotoDeletePageModel(lang: Lang, nav: AdminNavLink[], product: ProductRecord, photo: PhotoRecord, n: number, error?: string, notice?: AdminNoticeModel, status?: number): PageModel {
  const t: T = translator(productPhotosMessages, lang)
  const name = lang === 'cs' ? product.nameCs : product.nameEn
  const title = t('deleteTitle', { n, what: name })
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(
      lang,
      { label: translator(productsAdminMessages, lang)('title'), href: paths.adminProducts(lang) },
      { label: name, href: paths.adminProduct(lang, product.id) },
      { label: t('title', { what: name }), href: paths.adminProductPhotos(lang, product.id) },
    ),
    alternate: paths.adminProductPhotoAct(otherLang(lang), product.id, photo.id, 'delete'),
    status,
    className: 'admin-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        <img className="product-photo__image" src={paths.productImage(photo.id, 'thumb')} alt={lang === 'cs' ? photo.altCs : photo.altEn} width={photo.thumbWidth} height={photo.thumbHeight} />
        <p>{t('deleteHint')}</p>
        <form method="post" action={paths.adminProductPhotoAct(lang, product.id, photo.id, 'delete')} className="form admin-form" noValidate id="productPhotoDeleteForm">
          <div className="form__field form__field--check">
            <input type="checkbox" id="productPhotoDeleteConfirm" name="confirm" value="on" required aria-invalid={error ? true : undefined} aria-describedby={error ? 'productPhotoDeleteConfirm-error' : undefined} />
            <label htmlFor="productPhotoDeleteConfirm">{t('deleteConfirm', { n })}</label>
            {error ? (
              <p className="form__message form__message--error" id="productPhotoDeleteConfirm-error">
                {error}
              </p>
            ) : null}
          </div>
          <p className="admin-form__actions">
            <button type="submit" className="button" id="productPhotoDeleteSubmit">
              {t('delete', { n })}
            </button>{' '}
            <a href={paths.adminProductPhotos(lang, product.id)}>{t('cancel')}</a>
          </p>
        </form>
      </>
    ),
  })
}
