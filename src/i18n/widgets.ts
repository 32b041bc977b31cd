import { defineMessages } from './index.js'

/** The storefront widgets of issue 15: alert banner, galleries, social feed (spec 001 §3, §8). */
export const widgetMessages = defineMessages({
  alertLabel: { cs: 'Upozornění', en: 'Notice' },
  alertClose: { cs: 'Zavřít upozornění', en: 'Close the notice' },
  galleryHeading: { cs: 'Fotogalerie', en: 'Photo gallery' },
  galleryPhotoCount: { cs: '${count} fotografií', en: '${count} photos' },
  galleryShowMore: { cs: 'Zobrazit další fotografie (${count})', en: 'Show more photos (${count})' },
  socialHeading: { cs: 'Sledujte nás na sociálních sítích', en: 'Follow us on social media' },
  socialProfile: { cs: 'Náš profil', en: 'Our profile' },
})
