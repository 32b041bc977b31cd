/**
 * A product's photos in the catalogue's administration (issue 26, ADR 089), for the shop manager:
 *
 * - GET `/{id}/fotografie` · `/photos`: the photos in the shop's order and the upload form;
 *   POST it: a multipart upload (the file and both alt texts), added last: 303 back.
 * - POST `/{id}/fotografie/{imageId}/popis` · `/texts` (both alt texts), `/posunout` · `/move`
 *   (`direction` up or down); GET `/smazat` · `/delete`: the confirmation, POST it (`confirm`).
 *
 * A file is judged by its bytes and decoded whole in the media library's image process (sharp
 * never enters a node) before anything is stored; a refused one is stored nowhere. Who lacks the
 * route's permission gets the site's 404; a product or photo that is not there is a 404 too. Every
 * act writes the audit log in its transaction; the shop follows at once (product_images is content).
 */
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { blankForm, parseForm } from '../../../forms/form.js'
import { formatFileSize } from '../../../i18n/documents.js'
import { formatNumber, translate, type Lang } from '../../../i18n/index.js'
import { productPhotosMessages, type ProductPhotosMessageKey } from '../../../i18n/product-photos.js'
import { NotFoundError } from '../../../server/errors.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { multipartLimits, readMultipart, type SentForm } from '../../../server/multipart.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { paths, PRODUCT_PHOTO_ACTS, routes } from '../../../ui/paths.js'
import type { MediaUploadProblem } from '../../media/media.service.js'
import { PHOTO_BOXES } from '../catalogue.types.js'
import { READ_PRODUCTS, UPDATE_PRODUCTS } from './product-permissions.js'
import { productPhotoDeletePageModel, productPhotosPageModel, type ProductPhotosData } from './product-photos-pages.js'
import type { PhotoRecord } from './product-photos.repository.js'
import { DeletePhotoForm, MovePhotoForm, PHOTO_FILE_FIELD, PhotoTextsForm } from './product-photos.schema.js'
import type { ProductRecord } from './products-admin.repository.js'

const ID = /^[1-9]\d{0,8}$/
const DONE = ['created', 'saved', 'moved', 'deleted'] as const

