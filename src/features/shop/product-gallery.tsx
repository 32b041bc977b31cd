import { translator, type Lang } from '../../i18n/index.js'
import { shopMessages } from '../../i18n/shop.js'
import { paths } from '../../ui/paths.js'
import type { ImageMeta } from './shop.repository.js'

/**
 * Photo gallery in the markup the PhotoSwipe-style viewer reads (spec 001 §2, §3): per item a
 * link to the full image with its size as `WIDTHxHEIGHT`, a thumbnail and a caption. The links
 * are real, so without JavaScript a click simply opens the full photo.
 */
export function ProductGallery({ lang, productId, images }: { lang: Lang; productId: number; images: ImageMeta[] }) {
  const t = translator(shopMessages, lang)
  if (images.length === 0) return null
  return (
    <section className="product-gallery" aria-labelledby="productGalleryHeading">
      <h2 id="productGalleryHeading" className="visually-hidden">
        {t('gallery')}
      </h2>
      <div
        className="gallery"
        id={`gallery-product-${productId}`}
        data-gallery={`product-${productId}`}
        itemScope
        itemType="http://schema.org/ImageGallery"
      >
        {images.map((image, index) => (
          <figure
            key={image.id}
            className="gallery__item"
            itemProp="associatedMedia"
            itemScope
            itemType="http://schema.org/ImageObject"
          >
            <a href={paths.productImage(image.id, 'full')} itemProp="contentUrl" data-size={`${image.width}x${image.height}`}>
              <img
                src={paths.productImage(image.id, 'thumb')}
                alt={image.alt}
                width={image.thumbWidth}
                height={image.thumbHeight}
                // The first photo is in view on arrival; lazy loading it would only delay it.
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                itemProp="thumbnail"
              />
            </a>
            <figcaption itemProp="caption description">{image.alt}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  )
}
