/** Product photos straight from the database (src/server/media.ts serves them). */
import type { FastifyPluginAsync } from 'fastify'
import { NotFoundError } from '../../server/errors.js'
import { mediaId, sendMedia } from '../../server/media.js'
import type { ImageVariant } from './catalogue.types.js'

const FILES: Record<string, ImageVariant> = { 'full.webp': 'full', 'thumb.webp': 'thumb' }

export const productMediaRoutes: FastifyPluginAsync = async (app) => {
  const { shop } = app.services

  app.get<{ Params: { id: string; file: string } }>('/media/products/:id/:file', async (req, reply) => {
    const { id, file } = req.params
    const variant = Object.hasOwn(FILES, file) ? FILES[file] : undefined
    const imageId = mediaId(id)
    if (!variant || imageId === null) throw new NotFoundError(req.url)
    return sendMedia(req, reply, await shop.image(imageId, variant))
  })
}
