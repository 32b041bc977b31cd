/**
 * The media library's pages (ADR 086): the grid of pictures (square crops with their alt text or
 * "decorative", search, pages) with the upload form, and a picture's page: its texts, its focal
 * point (a click on the picture with script, two percentages without), its crops, a new file,
 * where it is used, and deleting it. Plain forms that work without script; uploads are multipart.
 */
import type { ReactNode } from 'react'
import { formatFileSize } from '../../../i18n/documents.js'
import { formatNumber, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { mediaAdminMessages, type MediaAdminMessageKey } from '../../../i18n/media-admin.js'
import { formView, type FormState, type FormView } from '../../../forms/form.js'
import { AdminNotice, type AdminNavLink, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { TextField } from '../../../ui/form-field.js'
import { Island } from '../../../ui/island.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { Pagination } from '../../../ui/pagination.js'
import { paths } from '../../../ui/paths.js'
import { Picture, type PictureMeta } from '../../../ui/picture.js'
import type { MediaUse } from '../media-uses.js'
import { MEDIA_PAGE_SIZE, type MediaItem } from '../media.repository.js'
import { FILE_FIELD, FocalForm, MAX_ALT, MediaTextsForm } from './media-admin.schema.js'

type T = (key: MediaAdminMessageKey, values?: Record<string, string | number>) => string
type TextsState = FormState<typeof MediaTextsForm.schema, MediaAdminMessageKey>
type FocalState = FormState<typeof FocalForm.schema, MediaAdminMessageKey>

/** The upload limits the forms state. */
export interface MediaLimits {
  maxBytes: number
  maxPixels: number
}

const limitsText = (lang: Lang, t: T, limits: MediaLimits) => t('fileHint', { max: formatFileSize(lang, limits.maxBytes), pixels: formatNumber(lang, Math.floor(limits.maxPixels / 1_000_000)) })

/** What the library names a picture by: its file name, else its key. */
export const nameOf = (item: Pick<MediaItem, 'fileName' | 'key'>) => item.fileName ?? item.key

const pictureOf = (item: MediaItem, lang: Lang): PictureMeta => ({ id: item.id, width: item.width, height: item.height, widths: item.widths, version: item.version, alt: lang === 'cs' ? item.altCs : item.altEn })

function FileField({ t, lang, limits, id, error }: { t: T; lang: Lang; limits: MediaLimits; id: string; error?: string }) {
  return (
    <div className="form__field">
      <label htmlFor={id}>{t('file')}</label>
      <p className="form__hint" id={`${id}-hint`}>
        {limitsText(lang, t, limits)}
      </p>
      <input type="file" id={id} name={FILE_FIELD} accept="image/jpeg,image/png,image/webp" required aria-invalid={error ? true : undefined} aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')} />
      {error ? (
        <p className="form__message form__message--error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Both alt texts and the decorative mark, as the upload and the texts form share them. */
function TextsFields({ t, form, prefix }: { t: T; form: FormView; prefix: string }) {
  return (
    <>
      <TextField form={form} name="altCs" id={`${prefix}AltCs`} label={t('altCs')} hint={t('altHint')} maxLength={MAX_ALT} lang="cs" />
      <TextField form={form} name="altEn" id={`${prefix}AltEn`} label={t('altEn')} maxLength={MAX_ALT} lang="en" />
      <div className="form__field form__field--check">
        <input type="checkbox" id={`${prefix}Decorative`} name="decorative" value="on" defaultChecked={form.value('decorative') === 'on'} />
        <label htmlFor={`${prefix}Decorative`}>{t('decorative')}</label>
      </div>
    </>
  )
}

export interface MediaListData {
  q: string
  page: number
  rows: MediaItem[]
  total: number
  canCreate: boolean
  limits: MediaLimits
  upload: TextsState
  /** Why the last upload was refused, at the file field. */
  fileError?: string
}

export function mediaListPageModel(lang: Lang, nav: AdminNavLink[], data: MediaListData, notice?: AdminNoticeModel, status?: number): PageModel {
  const t: T = translator(mediaAdminMessages, lang)
  const title = t('title')
  const pages = Math.max(1, Math.ceil(data.total / MEDIA_PAGE_SIZE))
  const form = formView(MediaTextsForm, data.upload, lang)
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang),
    alternate: paths.adminMedia(otherLang(lang), { q: data.q, page: data.page }),
    status,
    className: 'admin-list',
    body: (
      <>
        <div className="admin-list__head">
          <PageHeading>{title}</PageHeading>
          {data.canCreate ? (
            <a className="button" href="#mediaUpload" id="adminAdd">
              {t('add')}
            </a>
          ) : null}
        </div>
        <p>{t('intro')}</p>
        <AdminNotice notice={notice} />
        <form method="get" action={paths.adminMedia(lang)} className="filter-form" role="search" aria-label={t('filterHeading')}>
          <div className="filter-form__field">
            <label htmlFor="mediaQuery">{t('filterQuery')}</label>
            <input id="mediaQuery" name="q" type="search" maxLength={100} defaultValue={data.q} autoComplete="off" />
          </div>
          <p className="filter-form__actions">
            <button type="submit" className="button">
              {t('filterSubmit')}
            </button>
            {data.q ? <a href={paths.adminMedia(lang)}>{t('filterReset')}</a> : null}
          </p>
        </form>
        <p id="mediaCount">{t('count', { count: data.total })}</p>
        {data.rows.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <ul className="media-grid" id="mediaList">
            {data.rows.map((item) => {
              const alt = lang === 'cs' ? item.altCs : item.altEn
              return (
                <li key={item.id} className="media-grid__item" data-media-id={item.id}>
                  <a href={paths.adminMediaItem(lang, item.id)} className="media-grid__link">
                    <Picture image={pictureOf(item, lang)} rendition="square" sizes="10rem" decorative className="media-grid__picture" />
                    <span className="media-grid__caption">
                      {item.decorative ? <span className="state-badge">{t('decorativeBadge')}</span> : alt}
                      <span className="media-grid__file">{nameOf(item)}</span>
                    </span>
                  </a>
                </li>
              )
            })}
          </ul>
        )}
        <Pagination page={data.page} pages={pages} href={(page) => paths.adminMedia(lang, { q: data.q, page })} />
        {data.canCreate ? (
          <section aria-labelledby="mediaUploadHeading" className="media-upload" id="mediaUpload">
            <h2 id="mediaUploadHeading">{t('uploadHeading')}</h2>
            <form method="post" action={paths.adminMedia(lang)} encType="multipart/form-data" className="form admin-form" noValidate id="mediaUploadForm">
              <FileField t={t} lang={lang} limits={data.limits} id="mediaFile" error={data.fileError} />
              <TextsFields t={t} form={form} prefix="mediaUpload" />
              <p className="admin-form__actions">
                <button type="submit" className="button" id="mediaUploadSubmit">
                  {t('upload')}
                </button>
              </p>
            </form>
          </section>
        ) : null}
      </>
    ),
  })
}

export interface MediaItemData {
  item: MediaItem
  uses: MediaUse[]
  powers: { update: boolean; delete: boolean }
  limits: MediaLimits
  texts: TextsState
  focal: FocalState
  fileError?: string
  deleteError?: string
}

/** The form states of a picture as stored. */
export const textsFormOf = (item: MediaItem): TextsState => ({ errors: {}, echo: { altCs: item.altCs, altEn: item.altEn, decorative: item.decorative ? 'on' : '' } })
export const focalFormOf = (item: MediaItem): FocalState => ({ errors: {}, echo: { focalX: String(item.focalX), focalY: String(item.focalY) } })

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}Heading`} className="media-item__section" id={id}>
      <h2 id={`${id}Heading`}>{heading}</h2>
      {children}
    </section>
  )
}

export function mediaItemPageModel(lang: Lang, nav: AdminNavLink[], data: MediaItemData, notice?: AdminNoticeModel, status?: number): PageModel {
  const t: T = translator(mediaAdminMessages, lang)
  const { item } = data
  const title = t('itemTitle', { name: nameOf(item) })
  const picture = pictureOf(item, lang)
  const texts = formView(MediaTextsForm, data.texts, lang)
  const focal = formView(FocalForm, data.focal, lang)
  const preview = item.widths.find((w) => w >= 640) ?? item.width
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang, { label: t('title'), href: paths.adminMedia(lang) }),
    alternate: paths.adminMediaItem(otherLang(lang), item.id),
    status,
    className: 'admin-item media-item',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <AdminNotice notice={notice} />
        <p id="mediaFacts">{t('facts', { name: nameOf(item), width: item.width, height: item.height })}</p>

        <Section id="mediaFocal" heading={t('focalHeading')}>
          <p id="mediaFocalHint">{t('focalHint')}</p>
          <div className="media-item__focal">
            <div className="media-item__picker" role="group" aria-label={t('focalPicker')}>
              <Island name="FocalPoint" props={{ src: paths.mediaImage(item, preview, 'webp'), width: preview, height: Math.round((preview * item.height) / item.width), x: item.focalX, y: item.focalY, xInput: 'mediaFocalX', yInput: 'mediaFocalY' }} />
            </div>
            <div className="media-item__crops">
              <h3>{t('cropsHeading')}</h3>
              {(['thumb', 'square'] as const).map((crop) => (
                <figure key={crop} className={`media-crop media-crop--${crop}`}>
                  <Picture image={picture} rendition={crop} sizes="12rem" decorative />
                  <figcaption>{t(crop === 'thumb' ? 'cropThumb' : 'cropSquare')}</figcaption>
                </figure>
              ))}
            </div>
          </div>
          {data.powers.update ? (
            <form method="post" action={paths.adminMediaAct(lang, item.id, 'focal')} className="form admin-form" noValidate id="mediaFocalForm">
              <div className="admin-form__placement">
                <TextField form={focal} name="focalX" id="mediaFocalX" label={t('focalX')} type="number" min={0} max={100} step={1} inputMode="numeric" required aria-describedby="mediaFocalHint" />
                <TextField form={focal} name="focalY" id="mediaFocalY" label={t('focalY')} type="number" min={0} max={100} step={1} inputMode="numeric" required />
              </div>
              <p className="admin-form__actions">
                <button type="submit" className="button" id="mediaFocalSave">
                  {t('focalSave')}
                </button>
              </p>
            </form>
          ) : null}
        </Section>

        <Section id="mediaTexts" heading={t('textsHeading')}>
          <form method="post" action={paths.adminMediaAct(lang, item.id, 'texts')} className="form admin-form" noValidate id="mediaTextsForm">
            <TextsFields t={t} form={texts} prefix="mediaTexts" />
            {data.powers.update ? (
              <p className="admin-form__actions">
                <button type="submit" className="button" id="mediaTextsSave">
                  {t('save')}
                </button>
              </p>
            ) : null}
          </form>
        </Section>

        <Section id="mediaUses" heading={t('usesHeading')}>
          {data.uses.length === 0 ? (
            <p>{t('usesNone')}</p>
          ) : (
            <ul className="media-uses" id="mediaUseList">
              {data.uses.map((use, i) => (
                <li key={i}>
                  {`${t(`use_${use.kind}`)}: `}
                  <a href={use.href(lang)} lang={use.lang && use.lang !== lang ? use.lang : undefined}>
                    {typeof use.title === 'string' ? use.title : use.title[lang]}
                  </a>
                  {use.draft ? ` ${t('useDraft')}` : null}
                </li>
              ))}
            </ul>
          )}
        </Section>

        {data.powers.update ? (
          <Section id="mediaReplace" heading={t('replaceHeading')}>
            <p>{t('replaceHint')}</p>
            <form method="post" action={paths.adminMediaAct(lang, item.id, 'file')} encType="multipart/form-data" className="form admin-form" noValidate id="mediaReplaceForm">
              <FileField t={t} lang={lang} limits={data.limits} id="mediaReplaceFile" error={data.fileError} />
              <p className="admin-form__actions">
                <button type="submit" className="button" id="mediaReplaceSubmit">
                  {t('replace')}
                </button>
              </p>
            </form>
          </Section>
        ) : null}

        <Section id="mediaDelete" heading={t('deleteHeading')}>
          {!data.powers.delete ? (
            <p>{t('deleteNotAllowed')}</p>
          ) : data.uses.length > 0 ? (
            <p className="media-warning" id="mediaInUse">
              {t('deleteInUse', { count: data.uses.length })}
            </p>
          ) : (
            <form method="post" action={paths.adminMediaAct(lang, item.id, 'delete')} className="form admin-form" noValidate id="mediaDeleteForm">
              <p>{t('deleteUnused')}</p>
              <div className="form__field form__field--check">
                <input type="checkbox" id="mediaDeleteConfirm" name="confirm" value="on" required aria-invalid={data.deleteError ? true : undefined} aria-describedby={data.deleteError ? 'mediaDeleteConfirm-error' : undefined} />
                <label htmlFor="mediaDeleteConfirm">{t('deleteConfirm')}</label>
                {data.deleteError ? (
                  <p className="form__message form__message--error" id="mediaDeleteConfirm-error">
                    {data.deleteError}
                  </p>
                ) : null}
              </div>
              <p className="admin-form__actions">
                <button type="submit" className="button" id="mediaDeleteSubmit">
                  {t('delete')}
                </button>
              </p>
            </form>
          )}
        </Section>
      </>
    ),
  })
}
