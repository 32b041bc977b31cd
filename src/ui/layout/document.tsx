import type { ReactElement } from 'react'
import { clientMessagesJson } from '../../i18n/client.js'
import { common } from '../../i18n/common.js'
import { translate } from '../../i18n/index.js'
import { consentDefaultScript } from '../../shared/consent.js'
import type { Assets, ChromeData } from '../chrome.js'
import type { FrameContext } from '../page-context.js'
import type { PageMeta } from '../page-model.js'
import type { FrameElements } from './frame-slots.js'
import { Footer, FOOTER_ID } from './footer.js'
import { Header } from './header.js'
import { SeoHead } from './seo-head.js'
import { SkipNav } from './skip-nav.js'
import { spriteAddress } from '../icon.js'

interface Props {
  ctx: FrameContext
  meta: PageMeta
  /** The `pageContent` region, or the placeholder the render path swaps for its HTML. */
  main: ReactElement
  chrome: ChromeData
  assets: Assets
  preview: boolean
  /** The frame parts features registered (src/server/frame.ts), rendered for this request. */
  frame: FrameElements
  /** Hosts iframe popups may show besides this site (ADR 021). */
  iframeHosts?: readonly string[]
}

const CONSENT_DEFAULT = consentDefaultScript()

/** The complete HTML document around a page's regions. */
export function Document({ ctx, meta, main, chrome, assets, preview, frame, iframeHosts }: Props): ReactElement {
  const { lang } = ctx
  const t = (key: keyof typeof common, values?: Record<string, string | number>) =>
    translate(common, lang, key, values)
  const siteName = t('siteName')
  const title = meta.title === siteName ? siteName : `${meta.title} | ${siteName}`
  return (
    <html lang={lang} data-sprite-version={preview ? undefined : assets.spriteVersion} data-preview={preview ? '' : undefined}
      data-popup-hosts={iframeHosts?.length ? iframeHosts.join(' ') : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <SeoHead ctx={ctx} meta={meta} title={title} siteName={siteName} assets={assets} />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {ctx.admin
          ? assets.adminStyles?.map((href) => (
              <link key={href} rel="stylesheet" href={href} />
            ))
          : null}
        {/* No paint of half a page (ADR 013): a parser that yields midway (a busy phone) would paint
            the header's actions or a row of tiles half there, and the rest would move them. */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        {/* Consent Mode's default, every signal denied, before any tag (spec 001 §7; ADR 024). */}
        <script nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT }} />
        <script type="module" src={assets.script} nonce={ctx.nonce} />
        {ctx.admin && assets.adminScript ? <script type="module" src={assets.adminScript} nonce={ctx.nonce} /> : null}
      </head>
      <body className={meta.section === 'eshop' ? 'section-eshop' : 'section-web'}>
        <SkipNav lang={lang} sideMenu={meta.sideMenu === true} />
        {/* Spec 001 §7: the runtime fetches the sprite from the address in data-url. */}
        <div id="svg-sprite" className="svg-sprite" data-url={spriteAddress(preview ? null : assets.spriteVersion)} hidden />
        {frame.pageTop}
        <Header lang={lang} meta={meta} chrome={chrome} frame={frame} />
        {main}
        <Footer lang={lang} links={chrome.footer} />
        {frame.bodyEnd}
        <div id="liveRegion" className="visually-hidden" aria-live="polite" aria-atomic="true" />
        <script type="application/json" id="puMessages" dangerouslySetInnerHTML={{ __html: clientMessagesJson(lang) }} />
      </body>
    </html>
  )
}
