/**
 * The catalogue's administration (issue 26, ADR 067), the shop feature's admin part, for the shop
 * manager: the list, the add form, a product's form and its variants' codes. Who lacks a route's
 * permission gets the site's 404 (the admin context). A refusal answers the form again with its
 * reasons (422; a code another product holds: 409) and changes nothing; a product that is gone is
 * a 404 with the list. The shop's pages follow at once: the catalogue's tables are content.
 * A variant is added on the product's page and removed after a confirmation page (ADR 088).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { parseForm } from '../../../forms/form.js'
import { translate, type Lang } from '../../../i18n/index.js'
import { productsAdminMessages, type ProductsAdminMessageKey } from '../../../i18n/products-admin.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { paths, routes } from '../../../ui/paths.js'
import { CREATE_PRODUCTS, READ_PRODUCTS, UPDATE_PRODUCTS } from './product-permissions.js'
import { formOfProduct, newProductPageModel, productFormPageModel, productsListPageModel, removeVariantPageModel, type NewVariantFormState, type ProductFormState, type VariantFormState } from './products-admin-pages.js'
import type { ProductRecord, ProductsQuery, RemoveRefusal, Taken, VariantTaken } from './products-admin.repository.js'
import { NewProductForm, NewVariantForm, ProductForm, VariantForm, type ProductValues } from './products-admin.schema.js'

const DONE = ['created', 'saved', 'variantSaved', 'variantAdded', 'variantRemoved'] as const
/** A publish time this close to now counts as now: the form's time has minutes only. */
const PUBLISH_SLACK_MS = 60_000
const MAX_PAGE = 10_000
const ID = /^[1-9]\d{0,8}$/

const one = (v: unknown) => (typeof v === 'string' ? v : '')
/** The list's filter from the address; anything odd is no filter. */
export function productsQuery(q: Record<string, unknown>): ProductsQuery {
  const page = /^\d{1,5}$/.test(one(q.page)) ? Math.min(Math.max(Number(q.page), 1), MAX_PAGE) : 1
  return { q: one(q.q).trim().slice(0, 100), categoryId: ID.test(one(q.category)) ? Number(q.category) : null, page }
}

const doneOf = (q: unknown) => {
  const done = one((q as Record<string, unknown>).done)
  return (DONE as readonly string[]).includes(done) ? (done as (typeof DONE)[number]) : undefined
}

