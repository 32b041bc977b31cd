/// <reference types="vite/client" />
/**
 * axe-core's script as a file of the build (ADR 098): the preview's accessibility check loads it
 * into the preview page when it runs, so no other page downloads it and the CSP's `script-src
 * 'self'` allows it as it is.
 */
import axeUrl from 'axe-core/axe.min.js?url'

export default axeUrl
