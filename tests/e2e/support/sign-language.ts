import type { Page } from '@playwright/test'

/** localStorage key of the sign-language switch (src/client/config.ts). */
export const SIGN_LANGUAGE_KEY = 'signLanguageVideos'

/** The switch stored as `value` ('1': on) before the page loads; the top document only (the player's frame has no storage). */
export const switchedOn = (page: Page, value = '1') =>
  page.addInitScript(([key, stored]) => window === window.top && localStorage.setItem(key!, stored!), [SIGN_LANGUAGE_KEY, value])
