/**
 * Decorates the reply with `page(model)`: renders a PageModel as a complete document with
 * the page frame, or, when the request names targets (docs/protocol.md), only those regions.
 */
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { Lang } from '../../i18n/index.js'
import type { Assets, ChromeData } from '../../ui/chrome.js'
import type { PageModel } from '../../ui/page-model.js'
import { requestHeaders } from '../../shared/protocol.js'
import { requestedTargets, sendPartial } from '../partial.js'
import { pageContextOf } from '../render/context.js'
import { renderDocument } from '../render/page.js'

declare module 'fastify' {
  interface FastifyReply {
    page(model: PageModel): Promise<FastifyReply>
  }
}

export interface RenderOptions {
  assets: Assets
  preview: boolean
  /** Loads the frame data (menus); called only for full pages. */
  loadChrome: (lang: Lang) => Promise<ChromeData>
}

export const renderPlugin = fp<RenderOptions>(
  async (app, { assets, preview, loadChrome }) => {
    app.decorateReply('page', async function (this: FastifyReply, model: PageModel) {
      const targets = requestedTargets(this.request)
      if (targets) return sendPartial(this, model, targets)
      const ctx = pageContextOf(this)
      const chrome = await loadChrome(ctx.lang)
      const html = renderDocument({ ctx, model, chrome, assets, preview })
      return this.code(model.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('content-language', ctx.lang)
        .header('vary', requestHeaders.target)
        .send(html)
    })
  },
  { name: 'render', dependencies: ['request-context'] },
)