export const productPhotosRoutes: FastifyPluginAsync = async (app) => {
  // Only this plugin's routes take multipart bodies; a file over the limit is cut and refused. The
  // file's name comes as sent, a path included, so a name no browser sends is refused, not trimmed.
  await app.register(multipart, { limits: multipartLimits(app.config.UPLOAD_MAX_BYTES), throwFileSizeLimit: false, preservePath: true })

  const { media, productsAdmin, productPhotos } = app.services
  const limits = { maxBytes: app.config.UPLOAD_MAX_BYTES, maxPixels: app.config.IMAGE_MAX_PIXELS }
  const said = (lang: Lang, key: ProductPhotosMessageKey) =>
    translate(productPhotosMessages, lang, key, { max: formatFileSize(lang, limits.maxBytes), pixels: formatNumber(lang, Math.floor(limits.maxPixels / 1_000_000)) })
  const error = (lang: Lang, key: ProductPhotosMessageKey): AdminNoticeModel => ({ kind: 'error', text: said(lang, key) })
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminProducts(lang))
  const actor = (req: FastifyRequest) => ({ userId: req.user!.id, ip: req.ip })
  const uploadStatus = (problem: MediaUploadProblem) => (problem === 'imageTooBig' ? 413 : 422)

  /** The product the address names, else the 404 page. */
  async function productOf(req: FastifyRequest, raw: string): Promise<ProductRecord> {
    const product = ID.test(raw) ? await productsAdmin.one(Number(raw)) : undefined
    if (!product) throw new NotFoundError(req.url)
    return product
  }
  /** The product and its photo the address names, else the 404 page (a photo of another product included). */
  async function photoOf(req: FastifyRequest<{ Params: { id: string; imageId: string } }>): Promise<{ product: ProductRecord; photos: PhotoRecord[]; photo: PhotoRecord }> {
    const product = await productOf(req, req.params.id)
    const photos = await productPhotos.photos(product.id)
    const photo = photos.find((p) => String(p.id) === req.params.imageId)
    if (!photo) throw new NotFoundError(req.url)
    return { product, photos, photo }
  }

  async function page(req: FastifyRequest, reply: FastifyReply, lang: Lang, product: ProductRecord, over: Partial<ProductPhotosData> = {}, notice?: AdminNoticeModel, status = 200) {
    const data: ProductPhotosData = { product, photos: over.photos ?? (await productPhotos.photos(product.id)), limits, upload: blankForm(), ...over }
    return reply.code(status).page(productPhotosPageModel(lang, nav(req, lang), data, notice, status))
  }

  eachLang((lang) => {
    const base = `${routes.adminProducts[lang]}/:id/${lang === 'cs' ? 'fotografie' : 'photos'}`
    const act = (name: keyof typeof PRODUCT_PHOTO_ACTS) => `${base}/:imageId/${PRODUCT_PHOTO_ACTS[name][lang]}`
    const back = (id: number, done: (typeof DONE)[number]) => paths.adminProductPhotos(lang, id, done)

    app.get<{ Params: { id: string }; Querystring: { done?: unknown } }>(base, { config: { permission: READ_PRODUCTS } }, async (req, reply) => {
      const product = await productOf(req, req.params.id)
      const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as (typeof DONE)[number]) : undefined
      return page(req, reply, lang, product, {}, done ? { kind: 'status', text: said(lang, done) } : undefined)
    })

    app.post<{ Params: { id: string } }>(base, { config: { permission: UPDATE_PRODUCTS } }, async (req, reply) => {
      const product = await productOf(req, req.params.id)
      const sent: SentForm = req.isMultipart() ? await readMultipart(req, PHOTO_FILE_FIELD) : { body: (formBody(req) ?? {}) as Record<string, string>, file: null, broken: false }
      const texts = parseForm(PhotoTextsForm, sent.body)
      const upload = texts.ok ? { errors: {}, echo: { altCs: sent.body.altCs ?? '', altEn: sent.body.altEn ?? '' } } : texts
      const files = sent.broken ? { problem: 'uploadOne' as const } : await media.productPhoto(sent.file, limits, PHOTO_BOXES)
      if ('problem' in files) return page(req, reply, lang, product, { upload, fileError: said(lang, files.problem) }, error(lang, files.problem), uploadStatus(files.problem))
      if (!texts.ok) return page(req, reply, lang, product, { upload }, error(lang, 'refused'), 422)
      if ((await productPhotos.add(actor(req), product.id, texts.values, files)) === undefined) throw new NotFoundError(req.url)
      return reply.redirect(back(product.id, 'created'), 303)
    })

    app.post<{ Params: { id: string; imageId: string } }>(act('texts'), { config: { permission: UPDATE_PRODUCTS } }, async (req, reply) => {
      const { product, photos, photo } = await photoOf(req)
      const texts = parseForm(PhotoTextsForm, formBody(req))
      if (!texts.ok) return page(req, reply, lang, product, { photos, texts: { [photo.id]: texts } }, error(lang, 'refused'), 422)
      if (!(await productPhotos.setTexts(actor(req), product.id, photo.id, texts.values))) throw new NotFoundError(req.url)
      return reply.redirect(back(product.id, 'saved'), 303)
    })

    app.post<{ Params: { id: string; imageId: string } }>(act('move'), { config: { permission: UPDATE_PRODUCTS } }, async (req, reply) => {
      const { product, photos, photo } = await photoOf(req)
      const move = parseForm(MovePhotoForm, formBody(req))
      if (!move.ok) return page(req, reply, lang, product, { photos }, error(lang, 'directionInvalid'), 422)
      const outcome = await productPhotos.move(actor(req), product.id, photo.id, move.values.direction)
      if (outcome === 'missing') throw new NotFoundError(req.url)
      // Already first or last: nothing to move, the order stands as shown.
      return reply.redirect(back(product.id, 'moved'), 303)
    })

    const deletePage = (req: FastifyRequest, reply: FastifyReply, found: Awaited<ReturnType<typeof photoOf>>, refused = false) =>
      reply
        .code(refused ? 422 : 200)
        .page(productPhotoDeletePageModel(lang, nav(req, lang), found.product, found.photo, found.photos.indexOf(found.photo) + 1, refused ? said(lang, 'confirmRequired') : undefined, refused ? error(lang, 'confirmRequired') : undefined, refused ? 422 : undefined))

    app.get<{ Params: { id: string; imageId: string } }>(act('delete'), { config: { permission: UPDATE_PRODUCTS } }, async (req, reply) => deletePage(req, reply, await photoOf(req)))

    app.post<{ Params: { id: string; imageId: string } }>(act('delete'), { config: { permission: UPDATE_PRODUCTS } }, async (req, reply) => {
      const found = await photoOf(req)
      const { product, photo } = found
      const confirmed = parseForm(DeletePhotoForm, formBody(req))
      if (!confirmed.ok) return deletePage(req, reply, found, true)
      if (!(await productPhotos.remove(actor(req), product.id, photo.id))) throw new NotFoundError(req.url)
      return reply.redirect(back(product.id, 'deleted'), 303)
    })
  })
}
