import { defineMessages } from './index.js'

/** The rich-text editor of the block rows (issue 25, ADR 099): its toolbar, link form and refusals. */
export const richtextMessages = defineMessages({
  toolbar: { cs: 'Formátování textu', en: 'Text formatting' },
  bold: { cs: 'Tučně', en: 'Bold' },
  italic: { cs: 'Kurzíva', en: 'Italic' },
  link: { cs: 'Odkaz', en: 'Link' },
  unlink: { cs: 'Zrušit odkaz', en: 'Remove link' },
  address: { cs: 'Adresa odkazu', en: 'Link address' },
  addressHint: {
    cs: 'https://…, cesta na webu (/…), mailto:, tel: nebo položka webu: news:12, page:34, document:5.',
    en: 'https://…, a path on the site (/…), mailto:, tel: or an item of the site: news:12, page:34, document:5.',
  },
  apply: { cs: 'Použít odkaz', en: 'Apply link' },
  cancel: { cs: 'Zrušit', en: 'Cancel' },
  empty: { cs: 'Napište adresu odkazu.', en: 'Type the link’s address.' },
  script: { cs: 'Adresy javascript: a data: nejsou povolené.', en: 'javascript: and data: addresses are not allowed.' },
  invalid: {
    cs: 'Tuto adresu nelze použít. Povolené jsou https://, http://, mailto:, tel:, cesta na webu začínající / a položky news:, page:, document: s číslem.',
    en: 'This address cannot be used. Allowed are https://, http://, mailto:, tel:, a path on the site starting with / and the items news:, page:, document: with a number.',
  },
  shortcuts: { cs: 'Zkratky: Ctrl+B tučně, Ctrl+I kurzíva, Ctrl+K odkaz.', en: 'Shortcuts: Ctrl+B bold, Ctrl+I italic, Ctrl+K link.' },
})
export type RichtextMessageKey = keyof typeof richtextMessages
