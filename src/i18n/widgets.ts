import { defineMessages } from './index.js'

/** Messages of the storefront widgets the server renders: slider, tooltips, toggles, sharing, password fields; alert banner, galleries, social feed (spec 001 §3, §8). */
export const widgetMessages = defineMessages({
  heroSlider: { cs: 'Univerzita a její fakulty', en: 'The university and its faculties' },
  promotions: { cs: 'Akční nabídka', en: 'Promotions' },
  promotionLink: { cs: 'Zobrazit ${name}', en: 'View ${name}' },
  sliderRole: { cs: 'prezentace', en: 'carousel' },
  slideRole: { cs: 'snímek', en: 'slide' },
  slideOf: { cs: '${n} z ${count}', en: '${n} of ${count}' },
  slidePrevious: { cs: 'Předchozí snímek', en: 'Previous slide' },
  slideNext: { cs: 'Další snímek', en: 'Next slide' },
  slideGo: { cs: 'Snímek ${n}', en: 'Slide ${n}' },
  slides: { cs: 'Snímky', en: 'Slides' },
  /** The pause button keeps its name; `aria-pressed` says it is paused (APG toggle button). */
  sliderPause: { cs: 'Zastavit prezentaci', en: 'Stop the slideshow' },
  showPassword: { cs: 'Zobrazit heslo', en: 'Show password' },
  share: { cs: 'Sdílet', en: 'Share' },
  shareOn: { cs: 'Sdílet na síti ${network} (otevře nové okno)', en: 'Share on ${network} (opens a new window)' },
  vatHintLabel: { cs: 'Co znamená DPH', en: 'What VAT means' },
  vatHint: {
    cs: 'Ceny jsou včetně DPH (daň z přidané hodnoty). Sazby a jejich základ uvádí rozpis DPH pod košíkem.',
    en: 'Prices include VAT (value added tax). The rates and their base are listed in the VAT summary below the cart.',
  },
  priceVatHint: {
    cs: 'Cena je včetně DPH; cena bez DPH je uvedena vedle.',
    en: 'The price includes VAT; the price without VAT is shown beside it.',
  },
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
