/**
 * Strings of the content blocks: sign-language videos (spec 000 §2.13) and the collapsible FAQ
 * blocks (spec 000 §2.15). What the runtime shows after load is in client.ts.
 */
import { defineMessages } from './index.js'

export const contentBlockMessages = defineMessages({
  /** The switch's name, shown beside its icon where the header has room. */
  signLanguageSwitch: { cs: 'Znakový jazyk', en: 'Sign language' },
  signLanguageSwitchHint: { cs: 'Zobrazit videa ve znakovém jazyce', en: 'Show sign-language videos' },
  signLanguageBlock: { cs: 'Ve znakovém jazyce', en: 'In sign language' },
  signLanguageVideo: {
    cs: 'Video ve znakovém jazyce: ${heading} (${n}. část)',
    en: 'Sign-language video: ${heading} (part ${n})',
  },
  faqHeading: { cs: 'Časté dotazy', en: 'Frequently asked questions' },
})