export const productsAdminRoutes: FastifyPluginAsync = async (app) => {
  const { productsAdmin } = app.services
  const said = (lang: Lang, key: ProductsAdminMessageKey) => translate(productsAdminMessages, lang, key)
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminProducts(lang))
  const actor = (req: FastifyRequest) => ({ userId: req.user!.id, ip: req.ip })
  const refused = (lang: Lang): AdminNoticeModel => ({ kind: 'error', text: said(lang, 'refused') })
  const takenError = (t: Taken | VariantTaken) => ({ [t.taken === 'combination' ? 'size' : t.taken]: t.taken === 'sku' ? 'skuTaken' : t.taken === 'ean' ? 'eanTaken' : 'combinationTaken' }) as const
  const refusalText = (lang: Lang, r: RemoveRefusal) =>
    r.refused === 'last' ? said(lang, 'removeLast') : r.refused === 'stock' ? translate(productsAdminMessages, lang, 'removeStock', { stock: String(r.stock) }) : translate(productsAdminMessages, lang, 'removeOrdered', { count: String(r.orders) })
  /** A schedule must lie ahead, unless it is the one stored (the scheduler may not have run yet). */
  const pastSchedule = (product: ProductRecord, v: ProductValues) =>
    v.status === 'scheduled' && v.publishAt !== null && v.publishAt.getTime() < Date.now() - PUBLISH_SLACK_MS && !(product.status === 'scheduled' && product.publishAt?.getTime() === v.publishAt.getTime())

  async function listPage(req: FastifyRequest, reply: FastifyReply, lang: Lang, query: ProductsQuery, notice?: AdminNoticeModel, status?: number) {
    const [categories, result] = await Promise.all([productsAdmin.categories(lang), productsAdmin.list(lang, query)])
    return reply.code(status ?? 200).page(productsListPageModel(lang, nav(req, lang), query, categories, result, notice, status))
  }
  const notFound = (req: FastifyRequest, reply: FastifyReply, lang: Lang) => listPage(req, reply, lang, productsQuery({}), { kind: 'error', text: said(lang, 'notFound') }, 404)
  const named = (raw: string): Promise<ProductRecord | undefined> => (ID.test(raw) ? productsAdmin.one(Number(raw)) : Promise.resolve(undefined))

  async function productPage(req: FastifyRequest, reply: FastifyReply, lang: Lang, product: ProductRecord, state: ProductFormState = formOfProduct(product), variantStates: Record<number, VariantFormState> = {}, notice?: AdminNoticeModel, status?: number, newVariant?: NewVariantFormState) {
    return reply.code(status ?? 200).page(productFormPageModel(lang, nav(req, lang), product, await productsAdmin.categories(lang), state, variantStates, notice, status, newVariant))
  }

  eachLang((lang) => {
    const base = routes.adminProducts[lang]
    const newPath = paths.adminProductNew(lang)

    app.get<{ Querystring: Record<string, unknown> }>(base, { config: { permission: READ_PRODUCTS } }, async (req, reply) => {
      const done = doneOf(req.query)
      return listPage(req, reply, lang, productsQuery(req.query), done ? { kind: 'status', text: said(lang, done) } : undefined)
    })

    app.get(newPath, { config: { permission: CREATE_PRODUCTS } }, async (req, reply) =>
      reply.page(newProductPageModel(lang, nav(req, lang), await productsAdmin.categories(lang), { errors: {}, echo: { vatRate: '21' } })),
    )

    app.post(newPath, { config: { permission: CREATE_PRODUCTS } }, async (req, reply) => {
      const parsed = parseForm(NewProductForm, formBody(req))
      const again = async (state: Parameters<typeof newProductPageModel>[3], status: number) =>
        reply.code(status).page(newProductPageModel(lang, nav(req, lang), await productsAdmin.categories(lang), state, refused(lang), status))
      if (!parsed.ok) return again(parsed, 422)
      if (!(await productsAdmin.categoryExists(parsed.values.categoryId))) return again({ errors: { categoryId: 'categoryInvalid' }, echo: echoOf(req) }, 422)
      const created = await productsAdmin.create(actor(req), parsed.values)
      if ('taken' in created) return again({ errors: takenError(created), echo: echoOf(req) }, 409)
      return reply.redirect(paths.adminProduct(lang, created.id, 'created'), 303)
    })

    app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(`${base}/:id`, { config: { permission: READ_PRODUCTS } }, async (req, reply) => {
      const product = await named(req.params.id)
      if (!product) return notFound(req, reply, lang)
      const done = doneOf(req.query)
      return productPage(req, reply, lang, product, undefined, {}, done ? { kind: 'status', text: said(lang, done) } : undefined)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id`, { config: { permission: UPDATE_PRODUCTS } }, async (req, reply) => {
      const product = await named(req.params.id)
      if (!product) return notFound(req, reply, lang)
      const parsed = parseForm(ProductForm, formBody(req))
      if (!parsed.ok) return productPage(req, reply, lang, product, parsed, {}, refused(lang), 422)
      if (!(await productsAdmin.categoryExists(parsed.values.categoryId))) return productPage(req, reply, lang, product, { errors: { categoryId: 'categoryInvalid' }, echo: echoOf(req) }, {}, refused(lang), 422)
      if (pastSchedule(product, parsed.values)) return productPage(req, reply, lang, product, { errors: { publishAt: 'publishAtPast' }, echo: echoOf(req) }, {}, refused(lang), 422)
      const outcome = await productsAdmin.update(actor(req), product.id, parsed.values)
      if (outcome === 'missing') return notFound(req, reply, lang)
      if (outcome !== 'done') return productPage(req, reply, lang, product, { errors: takenError(outcome), echo: echoOf(req) }, {}, refused(lang), 409)
      return reply.redirect(paths.adminProduct(lang, product.id, 'saved'), 303)
    })

    app.post<{ Params: { id: string; variantId: string } }>(`${base}/:id/${lang === 'cs' ? 'varianty' : 'variants'}/:variantId`, { config: { permission: UPDATE_PRODUCTS } }, async (req, reply) => {
      const product = await named(req.params.id)
      const variant = product?.variants.find((v) => String(v.id) === req.params.variantId)
      if (!product || !variant) return notFound(req, reply, lang)
      const parsed = parseForm(VariantForm, formBody(req))
      if (!parsed.ok) return productPage(req, reply, lang, product, undefined, { [variant.id]: parsed }, refused(lang), 422)
      const outcome = await productsAdmin.updateVariant(actor(req), product.id, variant.id, parsed.values)
      if (outcome === 'missing') return notFound(req, reply, lang)
      if (outcome !== 'done') return productPage(req, reply, lang, product, undefined, { [variant.id]: { errors: takenError(outcome), echo: echoOf(req) } }, refused(lang), 409)
      return reply.redirect(paths.adminProduct(lang, product.id, 'variantSaved'), 303)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${lang === 'cs' ? 'varianty' : 'variants'}`, { config: { permission: UPDATE_PRODUCTS } }, async (req, reply) => {
      const product = await named(req.params.id)
      if (!product) return notFound(req, reply, lang)
      const parsed = parseForm(NewVariantForm, formBody(req))
      if (!parsed.ok) return productPage(req, reply, lang, product, undefined, {}, refused(lang), 422, parsed)
      const outcome = await productsAdmin.addVariant(actor(req), product.id, parsed.values)
      if (outcome === 'missing') return notFound(req, reply, lang)
      if ('taken' in outcome) return productPage(req, reply, lang, product, undefined, {}, refused(lang), 409, { errors: takenError(outcome), echo: echoOf(req) })
      return reply.redirect(paths.adminProduct(lang, product.id, 'variantAdded'), 303)
    })

    const removePath = `${base}/:id/${lang === 'cs' ? 'varianty' : 'variants'}/:variantId/${lang === 'cs' ? 'odebrat' : 'remove'}`
    const variantNamed = async (params: { id: string; variantId: string }) => {
      const product = await named(params.id)
      const variant = product?.variants.find((v) => String(v.id) === params.variantId)
      return product && variant ? { product, variant } : undefined
    }

    app.get<{ Params: { id: string; variantId: string } }>(removePath, { config: { permission: UPDATE_PRODUCTS } }, async (req, reply) => {
      const found = await variantNamed(req.params)
      if (!found) return notFound(req, reply, lang)
      return reply.page(removeVariantPageModel(lang, nav(req, lang), found.product, found.variant))
    })

    app.post<{ Params: { id: string; variantId: string } }>(removePath, { config: { permission: UPDATE_PRODUCTS } }, async (req, reply) => {
      const found = await variantNamed(req.params)
      if (!found) return notFound(req, reply, lang)
      const { product, variant } = found
      // Only the confirmation page's form says yes: a bare post removes nothing.
      if ((formBody(req) as Record<string, unknown> | null)?.confirm !== 'yes') return reply.code(422).page(removeVariantPageModel(lang, nav(req, lang), product, variant, { kind: 'error', text: said(lang, 'removeConfirmMissing') }, 422))
      const outcome = await productsAdmin.removeVariant(actor(req), product.id, variant.id)
      if (outcome === 'missing') return notFound(req, reply, lang)
      if (outcome !== 'done') return productPage(req, reply, lang, product, undefined, {}, { kind: 'error', text: refusalText(lang, outcome) }, 409)
      return reply.redirect(paths.adminProduct(lang, product.id, 'variantRemoved'), 303)
    })
  })
}

/** The submitted fields to show again (strings only, cut), when the database refused what the form accepted. */
function echoOf(req: FastifyRequest): Record<string, string> {
  const body = formBody(req)
  const echo: Record<string, string> = {}
  if (typeof body === 'object' && body !== null) for (const [k, v] of Object.entries(body)) if (typeof v === 'string') echo[k] = v.slice(0, 1000)
  return echo
}

