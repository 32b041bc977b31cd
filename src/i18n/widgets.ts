import { defineMessages } from './index.js'

/** The storefront widgets of issue 15: alert banner, galleries, social feed (spec 001 §3, §8). */
export const widgetMessages = defineMessages({
  alertLabel: { cs: 'Upozornění', en: 'Notice' },
  alertClose: { cs: 'Zavřít upozornění', en: 'Close the notice' },
  galleryHeading: { cs: 'Fotogalerie', en: 'Photo gallery' },
  galleryPhotoCount: { cs: '${count} fotografií', en: '${count} photos' },
  galleryShowMore: { cs: 'Zobrazit další fotografie (${count})', en: 'Show more photos (${count})' },
  galleryClose: { cs: 'Zavřít (Esc)', en: 'Close (Esc)' },
  galleryZoom: { cs: 'Přiblížit', en: 'Zoom in/out' },
  galleryPrev: { cs: 'Předchozí (šipka vlevo)', en: 'Previous (arrow left)' },
  galleryNext: { cs: 'Další (šipka vpravo)', en: 'Next (arrow right)' },
  galleryShare: { cs: 'Sdílet', en: 'Share' },
  galleryShareFacebook: { cs: 'Sdílet na Facebooku', en: 'Share on Facebook' },
  galleryShareTwitter: { cs: 'Tweetnout', en: 'Tweet' },
  gallerySharePinterest: { cs: 'Připnout na Pinterest', en: 'Pin it' },
  galleryDownload: { cs: 'Stáhnout obrázek', en: 'Download image' },
  /** Spec 001 §8: 'The image could not be loaded.' with a link; the link's words come first. */
  galleryErrorLink: { cs: 'Obrázek', en: 'The image' },
  galleryErrorRest: { cs: 'se nepodařilo načíst.', en: 'could not be loaded.' },
  socialHeading: { cs: 'Sledujte nás na sociálních sítích', en: 'Follow us on social media' },
  socialProfile: { cs: 'Náš profil', en: 'Our profile' },
})
