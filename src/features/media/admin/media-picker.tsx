/**
 * The media picker (ADR 096): choosing library pictures inside another form, without script. The
 * search field and its "Hledat" · "Search" button sit in the form they serve (`action=find-image`),
 * so a search posts the whole form and the page comes back with every typed value kept and the
 * matches as radio buttons (one picture) or checkboxes (several), 24 a page. Chosen pictures stay
 * on top, checked, across searches and pages. What is chosen is checked again on the server
 * (`pickedImages`): an id the library does not hold, or a picture without an alt text in a
 * language that is not marked decorative, is refused with a message.
 */
import { isRecord } from '../../../forms/form.js'
import { galleriesAdminMessages } from '../../../i18n/galleries-admin.js'
import { translate, translator, type Lang } from '../../../i18n/index.js'
import { Picture, type PictureMeta } from '../../../ui/picture.js'
import { MEDIA_PAGE_SIZE, type MediaItem } from '../media.repository.js'

/** The button value that asks for a search instead of the form's own act. */
export const FIND_IMAGE = 'find-image'
const ID = /^[1-9]\d{0,8}$/
const MAX_QUERY = 100
/** At most this many pictures chosen in one post (a page of results and a little). */
export const MAX_PICKED = 48

/** What a submission says about the picker: a search, its page, and the ids chosen. */
export interface PickerInput {
  /** Whether the user pressed the search button or a page of results. */
  find: boolean
  query: string
  page: number
  ids: number[]
  /** A chosen value that is no id at all (forged). */
  forged: boolean
}

const values = (body: unknown, name: string): unknown[] => {
  if (!isRecord(body) || !Object.hasOwn(body, name)) return []
  const v = body[name]
  return Array.isArray(v) ? v : [v]
}

/** Reads the picker's fields (`{name}` the chosen ids; `imageQuery`, `imagePage`) from a form body. */
export function pickerInput(body: unknown, name: string): PickerInput {
  const raw = values(body, name).filter((v) => v !== '')
  const forged = raw.length > MAX_PICKED || raw.some((v) => typeof v !== 'string' || !ID.test(v))
  const ids = forged ? [] : [...new Set(raw.map(Number))]
  const q = values(body, 'imageQuery')[0]
  const p = values(body, 'imagePage')[0]
  const page = typeof p === 'string' && /^[1-9]\d{0,4}$/.test(p) ? Number(p) : 1
  const action = values(body, 'action')[0]
  return {
    find: action === FIND_IMAGE || typeof p === 'string',
    query: typeof q === 'string' ? q.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, MAX_QUERY) : '',
    page,
    ids,
    forged,
  }
}

/** The languages a picture lacks an alt text in, unless it is decorative (then none). */
export const missingAlt = (item: Pick<MediaItem, 'altCs' | 'altEn' | 'decorative'>): Lang[] =>
  item.decorative ? [] : (['cs', 'en'] as const).filter((l) => (l === 'cs' ? item.altCs : item.altEn).trim() === '')

const nameOf = (item: Pick<MediaItem, 'fileName' | 'key'>) => item.fileName ?? item.key

/**
 * The pictures of `ids` as the library holds them, in that order, or the message that refuses
 * them: one that does not exist (a forged id), or one without its alt texts.
 */
export async function pickedImages(lookup: (id: number) => Promise<MediaItem | undefined>, lang: Lang, ids: number[]): Promise<{ items: MediaItem[] } | { error: string }> {
  const items = await Promise.all(ids.map(lookup))
  if (items.some((i) => !i)) return { error: translate(galleriesAdminMessages, lang, 'refusedImageMissing') }
  for (const item of items as MediaItem[]) {
    const missing = missingAlt(item)
    if (missing.length) {
      const langs = missing.map((l) => (lang === 'cs' ? (l === 'cs' ? 'čeština' : 'angličtina') : l === 'cs' ? 'Czech' : 'English')).join(lang === 'cs' ? ' a ' : ' and ')
      return { error: translate(galleriesAdminMessages, lang, 'refusedImageAlt', { name: nameOf(item), langs }) }
    }
  }
  return { items: items as MediaItem[] }
}

/** What the picker shows: the chosen pictures and, after a search, a page of matches. */
export interface PickerView {
  query: string
  page: number
  chosen: MediaItem[]
  results?: { rows: MediaItem[]; total: number }
  error?: string
}

const pictureOf = (item: MediaItem, lang: Lang): PictureMeta => ({ id: item.id, width: item.width, height: item.height, widths: item.widths, version: item.version, alt: lang === 'cs' ? item.altCs : item.altEn })

