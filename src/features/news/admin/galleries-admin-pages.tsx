/**
 * A news item's galleries page (ADR 096): each gallery's pictures in order with "Nahoru" · "Up",
 * "Dolů" · "Down" and "Odebrat" · "Remove" (one small form per picture), deleting a gallery
 * behind a ticked confirmation, and one form that adds pictures chosen through the media picker
 * to a gallery or to a new one. Plain forms: everything works without script. After a move the
 * pressed button has the focus again, so a keyboard moves a picture by pressing it repeatedly; at
 * the end of the list the button stays focusable, marked `aria-disabled`, and changes nothing.
 */
import { galleriesAdminMessages } from '../../../i18n/galleries-admin.js'
import { editorialMessages } from '../../../i18n/editorial.js'
import { otherLang, translate, translator, type Lang } from '../../../i18n/index.js'
import { AdminNotice, type AdminNoticeModel } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import { Picture } from '../../../ui/picture.js'
import { MediaPicker, type PickerView } from '../../media/admin/media-picker.js'
import type { AdminChrome } from './news-admin-pages.js'
import type { AdminNewsItem } from './news-admin.repository.js'
import type { AdminGallery, GalleryPicture } from './galleries.repository.js'

export interface GalleriesPageData {
  item: AdminNewsItem
  galleries: AdminGallery[]
  canUpdate: boolean
  picker: PickerView
  /** The gallery the add form targets (`new` or a number). */
  target: string
  /** The button to focus after a move: `{gallery}-{imageId}-{up|down}`. */
  focus?: string
  /** The gallery whose order just changed (its status line says so). */
  moved?: number
  deleteError?: { gallery: number; text: string }
}

const altOf = (p: GalleryPicture, lang: Lang) => (lang === 'cs' ? p.altCs : p.altEn)

function PictureRow({ lang, item, gallery, picture, last, canUpdate, focus }: { lang: Lang; item: AdminNewsItem; gallery: number; picture: GalleryPicture; last: boolean; canUpdate: boolean; focus?: string }) {
  const t = translator(galleriesAdminMessages, lang)
  const n = picture.position + 1
  const id = `g${gallery}-${picture.id}`
  return (
    <li className="gallery-admin__picture" data-media-id={picture.id} id={id}>
      <Picture image={{ ...picture, alt: altOf(picture, lang) }} rendition="square" sizes="6rem" decorative className="gallery-admin__thumb" />
      <span className="gallery-admin__text">
        <span className="gallery-admin__position">{t('position', { n })}</span>
        <span>{picture.decorative ? <span className="state-badge">{t('decorative')}</span> : altOf(picture, lang)}</span>
      </span>
      {canUpdate ? (
        <form method="post" action={paths.adminNewsGalleries(lang, item.id)} className="gallery-admin__acts" aria-label={t('pictureActs', { n, g: gallery })}>
          <input type="hidden" name="gallery" value={String(gallery)} />
          <input type="hidden" name="position" value={String(picture.position)} />
          <input type="hidden" name="image" value={String(picture.id)} />
          <button type="submit" name="action" value="up" className="button" aria-disabled={picture.position === 0 ? true : undefined} aria-label={t('upLabel', { n, g: gallery })} autoFocus={focus === `${gallery}-${picture.id}-up`}>
            {t('up')}
          </button>
          <button type="submit" name="action" value="down" className="button" aria-disabled={last ? true : undefined} aria-label={t('downLabel', { n, g: gallery })} autoFocus={focus === `${gallery}-${picture.id}-down`}>
            {t('down')}
          </button>
          <button type="submit" name="action" value="remove" className="button" aria-label={t('removeLabel', { n, g: gallery })}>
            {t('remove')}
          </button>
        </form>
      ) : null}
    </li>
  )
}

