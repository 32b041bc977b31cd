/**
 * The render path. A full request renders the Document (the frame, rendered for this request)
 * around the `pageContent` region; a partial request renders only the named regions it asks for,
 * calling no other region. Content regions render with the content context alone (the language:
 * no visitor, no nonce), so a stored one (src/server/region-cache.ts) serves a full page and a
 * partial answer to anybody alike.
 */
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { Assets, ChromeData } from '../../ui/chrome.js'
import type { ContainerId } from '../../ui/containers.js'
import { SpriteContext, spriteAddress } from '../../ui/icon.js'
import { Document } from '../../ui/layout/document.js'
import type { FrameElements } from '../../ui/layout/frame-slots.js'
import { ContentContext, type ContentContextValue, type FrameContext } from '../../ui/page-context.js'
import type { PageMeta, PageModel } from '../../ui/page-model.js'

export interface DocumentInput {
  ctx: FrameContext
  meta: PageMeta
  /** The rendered `pageContent` region. */
  pageContent: string
  chrome: ChromeData
  /** The frame parts, rendered for this request, by slot. */
  frame: FrameElements
  assets: Assets
  preview: boolean
  /** Hosts iframe popups may show besides this site (POPUP_IFRAME_HOSTS). */
  iframeHosts?: readonly string[]
}

/** Stands where `pageContent` goes; replaced by its HTML (elements that React cannot emit otherwise). */
const SLOT = 'qf-page-content-slot'
const SLOT_HTML = `<template id="${SLOT}"></template>`

export function renderDocument({ ctx, meta, pageContent, chrome, frame, assets, preview, iframeHosts }: DocumentInput): string {
  const html = renderRegion(
    ctx,
    <Document ctx={ctx} meta={meta} main={<template id={SLOT} />} chrome={chrome} frame={frame} assets={assets} preview={preview} iframeHosts={iframeHosts} />,
    spriteAddress(preview ? null : assets.spriteVersion),
  )
  const at = html.indexOf(SLOT_HTML)
  return `<!DOCTYPE html>${html.slice(0, at)}${pageContent}${html.slice(at + SLOT_HTML.length)}`
}

/**
 * Renders the page's requested regions alone, in the order asked. A region the page does not
 * have is reported as missing (the protocol decides what to answer), never rendered empty.
 * `sprite` is the icon sprite's address (src/ui/icon.tsx).
 */
export function renderRegions(
  ctx: ContentContextValue,
  model: PageModel,
  ids: readonly ContainerId[],
  sprite = '',
): { html: Map<ContainerId, string>; missing: ContainerId[] } {
  const regions: Partial<Record<ContainerId, () => ReactElement>> = model.regions
  const html = new Map<ContainerId, string>()
  const missing: ContainerId[] = []
  for (const id of ids) {
    const region = regions[id]
    if (region) html.set(id, renderRegion(ctx, region(), sprite))
    else missing.push(id)
  }
  return { html, missing }
}

/** One region's (or frame part's) HTML; its icons point into `sprite`. */
export function renderRegion(ctx: ContentContextValue, element: ReactElement, sprite = ''): string {
  return renderToString(
    <ContentContext.Provider value={{ lang: ctx.lang }}>
      <SpriteContext.Provider value={sprite}>{element}</SpriteContext.Provider>
    </ContentContext.Provider>,
  )
}
