/**
 * Strings of the content blocks: sign-language videos (spec 000 §2.13) and the collapsible FAQ
 * blocks (spec 000 §2.15). What the runtime shows after load is in client.ts.
 */
import { defineMessages } from './index.js'

export const contentBlockMessages = defineMessages({
  signLanguageSwitch: { cs: 'Videa ve znakovém jazyce', en: 'Sign-language videos' },
  signLanguageBlock: { cs: 'Ve znakovém jazyce', en: 'In sign language' },
  signLanguageVideo: {
    cs: 'Video ve znakovém jazyce: ${heading} (${n}. část)',
    en: 'Sign-language video: ${heading} (part ${n})',
  },
  faqHeading: { cs: 'Časté dotazy', en: 'Frequently asked questions' },
})