export function galleriesPageModel(lang: Lang, chrome: AdminChrome, data: GalleriesPageData, notice?: AdminNoticeModel, status?: number): PageModel {
  const t = translator(galleriesAdminMessages, lang)
  const te = translator(editorialMessages, lang)
  const { item } = data
  const heading = t('heading', { title: item.title })
  const itemLang = item.lang === lang ? undefined : item.lang
  return adminPageModel(lang, chrome.nav, {
    title: heading,
    trail: adminTrail(lang, { label: te('newsTitle'), href: paths.adminNews(lang) }, { label: te('editTitle', { title: item.title }), href: paths.adminNewsItem(lang, item.id) }),
    alternate: paths.adminNewsGalleries(otherLang(lang), item.id),
    status,
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{heading}</PageHeading>
        <AdminNotice notice={notice} />
        <p>
          <a href={paths.adminNewsItem(lang, item.id)}>{t('backToItem')}</a>
        </p>
        <p className="admin-review" id="galleriesShared">
          {t('shared')}
        </p>
        {data.galleries.length === 0 ? <p id="galleriesNone">{t('none')}</p> : null}
        {data.galleries.map((g) => (
          <section key={g.n} className="gallery-admin" aria-labelledby={`gallery${g.n}Heading`} id={`gallery${g.n}`} data-gallery={g.n}>
            <h2 id={`gallery${g.n}Heading`}>{t('gallery', { n: g.n })}</h2>
            <p>
              {t('pictures', { count: g.pictures.length })}.{data.canUpdate ? ` ${t('lastRemoves')}` : ''}
            </p>
            {data.moved === g.n ? (
              <p role="status" className="gallery-admin__status">
                {t('doneMoved')}
              </p>
            ) : null}
            <ol className="gallery-admin__pictures" lang={itemLang}>
              {g.pictures.map((p, i) => (
                <PictureRow key={`${p.position}-${p.id}`} lang={lang} item={item} gallery={g.n} picture={p} last={i === g.pictures.length - 1} canUpdate={data.canUpdate} focus={data.focus} />
              ))}
            </ol>
            {data.canUpdate ? (
              <form method="post" action={paths.adminNewsGalleries(lang, item.id)} className="form gallery-admin__delete" aria-labelledby={`gallery${g.n}Delete`}>
                <h3 id={`gallery${g.n}Delete`}>{t('deleteHeading', { n: g.n })}</h3>
                <input type="hidden" name="gallery" value={String(g.n)} />
                {data.deleteError?.gallery === g.n ? (
                  <p className="form__message form__message--error" id={`gallery${g.n}ConfirmError`}>
                    {data.deleteError.text}
                  </p>
                ) : null}
                <p className="form__field form__field--check">
                  <input type="checkbox" name="confirm" value="on" id={`gallery${g.n}Confirm`} aria-describedby={data.deleteError?.gallery === g.n ? `gallery${g.n}ConfirmError` : undefined} />
                  <label htmlFor={`gallery${g.n}Confirm`}>{t('deleteConfirm', { n: g.n })}</label>
                </p>
                <p className="admin-form__actions">
                  <button type="submit" name="action" value="delete" className="button">
                    {t('deleteSubmit')}
                  </button>
                </p>
              </form>
            ) : null}
          </section>
        ))}
        {data.canUpdate ? (
          <section aria-labelledby="galleryAddHeading" id="galleryAdd">
            <h2 id="galleryAddHeading">{t('addHeading')}</h2>
            <form method="post" action={`${paths.adminNewsGalleries(lang, item.id)}#galleryAdd`} className="form admin-form" noValidate id="galleryAddForm">
              <div className="form__field">
                <label htmlFor="galleryTarget">{t('addTo')}</label>
                <select id="galleryTarget" name="gallery" defaultValue={data.target}>
                  {data.galleries.map((g) => (
                    <option key={g.n} value={String(g.n)}>
                      {t('gallery', { n: g.n })}
                    </option>
                  ))}
                  <option value="new">{t('addToNew')}</option>
                </select>
              </div>
              <MediaPicker lang={lang} name="imageIds" multiple idPrefix="galleryPicker" view={data.picker} legend={translate(galleriesAdminMessages, lang, 'addHeading')} />
              <p className="admin-form__actions">
                <button type="submit" name="action" value="add" className="button" id="galleryAddSubmit">
                  {t('addSubmit')}
                </button>
              </p>
            </form>
          </section>
        ) : null}
      </>
    ),
  })
}
