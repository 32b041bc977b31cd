/**
 * The cart (spec 000 §7 "Add to cart", "User lists refresh"): its page, and the add,
 * quantity and remove posts. Thin: parse with the form's schema, ask the service, answer.
 *
 * - Add, with the runtime (`X-PU-Target`): the "added" page, whose `pageContent` the runtime
 *   shows in a popup before refreshing the user lists; without it: 303 to the cart page.
 * - Quantity and remove, with the runtime: `X-PU-Reload` of the cart page and the user lists
 *   (flag `updatedCart`), focus on the changed field; without it: 303 to the cart page.
 * - Anything refused (malformed, unknown variant, over the stock, not in this visitor's cart):
 *   422 with a localized message, nothing changed.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { isDatabaseUnavailable } from '../../db/unavailable.js'
import { parseForm, singleValue } from '../../forms/form.js'
import { discountMessages } from '../../i18n/discounts.js'
import { discountProblemText } from '../discounts/discount-text.js'
import { cartMessages } from '../../i18n/cart.js'
import { formatPrice, translate, type Lang } from '../../i18n/index.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { answersInPlace, sendReload } from '../../server/partial.js'
import { paths, routes } from '../../ui/paths.js'
import { UPDATED_CART, USER_LISTS } from '../shop/user-lists.js'
import { cartCookie, cartOwners } from './cart-cookie.js'
import { cartAddedModel, cartPageModel, itemLabel, type CartView, problemText, quantityId, CART_HEADING, DISCOUNT_CODE_FIELD, DISCOUNT_REMOVE } from './cart-page.js'
import { AddToCartForm, QuantityForm, RemoveForm } from './cart.schema.js'
import { guestOwner, userOwner, type CartChange } from './cart.service.js'
import { noStore } from '../../server/no-store.js'

export const cartRoutes: FastifyPluginAsync = async (app) => {
  const { cart, shop, discounts } = app.services
  const { ownerOf, ensureOwner } = cartOwners(cartCookie(app.config.PUBLIC_ORIGIN))

  const message = (lang: Lang, change: Extract<CartChange, { ok: false }>) => problemText(lang, change.problem, change.available)
  const formProblem = (lang: Lang, errors: Partial<Record<string, string>>) =>
    translate(cartMessages, lang, errors.variant || errors.form ? 'variantInvalid' : 'quantityInvalid')

  /** The visitor's cart with the cards of its products (photo, price before a sale). */
  const viewOf = async (req: FastifyRequest, lang: Lang, discountForm?: CartView['discountForm']): Promise<CartView> => {
    const owner = ownerOf(req)
    const view = await cart.view(lang, owner)
    // The code held, with what it takes off now; one that may no longer be used shows as not applied.
    const applied = await discounts.current(owner, view.items, { userId: req.user?.id ?? null, email: null })
    return { cart: view, cards: await shop.cards(lang, view.items.map((i) => i.productId)), discount: applied?.ok ? applied.discount : null, discountForm }
  }

  /** The cart page again with a problem, 422: the runtime swaps the `cart` region it asked for. */
  const refuse = async (req: FastifyRequest, reply: FastifyReply, lang: Lang, text: string) =>
    reply.code(422).page(cartPageModel(lang, await viewOf(req, lang), { kind: 'error', text }, 422))

  const done = (reply: FastifyReply, lang: Lang, focus: string, announce: string) =>
    answersInPlace(reply.request)
      ? sendReload(reply, { frame: USER_LISTS, flags: [UPDATED_CART], page: paths.cart(lang), focus, announce })
      : reply.redirect(paths.cart(lang), 303)

  eachLang((lang) => {
    // A discount code (ADR 069): only the field `code` is read; the amount is always reckoned here.
    app.post(routes.cartDiscount[lang], async (req, reply) => {
      noStore(reply)
      const typed = (singleValue(formBody(req), 'code') ?? '').trim()
      const owner = ownerOf(req)
      const refuse = async (error: string) => reply.code(422).page(cartPageModel(lang, await viewOf(req, lang, { code: typed.slice(0, 32), error }), undefined, 422))
      if (!typed) return refuse(translate(discountMessages, lang, 'empty'))
      const items = (await cart.view(lang, owner)).items
      if (!owner || items.length === 0) return refuse(problemText(lang, 'notInCart'))
      const applied = await discounts.apply(owner, typed, items, { userId: req.user?.id ?? null, email: null })
      if (!applied.ok) return refuse(discountProblemText(lang, applied.problem, applied.code, applied.minimumMinor))
      return done(reply, lang, DISCOUNT_REMOVE, translate(discountMessages, lang, 'applied', { code: applied.discount.code, amount: formatPrice(lang, applied.discount.totalMinor) }))
    })

    app.post(routes.cartDiscountRemove[lang], async (req, reply) => {
      noStore(reply)
      const owner = ownerOf(req)
      if (owner) await discounts.remove(owner)
      return done(reply, lang, DISCOUNT_CODE_FIELD, translate(discountMessages, lang, 'removed'))
    })

    app.get<{ Querystring: { added?: unknown } }>(routes.cart[lang], async (req, reply) => {
      const view = await viewOf(req, lang)
      const added = view.cart.items.find((i) => String(i.variantId) === req.query.added)
      const notice = added ? { kind: 'status' as const, text: translate(cartMessages, lang, 'added', { name: itemLabel(added), quantity: added.quantity }) } : undefined
      noStore(reply)
      return reply.page(cartPageModel(lang, view, notice))
    })

    app.post(routes.cartAdd[lang], async (req, reply) => {
      noStore(reply)
      const submitted = parseForm(AddToCartForm, formBody(req))
      if (!submitted.ok) return reply.code(422).page(cartAddedModel(lang, { problem: formProblem(lang, submitted.errors) }, 422))
      const { variant, quantity } = submitted.values
      const owner = ensureOwner(req, reply)
      const added = await cart.add(lang, owner, variant, quantity)
      // Without the runtime the cart page shows the cart: it is read here only for the popup.
      const change = added.ok && req.headers['x-pu-target'] !== undefined ? await cart.line(lang, owner, variant) : added
      if (!change.ok) {
        const productUrl = change.variant && paths.product(lang, change.variant.categorySlugs[lang], change.variant.slugs[lang])
        return reply.code(422).page(cartAddedModel(lang, { problem: message(lang, change), productUrl }, 422))
      }
      if (!('cart' in change)) return reply.redirect(paths.cart(lang, variant), 303)
      return reply.page(cartAddedModel(lang, change))
    })

    app.post(routes.cartUpdate[lang], async (req, reply) => {
      const submitted = parseForm(QuantityForm, formBody(req))
      if (!submitted.ok) return refuse(req, reply, lang, formProblem(lang, submitted.errors))
      const { variant, quantity } = submitted.values
      const change = await cart.setQuantity(lang, ownerOf(req), variant, quantity)
      if (!change.ok) return refuse(req, reply, lang, message(lang, change))
      return done(reply, lang, quantityId(variant), translate(cartMessages, lang, 'quantityChanged', { name: itemLabel(change.item), quantity }))
    })

    app.post(routes.cartRemove[lang], async (req, reply) => {
      const submitted = parseForm(RemoveForm, formBody(req))
      if (!submitted.ok) return refuse(req, reply, lang, formProblem(lang, submitted.errors))
      const removed = await cart.remove(lang, ownerOf(req), submitted.values.variant)
      if (!removed.ok) return refuse(req, reply, lang, problemText(lang, removed.problem))
      return done(reply, lang, CART_HEADING, translate(cartMessages, lang, 'removed', { name: itemLabel(removed.variant) }))
    })
  })
}

/**
 * At login (a hook the account routes call once the session is rotated): the visitor's guest
 * cart joins the account's cart and its cookie is cleared.
 */
export async function mergeGuestCartAtSignIn(app: { services: { cart: { merge(guest: string, user: string): Promise<void> } }; config: { PUBLIC_ORIGIN?: string } }, req: FastifyRequest, reply: FastifyReply, userId: number) {
  const cookie = cartCookie(app.config.PUBLIC_ORIGIN)
  const token = cookie.read(req.cookies)
  if (!token) return
  try {
    await app.services.cart.merge(guestOwner(token), userOwner(userId))
  } catch (err) {
    // The carts' store is away (Redis, ADR 026): the sign-in itself went through and must not
    // answer 503. The guest cart and its cookie stay, to be merged at a later sign-in.
    if (!isDatabaseUnavailable(err)) throw err
    req.log.warn({ err }, 'guest cart not merged at sign-in: the cart store is unavailable')
    return
  }
  cookie.clear(reply)
}
