/**
 * `POST /qf/cs/eshop/hlidat-dostupnost` · `/qf/en/eshop/back-in-stock` (ADR 081): a shopper asks
 * to be mailed when a sold-out variant is back. Saved (or already waiting): 303 to the product
 * page with its confirmation, which the runtime follows as well. Refused (a malformed or overlong
 * address, none while signed out, a variant in stock, too many waiting for the address): the
 * product page again with the form's messages, 422. An unknown or hidden variant is a 404.
 * Cross-site posts are refused before this runs, as for every form (APP_ERR_CROSS_SITE).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { parseForm, singleValue } from '../../forms/form.js'
import { formBody } from '../../server/forms.js'
import { NotFoundError } from '../../server/errors.js'
import { eachLang } from '../../server/localized.js'
import { noStore } from '../../server/no-store.js'
import { paths, routes } from '../../ui/paths.js'
import type { Lang } from '../../i18n/index.js'
import { BACK_IN_STOCK_FORM, BACK_IN_STOCK_NOTICE, BackInStockForm } from './back-in-stock.js'
import type { BackInStockView } from './back-in-stock-form.js'
import { productPageModel } from './product-page.js'

const variantIdOf = (raw: string | undefined) => (raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined)

export const backInStockRoutes: FastifyPluginAsync = async (app) => {
  const { backInStock, shop, profile } = app.services

  eachLang((lang: Lang) => {
    app.post(routes.backInStock[lang], async (req, reply) => {
      noStore(reply)
      const body = formBody(req)
      const variantId = variantIdOf(singleValue(body, 'variant'))
      const target = variantId === undefined ? undefined : await backInStock.target(lang, variantId)
      if (!target || !target.published) throw new NotFoundError(req.url)
      const productPage = paths.product(lang, target.categorySlug, target.productSlug)

      const refuse = async (reply: FastifyReply, view: BackInStockView) => {
        const found = await shop.productPage(lang, target.categorySlug, target.productSlug)
        if (found?.found !== 'page') throw new NotFoundError(req.url)
        return reply.page({ ...productPageModel(lang, found.data, view), status: 422, robots: 'noindex' })
      }

      const parsed = parseForm(BackInStockForm, body)
      if (!parsed.ok) return refuse(reply, { state: parsed })
      const email = parsed.values.email || (req.user ? ((await profile.profile(req.user.id))?.email ?? '') : '')
      if (!email) return refuse(reply, { state: { errors: { email: 'emailRequired' }, echo: { variant: String(target.variantId) } } })
      const outcome = await backInStock.request(lang, target.variantId, email)
      if (outcome === 'unknown') throw new NotFoundError(req.url)
      if (outcome !== 'requested') return refuse(reply, { state: { errors: { form: outcome }, echo: { variant: String(target.variantId), email: parsed.values.email } } })
      await app.liveValidation.releaseFor(req, BACK_IN_STOCK_FORM)
      return reply.redirect(`${productPage}?notice=${BACK_IN_STOCK_NOTICE}`, 303)
    })
  })
}
