import { translator, type Lang } from '../../i18n/index.js'
import { shopMessages } from '../../i18n/shop.js'
import { Gallery } from '../../ui/gallery.js'
import { paths } from '../../ui/paths.js'
import { PhotoPlaceholder } from './photo-placeholder.js'
import type { ImageMeta } from './catalogue.types.js'

/** A product's photos in the site's gallery (src/ui/gallery.tsx; spec 001 §2, §3; ADR 032); a product without any shows the placeholder, named. */
export function ProductGallery({ lang, productId, images }: { lang: Lang; productId: number; images: ImageMeta[] }) {
  const t = translator(shopMessages, lang)
  if (images.length === 0) {
    return (
      <div className="product-gallery">
        <PhotoPlaceholder width={1200} height={900} className="product-gallery__none" label={t('noPhoto')} />
      </div>
    )
  }
  return (
    <div className="product-gallery">
      <Gallery
        lang={lang}
        id={`product-${productId}`}
        heading={t('gallery')}
        headingHidden
        layout="product"
        items={images.map((image) => ({
          key: image.id,
          full: paths.productImage(image.id, 'full'),
          width: image.width,
          height: image.height,
          thumb: paths.productImage(image.id, 'thumb'),
          thumbWidth: image.thumbWidth,
          thumbHeight: image.thumbHeight,
          caption: image.alt,
        }))}
      />
    </div>
  )
}
