/**
 * The render path. A full request renders the Document (the frame, rendered for this request)
 * around the `pageContent` region; a partial request renders only the named regions it asks for,
 * calling no other region. Content regions render with the content context alone (the language:
 * no visitor, no nonce), so a stored one (src/server/region-cache.ts) serves a full page and a
 * partial answer to anybody alike.
 */
import { randomBytes } from 'node:crypto'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { Assets, ChromeData } from '../../ui/chrome.js'
import type { ContainerId } from '../../ui/containers.js'
import { SpriteContext, spriteAddress } from '../../ui/icon.js'
import { Document } from '../../ui/layout/document.js'
import type { FrameElements, FrameSlot } from '../../ui/layout/frame-slots.js'
import { ContentContext, type ContentContextValue, type FrameContext } from '../../ui/page-context.js'
import type { PageMeta, PageModel } from '../../ui/page-model.js'

export interface DocumentInput {
  ctx: FrameContext
  meta: PageMeta
  /** The rendered `pageContent` region. */
  pageContent: string
  chrome: ChromeData
  /** The frame parts' HTML, rendered for this request (`renderRegion`), by container. */
  parts: ReadonlyMap<ContainerId, string>
  /** Where each part goes: its slot, in the registry's order (`FrameRegistry.layout`). */
  layout: FrameLayout
  assets: Assets
  preview: boolean
  /** Hosts iframe popups may show besides this site (POPUP_IFRAME_HOSTS). */
  iframeHosts?: readonly string[]
}

/** Part ids by the slot they are placed in. */
export type FrameLayout = Partial<Record<FrameSlot, readonly ContainerId[]>>

/**
 * A document rendered once with holes where the page content, each frame part and the nonce
 * go: `pieces` and holes alternate, `pieces` first and last. What fills the holes is all that
 * differs between two visitors of a stored page (ADR 010), so a stored page keeps its template
 * (render-cache.ts) and a request renders only the frame parts.
 */
export interface DocumentTemplate {
  pieces: readonly string[]
  holes: readonly Hole[]
  /** Memory it holds, in bytes (two per UTF-16 code unit, as V8 keeps Czech text). */
  size: number
}

export type Hole = { kind: 'content' } | { kind: 'nonce' } | { kind: 'part'; id: ContainerId }

/**
 * The holes' markers: random per process, so no text of a page (which goes in after the split)
 * or of its meta can forge one. They pass through React's escaping unchanged (letters, digits).
 */
const MARK = `qfhole${randomBytes(8).toString('hex')}`
const HOLE = new RegExp(`<template id="${MARK}-(content|part-[A-Za-z0-9]+)"></template>|${MARK}-nonce`, 'g')

export function documentTemplate({ ctx, meta, chrome, layout, assets, preview, iframeHosts }: Omit<DocumentInput, 'pageContent' | 'parts'>): DocumentTemplate {
  const hole = (name: string, key?: string) => <template key={key} id={`${MARK}-${name}`} />
  const frame: FrameElements = {}
  for (const [slot, ids] of Object.entries(layout) as [FrameSlot, ContainerId[]][]) frame[slot] = ids.map((id) => hole(`part-${id}`, id))
  const html = renderRegion(
    ctx,
    <Document ctx={{ ...ctx, nonce: `${MARK}-nonce` }} meta={meta} main={hole('content')} chrome={chrome} frame={frame} assets={assets} preview={preview} iframeHosts={iframeHosts} />,
    spriteAddress(preview ? null : assets.spriteVersion),
  )
  const pieces: string[] = []
  const holes: Hole[] = []
  let from = 0
  for (const match of html.matchAll(HOLE)) {
    pieces.push(html.slice(from, match.index))
    const name = match[1]
    holes.push(name === undefined ? { kind: 'nonce' } : name === 'content' ? { kind: 'content' } : { kind: 'part', id: name.slice('part-'.length) as ContainerId })
    from = match.index + match[0].length
  }
  pieces.push(html.slice(from))
  return { pieces, holes, size: 2 * html.length }
}

/** The document of a template with this request's content, parts and nonce in its holes. */
export function fillDocument(template: DocumentTemplate, { pageContent, parts, nonce }: { pageContent: string; parts: ReadonlyMap<ContainerId, string>; nonce: string }): string {
  let html = `<!DOCTYPE html>${template.pieces[0]}`
  template.holes.forEach((hole, i) => {
    html += hole.kind === 'content' ? pageContent : hole.kind === 'nonce' ? nonce : (parts.get(hole.id) ?? '')
    html += template.pieces[i + 1]
  })
  return html
}

/** A complete document (a page not stored: its template serves this request alone). */
export function renderDocument(input: DocumentInput): string {
  return fillDocument(documentTemplate(input), { pageContent: input.pageContent, parts: input.parts, nonce: input.ctx.nonce })
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
