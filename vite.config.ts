/**
 * The browser build: one small runtime entry (src/client/index.ts) with its CSS, one chunk per
 * island and one React chunk, all loaded only by pages that hold an island. The server finds
 * the entry through .vite/manifest.json (src/server/assets.ts). See docs/decisions/002.
 */
import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import { buildInputsPlugin } from './scripts/build-inputs-plugin.js'
import { shareImagePlugin } from './scripts/share-image-plugin.js'
import { spritePlugin } from './scripts/sprite-plugin.js'

const ICONS = 'src/ui/icons'
const LOGO = 'src/ui/icons/logo.svg'
/** The names the sharing image draws. */
const SHARE_IMAGE_TEXT = 'src/i18n/common.ts'

export default defineConfig({
  base: '/build/',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [
    spritePlugin({ iconDir: ICONS }),
    shareImagePlugin({ logo: LOGO }),
    // What `npm start` fingerprints to tell whether this build is current (scripts/build-state.ts).
    buildInputsPlugin({ root: fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, ''), extra: [ICONS, LOGO, SHARE_IMAGE_TEXT] }),
  ],
  build: {
    outDir: 'dist/build',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: true,
    rolldownOptions: {
      // The administration's stylesheet and script are entries of their own: only its pages link them (ADRs 059, 094).
      input: ['src/client/index.ts', 'src/client/styles/admin.css', 'src/client/admin.ts'],
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // React and its scheduler share one chunk that every island chunk imports.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
})
