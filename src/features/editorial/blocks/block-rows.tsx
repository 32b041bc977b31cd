/**
 * A body's blocks as numbered rows of plain fields (ADR 093), for forms that work without
 * script: each row has its type, its content in the markup (markup.ts), the fields its type
 * uses, an order number and a remove checkbox; one empty row at the end adds a block. The
 * accessibility findings of the body are listed beside them (checks.ts).
 */
import { blockMessages, type BlockMessageKey } from '../../../i18n/blocks.js'
import { translator, type Lang } from '../../../i18n/index.js'
import { BLOCK_TYPES, LIMITS } from './blocks.js'
import type { Finding } from './checks.js'
import { emptyRow, type BlockRow } from './rows.js'
import { DEFAULT_VIDEO_HOST } from '../../../shared/sign-language.js'

/** One of the item's galleries as the gallery block's choice offers it (ADR 101). */
export interface GalleryChoice {
  n: number
  count: number
}

export function BlockRows({ lang, rows, written, galleries = [], videoHost = DEFAULT_VIDEO_HOST }: { lang: Lang; rows: BlockRow[]; written?: Lang; galleries?: readonly GalleryChoice[]; videoHost?: string }) {
  const t = translator(blockMessages, lang)
  const all = [...rows, emptyRow()]
  return (
    <fieldset className="form__group admin-rows" id="bodyBlocks">
      <legend>{t('blocksHeading')}</legend>
      <p className="form__hint" id="bodyBlocksHint">
        {t('blocksHint')}
      </p>
      <p className="form__hint" id="bodyMarkupHint">
        {t('markupHint')} {t('tableHint')}
      </p>
      <p className="form__hint" id="bodyFaqHint">
        {t('faqHint')}
      </p>
      {all.map((row, i) => {
        const isNew = i === rows.length
        const id = (f: string) => `block-${i}-${f}`
        const has = (...types: string[]) => isNew || types.includes(row.type)
        return (
          <fieldset className="form__group admin-rows__row" key={i} data-block-row={i + 1}>
            <legend>{isNew ? t('blockNew') : t('blockN', { n: i + 1 })}</legend>
            <div className="form__field">
              <label htmlFor={id('type')}>{t('type')}</label>
              <select id={id('type')} name={id('type')} defaultValue={row.type}>
                {BLOCK_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`type_${type}` as BlockMessageKey)}
                  </option>
                ))}
              </select>
            </div>
            {has('heading') ? (
              <div className="form__field">
                <label htmlFor={id('level')}>{t('level')}</label>
                <select id={id('level')} name={id('level')} defaultValue={row.level}>
                  {['2', '3', '4'].map((n) => (
                    <option key={n} value={n}>
                      {t('levelN', { n })}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {has('callout') ? (
              <div className="form__field">
                <label htmlFor={id('tone')}>{t('tone')}</label>
                <select id={id('tone')} name={id('tone')} defaultValue={row.tone}>
                  <option value="info">{t('calloutInfo')}</option>
                  <option value="warning">{t('calloutWarning')}</option>
                </select>
              </div>
            ) : null}
            {has('image') ? (
              <div className="form__field">
                <label htmlFor={id('media')}>{t('media')}</label>
                <input id={id('media')} name={id('media')} inputMode="numeric" maxLength={10} defaultValue={row.media} autoComplete="off" />
              </div>
            ) : null}
            {has('heading', 'paragraph', 'quote', 'callout', 'table', 'documents', 'faq') ? (
              <div className="form__field">
                <label htmlFor={id('text')}>{t('text')}</label>
                <textarea id={id('text')} name={id('text')} data-rich-text={has('paragraph', 'quote', 'callout') ? '' : undefined} rows={row.type === 'heading' && !isNew ? 1 : isNew ? 3 : 5} maxLength={60_000} defaultValue={row.text} lang={written} aria-describedby={isNew ? `${id('text')}-hint bodyMarkupHint` : 'bodyMarkupHint'} />
                {isNew ? (
                  <p className="form__hint" id={`${id('text')}-hint`}>
                    {t('textHint')}
                  </p>
                ) : null}
              </div>
            ) : null}
            {has('gallery') ? (
              <div className="form__field">
                <label htmlFor={id('gallery')}>{t('gallery')}</label>
                <select id={id('gallery')} name={id('gallery')} defaultValue={row.gallery} aria-describedby={`${id('gallery')}-hint`}>
                  <option value="">{t('galleryChoose')}</option>
                  {/* A gallery deleted since is still offered as stored, so the row reads as saved; the checks name it. */}
                  {[...galleries.map((g) => g.n), ...(row.gallery && !galleries.some((g) => String(g.n) === row.gallery) ? [row.gallery] : [])].map((n) => (
                    <option key={n} value={String(n)}>
                      {t('galleryOption', { n, count: galleries.find((g) => g.n === Number(n))?.count ?? 0 })}
                    </option>
                  ))}
                </select>
                <p className="form__hint" id={`${id('gallery')}-hint`}>
                  {t('galleryHint')}
                </p>
              </div>
            ) : null}
            {has('signLanguage') ? (
              <div className="form__field">
                <label htmlFor={id('video')}>{t('video')}</label>
                <input id={id('video')} name={id('video')} maxLength={2000} defaultValue={row.video} autoComplete="off" spellCheck={false} aria-describedby={`${id('video')}-hint`} />
                <p className="form__hint" id={`${id('video')}-hint`}>
                  {t('videoHint', { host: videoHost })}
                </p>
              </div>
            ) : null}
            {has('signLanguage') ? (
              <div className="form__field">
                <label htmlFor={id('title')}>{t('title')}</label>
                <input id={id('title')} name={id('title')} maxLength={LIMITS.videoTitle} defaultValue={row.title} autoComplete="off" lang={written} />
              </div>
            ) : null}
            {has('image', 'table') ? (
              <div className="form__field">
                <label htmlFor={id('caption')}>{t('caption')}</label>
                <input id={id('caption')} name={id('caption')} maxLength={LIMITS.caption} defaultValue={row.caption} autoComplete="off" lang={written} />
              </div>
            ) : null}
            {has('quote') ? (
              <div className="form__field">
                <label htmlFor={id('source')}>{t('source')}</label>
                <input id={id('source')} name={id('source')} maxLength={LIMITS.source} defaultValue={row.source} autoComplete="off" lang={written} />
              </div>
            ) : null}
            <div className="form__field">
              <label htmlFor={id('order')}>{t('order')}</label>
              <input id={id('order')} name={id('order')} type="number" inputMode="numeric" defaultValue={String((i + 1) * 10)} />
            </div>
            {isNew ? null : (
              <div className="form__field form__field--check">
                <input id={id('remove')} name={id('remove')} type="checkbox" value="1" />
                <label htmlFor={id('remove')}>{t('remove')}</label>
              </div>
            )}
          </fieldset>
        )
      })}
    </fieldset>
  )
}

/** A finding in words. */
export function findingText(lang: Lang, f: Finding): string {
  const t = translator(blockMessages, lang)
  switch (f.kind) {
    case 'headingSkip':
      return t('headingSkip', { text: f.text, level: f.level, allowed: f.allowed })
    case 'imageAlt':
      return t('imageAlt', { id: f.mediaId, n: f.block })
    case 'imageMissing':
      return t('imageMissing', { id: f.mediaId, n: f.block })
    case 'documentMissing':
      return t('documentMissing', { id: f.documentId, n: f.block })
    case 'vagueLink':
      return t('vagueLink', { text: f.text, n: f.block })
    case 'galleryMissing':
      return t('galleryMissing', { id: f.gallery, n: f.block })
  }
}

/** The body's accessibility findings: what refuses a save, then what to fix before publishing. */
export function BlockChecks({ lang, errors, warnings }: { lang: Lang; errors: Finding[]; warnings: Finding[] }) {
  const t = translator(blockMessages, lang)
  return (
    <section className="admin-checks" id="blockChecks" aria-labelledby="blockChecksHeading">
      <h2 id="blockChecksHeading">{t('checksHeading')}</h2>
      {errors.length + warnings.length === 0 ? (
        <p>{t('checksNone')}</p>
      ) : (
        <ul>
          {errors.map((f, i) => (
            <li key={`e${i}`} className="form__message form__message--error" data-finding={f.kind}>
              {findingText(lang, f)}
            </li>
          ))}
          {warnings.map((f, i) => (
            <li key={`w${i}`} data-finding={f.kind}>
              {findingText(lang, f)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