function Option({ lang, item, type, name, checked, idPrefix, current }: { lang: Lang; item: MediaItem; type: 'radio' | 'checkbox'; name: string; checked: boolean; idPrefix: string; current?: boolean }) {
  const t = translator(galleriesAdminMessages, lang)
  const alt = lang === 'cs' ? item.altCs : item.altEn
  const id = `${idPrefix}-${item.id}`
  return (
    <li className="media-picker__option" data-media-id={item.id}>
      <input type={type} name={name} value={String(item.id)} id={id} defaultChecked={checked} />
      <label htmlFor={id}>
        <Picture image={pictureOf(item, lang)} rendition="square" sizes="6rem" decorative className="media-picker__picture" />
        <span className="media-picker__text">
          <span>{item.decorative ? <span className="state-badge">{t('decorative')}</span> : alt || t('pickerNoAlt')}</span>
          <span className="media-picker__file">{nameOf(item)}</span>
          {current ? <span className="state-badge">{t('pickerCurrent')}</span> : null}
        </span>
      </label>
    </li>
  )
}

/**
 * The picker's fields, to be put inside a form: `multiple` gives checkboxes named `name`, else
 * radio buttons with "no picture" first. `idPrefix` keeps two pickers on a page apart.
 */
export function MediaPicker({ lang, name, multiple, idPrefix, view, legend, hint, currentId }: { lang: Lang; name: string; multiple: boolean; idPrefix: string; view: PickerView; legend: string; hint?: string; currentId?: number | null }) {
  const t = translator(galleriesAdminMessages, lang)
  const type = multiple ? 'checkbox' : 'radio'
  const chosenIds = new Set(view.chosen.map((c) => c.id))
  const rows = (view.results?.rows ?? []).filter((r) => !chosenIds.has(r.id))
  const total = view.results?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE))
  const from = total === 0 ? 0 : (view.page - 1) * MEDIA_PAGE_SIZE + 1
  const to = Math.min(total, view.page * MEDIA_PAGE_SIZE)
  const errorId = `${idPrefix}-error`
  return (
    <fieldset className="form__group media-picker" id={idPrefix} aria-describedby={view.error ? errorId : hint ? `${idPrefix}-hint` : undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p className="form__hint" id={`${idPrefix}-hint`}>
          {hint}
        </p>
      ) : null}
      {view.error ? (
        <p className="form__message form__message--error" id={errorId}>
          {view.error}
        </p>
      ) : null}
      <ul className="media-picker__options" id={`${idPrefix}-chosen`}>
        {multiple ? null : (
          <li className="media-picker__option">
            <input type="radio" name={name} value="" id={`${idPrefix}-none`} defaultChecked={view.chosen.length === 0} />
            <label htmlFor={`${idPrefix}-none`}>{t('pickerNone')}</label>
          </li>
        )}
        {view.chosen.map((item) => (
          <Option key={item.id} lang={lang} item={item} type={type} name={name} checked idPrefix={idPrefix} current={item.id === currentId} />
        ))}
      </ul>
      <div className="media-picker__search">
        <label htmlFor={`${idPrefix}-query`}>{t('pickerSearch')}</label>
        <p className="form__hint" id={`${idPrefix}-query-hint`}>
          {t('pickerSearchHint')}
        </p>
        <div className="media-picker__row">
          <input id={`${idPrefix}-query`} name="imageQuery" type="search" maxLength={MAX_QUERY} defaultValue={view.query} autoComplete="off" aria-describedby={`${idPrefix}-query-hint`} data-enter-presses={`${idPrefix}-find`} />
          <button type="submit" name="action" value={FIND_IMAGE} className="button" id={`${idPrefix}-find`}>
            {t('pickerSubmit')}
          </button>
        </div>
      </div>
      {view.results ? (
        <div className="media-picker__results" id={`${idPrefix}-results`}>
          <p role="status">{total === 0 ? t('pickerNoResults') : t('pickerResults', { from, to, total })}</p>
          <ul className="media-picker__options">
            {rows.map((item) => (
              <Option key={item.id} lang={lang} item={item} type={type} name={name} checked={false} idPrefix={idPrefix} />
            ))}
          </ul>
          {pages > 1 ? (
            <p className="media-picker__pages" role="group" aria-label={t('pickerPages')}>
              {view.page > 1 ? (
                <button type="submit" name="imagePage" value={String(view.page - 1)} className="button">
                  {t('pickerPage', { page: view.page - 1 })}
                </button>
              ) : null}
              {view.page < pages ? (
                <button type="submit" name="imagePage" value={String(view.page + 1)} className="button">
                  {t('pickerPage', { page: view.page + 1 })}
                </button>
              ) : null}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="form__hint">{t('pickerPrompt')}</p>
      )}
    </fieldset>
  )
}
