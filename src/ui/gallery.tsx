/**
 * A photo gallery (spec 001 §2, §3 Gallery item; ADR 032): per item a link to the full image
 * with its size as `WIDTHxHEIGHT`, a thumbnail (width and height set) and a caption. The links
 * are real, so without JavaScript a click opens the full photo. Items past `visible` wait in a
 * native `<details>` whose summary is the "show more photos" button: it opens without script;
 * the gallery widget (src/client/widgets/gallery.ts) instead moves them into the grid and
 * removes the button. The lightbox is laid out in the `[data-pswp-layout]` element.
 */
import { translator, type Lang } from '../i18n/index.js'
import { widgetMessages } from '../i18n/widgets.js'

export interface GalleryItem {
  key: string | number
  full: string
  width: number
  height: number
  thumb: string
  thumbWidth: number
  thumbHeight: number
  caption: string
}

interface Props {
  lang: Lang
  /** Names the gallery (`data-gallery`); unique on the page. */
  id: string
  items: GalleryItem[]
  heading: string
  /** Items shown before "show more photos"; the rest wait behind it. */
  visible?: number
  /** The heading only for screen readers (the product page, whose photos need no title). */
  headingHidden?: boolean
  /**
   * `product`: the first photo large (its full image) with the others as thumbnails under it,
   * and no visible captions: a product photo's text is its alternative text, not a caption.
   */
  layout?: 'grid' | 'product'
}

/** The lightbox's words in the page's language, read by the widget. */
export function galleryTexts(lang: Lang): Record<string, string> {
  const t = translator(widgetMessages, lang)
  return {
    close: t('galleryClose'),
    zoom: t('galleryZoom'),
    prev: t('galleryPrev'),
    next: t('galleryNext'),
    share: t('galleryShare'),
    facebook: t('galleryShareFacebook'),
    twitter: t('galleryShareTwitter'),
    pinterest: t('gallerySharePinterest'),
    download: t('galleryDownload'),
    errorLink: t('galleryErrorLink'),
    errorRest: t('galleryErrorRest'),
  }
}

function Item({ item, first, large, captioned }: { item: GalleryItem; first: boolean; large: boolean; captioned: boolean }) {
  return (
    <figure className={large ? 'gallery__item gallery__item--main' : 'gallery__item'}>
      <a href={item.full} data-size={`${item.width}x${item.height}`}>
        <img
          src={large ? item.full : item.thumb}
          alt={item.caption}
          width={large ? item.width : item.thumbWidth}
          height={large ? item.height : item.thumbHeight}
          // The first photo is in view on arrival; lazy loading it would only delay it.
          loading={first ? 'eager' : 'lazy'}
          decoding="async"
          data-lazy={first ? undefined : ''}
        />
      </a>
      {captioned ? <figcaption>{item.caption}</figcaption> : null}
    </figure>
  )
}

export function Gallery({ lang, id, items, heading, visible = Infinity, headingHidden, layout = 'grid' }: Props) {
  const product = layout === 'product'
  const t = translator(widgetMessages, lang)
  if (items.length === 0) return null
  const shown = items.slice(0, visible)
  const more = items.slice(visible)
  const headingId = `gallery-${id}-heading`
  return (
    <section className="gallery-block" aria-labelledby={headingId}>
      <h2 id={headingId} className={headingHidden ? 'visually-hidden' : 'gallery-block__heading'}>
        {heading}
      </h2>
      <div className={product ? 'gallery gallery--product' : 'gallery'} id={`gallery-${id}`} data-gallery={id} data-gallery-texts={JSON.stringify(galleryTexts(lang))}>
        {shown.map((item, i) => (
          <Item key={item.key} item={item} first={i === 0} large={product && i === 0} captioned={!product} />
        ))}
      </div>
      {more.length > 0 ? (
        <details className="gallery__more">
          <summary className="gallery__more-button">{t('galleryShowMore', { count: more.length })}</summary>
          <div className="gallery gallery--more">
            {more.map((item) => (
              <Item key={item.key} item={item} first={false} large={false} captioned={!product} />
            ))}
          </div>
        </details>
      ) : null}
      <div className="gallery__viewer" data-pswp-layout="" />
    </section>
  )
}
