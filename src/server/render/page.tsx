/**
 * The render path. A full request renders the Document; a partial request renders only
 * the named regions it asks for, calling no other region (and loading no frame data).
 */
import { renderToString } from 'react-dom/server'
import type { Assets, ChromeData } from '../../ui/chrome.js'
import type { ContainerId } from '../../ui/containers.js'
import { Document } from '../../ui/layout/document.js'
import { chromeRegions } from '../../ui/layout/user-tools.js'
import { PageContext, type PageContextValue } from '../../ui/page-context.js'
import type { PageModel } from '../../ui/page-model.js'

export interface DocumentInput {
  ctx: PageContextValue
  model: PageModel
  chrome: ChromeData
  assets: Assets
  preview: boolean
}

export function renderDocument({ ctx, model, chrome, assets, preview }: DocumentInput): string {
  const html = renderToString(
    <PageContext.Provider value={ctx}>
      <Document ctx={ctx} model={model} chrome={chrome} assets={assets} preview={preview} regions={chromeRegions(ctx)} />
    </PageContext.Provider>,
  )
  return `<!DOCTYPE html>${html}`
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
    html.set(id, renderToString(<PageContext.Provider value={ctx}>{region()}</PageContext.Provider>))
  }
  return { html, missing }
}
