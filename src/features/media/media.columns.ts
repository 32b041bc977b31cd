/** The media feature's columns other features' reads join (ADR 018, 057). */
import { mediaImages } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'

/** What a page needs to draw a picture (no bytes); other features' repositories join it too. */
export const pictureColumns = (lang: Lang) => ({
  id: mediaImages.id,
  width: mediaImages.width,
  height: mediaImages.height,
  widths: mediaImages.widths,
  version: mediaImages.version,
  alt: lang === 'cs' ? mediaImages.altCs : mediaImages.altEn,
})
