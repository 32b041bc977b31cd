/**
 * Shopping lists (ADR 029): the page, create, rename, delete, add (from tiles and
 * product pages), remove an item, move all to the cart. Thin: check the user, parse with the
 * form's schema, ask the service, answer.
 *
 * - A guest who adds is sent to log in and comes back to the add (spec 000 §2.14, the shopping
 *   list redirect): the GET of the add address, which offers the lists to choose from.
 * - With the runtime (`X-PU-Target`): `X-PU-Reload` of this page and the user lists, focus and
 *   an announcement; without it: 303 to the page with a fixed notice.
 * - Anything refused: 422 with a localized message, nothing changed; another user's list is a 404.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { parseForm } from '../../forms/form.js'
import { listsMessages, type ListsMessageKey } from '../../i18n/lists.js'
import { translate, type Lang } from '../../i18n/index.js'
import { NotFoundError } from '../../server/errors.js'
import { formBody } from '../../server/forms.js'
import { eachLang } from '../../server/localized.js'
import { answersInPlace, sendNavigate, sendReload } from '../../server/partial.js'
import type { RequestUser } from '../../server/plugins/request-context.js'
import { paths, routes, SHOPPING_LIST_ACTIONS, type ShoppingListAction } from '../../ui/paths.js'
import { userOwner } from '../cart/cart.service.js'
import { UPDATED_CART, USER_LISTS } from '../shop/user-lists.js'
import { chooseListModel, isListNotice, listHeadingId, listsPageModel, LISTS_HEADING, type ListNotice } from './lists-page.js'
import { AddToListForm, ListItemForm, ListNameForm } from './lists.schema.js'
import type { ListProblem } from './lists.service.js'

const ID = /^[1-9]\d{0,8}$/

const problemKey = (problem: ListProblem): ListsMessageKey => (problem === 'notFound' ? 'listInvalid' : problem)

export const listsRoutes: FastifyPluginAsync = async (app) => {
  const { lists, cart } = app.services

  // Nothing of a list page may be kept by a browser or a proxy.
  app.addHook('onRequest', async (_req, reply) => void reply.header('cache-control', 'private, no-store'))

  /** The signed-in user, or null after sending the visitor to log in and come back (a GET's address; else the lists page). */
  const signedIn = (req: FastifyRequest, reply: FastifyReply, lang: Lang, back = req.method === 'GET' ? req.url : paths.shoppingLists(lang)): RequestUser | null => {
    if (req.user) return req.user
    void sendNavigate(reply, paths.login(lang, back))
    return null
  }

  const listId = (req: FastifyRequest<{ Params: { id: string } }>) => {
    if (!ID.test(req.params.id)) throw new NotFoundError(req.url)
    return Number(req.params.id)
  }

  const page = async (lang: Lang, userId: number, notice?: { kind: 'status' | 'error'; text: string }, status?: number) =>
    listsPageModel(lang, await lists.lists(lang, userId), notice, status)

  /** Refused, 422: the page again with the message (the runtime swaps the region it asked for). */
  const refuse = async (reply: FastifyReply, lang: Lang, userId: number, key: ListsMessageKey) =>
    reply.code(422).page(await page(lang, userId, { kind: 'error', text: translate(listsMessages, lang, key) }, 422))

  const done = (reply: FastifyReply, lang: Lang, notice: ListNotice, focus: string) =>
    answersInPlace(reply.request)
      ? sendReload(reply, { frame: USER_LISTS, flags: [UPDATED_CART], page: paths.shoppingLists(lang), focus, announce: translate(listsMessages, lang, notice) })
      : reply.redirect(paths.shoppingLists(lang, notice), 303)

  eachLang((lang) => {
    const base = routes.shoppingLists[lang]
    const action = (name: ShoppingListAction) => `${base}/:id/${SHOPPING_LIST_ACTIONS[name][lang]}`

    app.get<{ Querystring: { notice?: unknown } }>(base, async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      const notice = isListNotice(req.query.notice) ? { kind: 'status' as const, text: translate(listsMessages, lang, req.query.notice) } : undefined
      return reply.page(await page(lang, user.id, notice))
    })

    app.post(routes.shoppingListCreate[lang], async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      const submitted = parseForm(ListNameForm, formBody(req))
      if (!submitted.ok) return refuse(reply, lang, user.id, 'nameInvalid')
      const created = await lists.create(user.id, submitted.values.name)
      if (!created.ok) return refuse(reply, lang, user.id, problemKey(created.problem))
      return done(reply, lang, 'created', listHeadingId(created.list.id))
    })

    app.post<{ Params: { id: string } }>(action('rename'), async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      const id = listId(req)
      const submitted = parseForm(ListNameForm, formBody(req))
      if (!submitted.ok) return refuseOrMissing(reply, lang, user.id, id, 'nameInvalid')
      const renamed = await lists.rename(user.id, id, submitted.values.name)
      if (!renamed.ok) return renamed.problem === 'notFound' ? notFound(req) : refuse(reply, lang, user.id, problemKey(renamed.problem))
      return done(reply, lang, 'renamed', listHeadingId(id))
    })

    app.post<{ Params: { id: string } }>(action('delete'), async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      const removed = await lists.remove(user.id, listId(req))
      if (!removed.ok) return notFound(req)
      return done(reply, lang, 'deleted', LISTS_HEADING)
    })

    app.post<{ Params: { id: string } }>(action('remove'), async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      const id = listId(req)
      const submitted = parseForm(ListItemForm, formBody(req))
      if (!submitted.ok) return refuseOrMissing(reply, lang, user.id, id, 'variantInvalid')
      const removed = await lists.removeItem(user.id, id, submitted.values.variant)
      if (!removed.ok) return removed.problem === 'notFound' ? notFound(req) : refuse(reply, lang, user.id, 'unknownVariant')
      return done(reply, lang, 'removed', listHeadingId(id))
    })

    app.post<{ Params: { id: string } }>(action('toCart'), async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      const id = listId(req)
      const owner = userOwner(user.id)
      const moved = await lists.moveToCart(user.id, id, (variant, quantity) => cart.add(lang, owner, variant, quantity))
      if (!moved.ok) return moved.problem === 'notFound' ? notFound(req) : refuse(reply, lang, user.id, problemKey(moved.problem))
      return done(reply, lang, moved.kept > 0 ? 'partlyMoved' : 'moved', listHeadingId(id))
    })

    /** The add's own page: where a guest comes back after logging in, and the chooser of several lists. */
    app.get<{ Querystring: { variant?: unknown; quantity?: unknown } }>(routes.shoppingListAdd[lang], async (req, reply) => {
      const user = signedIn(req, reply, lang)
      if (!user) return reply
      const submitted = parseForm(AddToListForm, { variant: req.query.variant, quantity: req.query.quantity })
      if (!submitted.ok) return refuse(reply, lang, user.id, submitted.errors.quantity ? 'quantityInvalid' : 'variantInvalid')
      return chooser(reply, lang, user.id, submitted.values.variant, submitted.values.quantity)
    })

    app.post(routes.shoppingListAdd[lang], async (req, reply) => {
      const body = formBody(req)
      const submitted = parseForm(AddToListForm, body)
      // A guest comes back to the add's page for this variant (a GET: the login returns there).
      const back = submitted.ok ? paths.shoppingListAdd(lang, submitted.values.variant, submitted.values.quantity) : paths.shoppingLists(lang)
      const user = signedIn(req, reply, lang, back)
      if (!user) return reply
      if (!submitted.ok) return refuse(reply, lang, user.id, submitted.errors.quantity ? 'quantityInvalid' : submitted.errors.list ? 'listInvalid' : 'variantInvalid')
      const { variant, quantity, list } = submitted.values
      if (list === null && (await lists.count(user.id)) > 1) return chooser(reply, lang, user.id, variant, quantity)
      const added = await lists.add(user.id, variant, quantity, list, translate(listsMessages, lang, 'defaultName'))
      if (!added.ok) return added.problem === 'notFound' ? notFound(req) : refuse(reply, lang, user.id, problemKey(added.problem))
      return done(reply, lang, 'added', listHeadingId(added.listId))
    })
  })

  async function chooser(reply: FastifyReply, lang: Lang, userId: number, variantId: number, quantity: number) {
    const variant = await lists.variant(lang, variantId)
    if (!variant) return refuse(reply, lang, userId, 'unknownVariant')
    const mine = (await lists.lists(lang, userId)).map(({ id, name }) => ({ id, name }))
    return reply.page(chooseListModel(lang, { variantId, name: variant.name, size: variant.size, quantity }, mine))
  }

  /** A malformed form for a list: 404 when the list is not the user's, else the message. */
  async function refuseOrMissing(reply: FastifyReply, lang: Lang, userId: number, id: number, key: ListsMessageKey) {
    const mine = await lists.lists(lang, userId)
    if (!mine.some((l) => l.id === id)) return notFound(reply.request)
    return refuse(reply, lang, userId, key)
  }

  function notFound(req: FastifyRequest): never {
    throw new NotFoundError(req.url)
  }
}
