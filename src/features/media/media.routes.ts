/** The university's pictures, `/media/images/{id}/{width}.{avif|webp}` (src/server/media.ts serves them). */
import type { FastifyPluginAsync } from 'fastify'
import { NotFoundError } from '../../server/errors.js'
import { mediaId, sendMedia } from '../../server/media.js'
import type { MediaFormat } from './media.repository.js'

/** A width of at most four digits and a format we store. */
const FILE = /^([1-9]\d{1,3})\.(avif|webp)$/

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const { media } = app.services

  app.get<{ Params: { id: string; file: string } }>('/media/images/:id/:file', async (req, reply) => {
    const file = FILE.exec(req.params.file)
    const id = mediaId(req.params.id)
    if (!file || id === null) throw new NotFoundError(req.url)
    return sendMedia(req, reply, await media.file(id, file[2] as MediaFormat, Number(file[1])))
  })
}
