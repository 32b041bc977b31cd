/**
 * Product photos straight from the database. URLs name an image id, which is never reused for
 * other bytes, so responses are cacheable for a year; the ETag still lets a client revalidate.
 */
import type { FastifyPluginAsync } from 'fastify'
import { NotFoundError } from '../../server/errors.js'
import { etagOf, matchesEtag } from '../../server/etag.js'
import type { ImageVariant } from './shop.repository.js'

/** Largest value of a PostgreSQL integer: a bigger id would be a database error, not a miss. */
const MAX_ID = 2_147_483_647
const ID = /^[1-9]\d{0,9}$/
const FILES: Record<string, ImageVariant> = { 'full.webp': 'full', 'thumb.webp': 'thumb' }

const IMMUTABLE = 'public, max-age=31536000, immutable'

export const productMediaRoutes: FastifyPluginAsync = async (app) => {
  const { shop } = app.services

  app.get<{ Params: { id: string; file: string } }>('/media/products/:id/:file', async (req, reply) => {
    const { id, file } = req.params
    const variant = Object.hasOwn(FILES, file) ? FILES[file] : undefined
    const imageId = ID.test(id) ? Number(id) : 0
    if (!variant || imageId < 1 || imageId > MAX_ID) throw new NotFoundError(req.url)
    const image = await shop.image(imageId, variant)
    if (!image) throw new NotFoundError(req.url)
    const etag = etagOf(image.content)
    reply.header('cache-control', IMMUTABLE).header('etag', etag)
    if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send()
    return reply
      .type(image.mimeType)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(image.content.buffer, image.content.byteOffset, image.content.byteLength))
  })
}
