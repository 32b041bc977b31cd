/**
 * The render path. A full request renders the Document around the `pageContent` region; a
 * partial request renders only the named regions it asks for, calling no other region (and
 * loading no frame data). Regions render on their own, so a stored one (src/server/region-cache.ts)
 * serves a full page and a partial answer alike.
 */
import { renderToString } from 'react-dom/server'
import type { Assets, ChromeData } from '../../ui/chrome.js'
import type { ContainerId } from '../../ui/containers.js'
import { Document } from '../../ui/layout/document.js'
import { chromeRegions } from '../../ui/layout/user-tools.js'
import { PageContext, type PageContextValue } from '../../ui/page-context.js'
import type { PageMeta, PageModel } from '../../ui/page-model.js'

export interface DocumentInput {
  ctx: PageContextValue
  meta: PageMeta
  /** The rendered `pageContent` region. */
  pageContent: string
  chrome: ChromeData
  assets: Assets
  preview: boolean
}

/** Stands where `pageContent` goes; replaced by its HTML (elements that React cannot emit otherwise). */
const SLOT = 'qf-page-content-slot'
const SLOT_HTML = `<template id="${SLOT}"></template>`

export function renderDocument({ ctx, meta, pageContent, chrome, assets, preview }: DocumentInput): string {
  const html = renderToString(
    <PageContext.Provider value={ctx}>
      <Document ctx={ctx} meta={meta} main={<template id={SLOT} />} chrome={chrome} assets={assets} preview={preview} regions={chromeRegions(ctx)} />
    </PageContext.Provider>,
  )
  const at = html.indexOf(SLOT_HTML)
  return `<!DOCTYPE html>${html.slice(0, at)}${pageContent}${html.slice(at + SLOT_HTML.length)}`
}

/** The regions a page can render alone: its own and those of the page frame. */
export function availableRegions(ctx: PageContextValue, model: PageModel): Partial<Record<ContainerId, () => React.ReactElement>> {
  return { ...chromeRegions(ctx), ...model.regions }
}

/**
 * Renders the requested regions alone, in the order asked. A region the page does not
 * have is reported as missing (the protocol decides what to answer), never rendered empty.
 */
export function renderRegions(
  ctx: PageContextValue,
  model: PageModel,
  ids: readonly ContainerId[],
): { html: Map<ContainerId, string>; missing: ContainerId[] } {
  const regions = availableRegions(ctx, model)
  const html = new Map<ContainerId, string>()
  const missing: ContainerId[] = []
  for (const id of ids) {
    const region = regions[id]
    if (!region) {
      missing.push(id)
      continue
    }
    html.set(id, renderRegion(ctx, region))
  }
  return { html, missing }
}

/** One region's HTML. */
export function renderRegion(ctx: PageContextValue, region: () => React.ReactElement): string {
  return renderToString(<PageContext.Provider value={ctx}>{region()}</PageContext.Provider>)
}
