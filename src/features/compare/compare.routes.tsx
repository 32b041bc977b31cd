/**
 * The product comparison (ADR 029): its page, add (from tiles and product pages),
 * remove, and the "show different only" filter. Guests too: the compared ids live in the
 * visitor's cookie (compare-cookie.ts). Thin: parse, ask the service, set the cookie, answer.
 *
 * - Add: 303 to the comparison; a fifth product, or one not on offer, 422 with the message.
 * - Remove and filter, with the runtime: `X-PU-Reload` of the page and the user lists;
 *   without it: 303 to the page.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { defineForm, messageKeys, parseForm, requiredString } from '../../forms/form.js'
import { compareMessages, type CompareMessageKey } from '../../i18n/lists.js'
import { translate, type Lang } from '../../i18n/index.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { answersInPlace, sendReload } from '../../server/partial.js'
import { paths, routes } from '../../ui/paths.js'
import { UPDATED_CART, USER_LISTS } from '../shop/user-lists.js'
import { compareCookie, differentOnly } from './compare-cookie.js'
import { COMPARE_HEADING, comparePageModel, DIFFERENT_ONLY_ID, isCompareNotice } from './compare-page.js'

const key = messageKeys(compareMessages)
const ProductForm = defineForm({
  schema: z.object({ product: requiredString(key('productInvalid')).regex(/^[1-9]\d{0,8}$/, key('productInvalid')).transform(Number) }),
  messages: compareMessages,
})

export const compareRoutes: FastifyPluginAsync = async (app) => {
  const { compare, shop } = app.services
  const cookie = compareCookie(app.config.PUBLIC_ORIGIN)

  app.addHook('onRequest', async (_req, reply) => void reply.header('cache-control', 'private, no-store'))

  const view = async (req: FastifyRequest, lang: Lang, ids = cookie.read(req.cookies), notice?: { kind: 'status' | 'error'; text: string }, filter = differentOnly(req.cookies)) => {
    const items = await compare.products(lang, ids)
    return { items, cards: await shop.cards(lang, items.map((p) => p.id)), differentOnly: filter, notice }
  }

  const refuse = async (req: FastifyRequest, reply: FastifyReply, lang: Lang, message: CompareMessageKey) =>
    reply.code(422).page(comparePageModel(lang, await view(req, lang, undefined, { kind: 'error', text: translate(compareMessages, lang, message) }), 422))

  const done = (reply: FastifyReply, lang: Lang, notice: 'added' | 'removed' | null, focus: string) =>
    answersInPlace(reply.request)
      ? sendReload(reply, { frame: USER_LISTS, flags: [UPDATED_CART], page: paths.compare(lang), focus, announce: notice ? translate(compareMessages, lang, notice) : undefined })
      : reply.redirect(paths.compare(lang) + (notice ? `?notice=${notice}` : ''), 303)

  eachLang((lang) => {
    app.get<{ Querystring: { notice?: unknown } }>(routes.compare[lang], async (req, reply) => {
      const notice = isCompareNotice(req.query.notice) ? { kind: 'status' as const, text: translate(compareMessages, lang, req.query.notice) } : undefined
      return reply.page(comparePageModel(lang, await view(req, lang, undefined, notice)))
    })

    app.post(routes.compareAdd[lang], async (req, reply) => {
      const submitted = parseForm(ProductForm, formBody(req))
      if (!submitted.ok) return refuse(req, reply, lang, 'productInvalid')
      const change = await compare.add(lang, cookie.read(req.cookies), submitted.values.product)
      if (!change.ok) return refuse(req, reply, lang, change.problem === 'full' ? 'full' : 'unknownProduct')
      cookie.write(reply, change.ids)
      return reply.redirect(`${paths.compare(lang)}?notice=added`, 303)
    })

    app.post(routes.compareRemove[lang], async (req, reply) => {
      const submitted = parseForm(ProductForm, formBody(req))
      if (!submitted.ok) return refuse(req, reply, lang, 'productInvalid')
      const change = await compare.remove(lang, cookie.read(req.cookies), submitted.values.product)
      if (!change.ok) return refuse(req, reply, lang, 'notCompared')
      cookie.write(reply, change.ids)
      return done(reply, lang, 'removed', COMPARE_HEADING)
    })

    app.post(routes.compareFilter[lang], async (req, reply) => {
      const body = formBody(req) as Record<string, unknown> | null
      // The checkbox comes after its hidden "0": the last value sent is the state.
      const sent = body?.differentOnly
      const last = Array.isArray(sent) ? sent[sent.length - 1] : sent
      cookie.writeFilter(reply, req.cookies, last === '1')
      return done(reply, lang, null, DIFFERENT_ONLY_ID)
    })
  })
}
