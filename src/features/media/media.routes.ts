/**
 * The university's pictures, `/media/images/{id}/v{version}/{rendition-}{width}.{avif|webp}`
 * (src/server/media.ts serves them; ADR 018, 086): the version changes with the file and the
 * focal point, so each address always names the same bytes and may be cached for a year.
 */
import type { FastifyPluginAsync } from 'fastify'
import { NotFoundError } from '../../server/errors.js'
import { mediaId, sendMedia } from '../../server/media.js'
import type { Rendition } from '../../shared/media-renditions.js'
import { holdImageProcess } from './image-process.js'
import type { MediaFormat } from './renditions.js'

/** An optional crop, a width of at most four digits and a format we store. */
const FILE = /^(?:(thumb|square)-)?([1-9]\d{1,3})\.(avif|webp)$/
const VERSION = /^v([1-9]\d{0,8})$/

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  // The pixel work's child process ends with the last app of the process that holds it (it would
  // also end with the node's channel).
  const release = holdImageProcess()
  app.addHook('onClose', () => release())
  const { media } = app.services

  app.get<{ Params: { id: string; version: string; file: string } }>('/media/images/:id/:version/:file', async (req, reply) => {
    const file = FILE.exec(req.params.file)
    const version = VERSION.exec(req.params.version)
    const id = mediaId(req.params.id)
    if (!file || !version || id === null) throw new NotFoundError(req.url)
    return sendMedia(req, reply, await media.file(id, Number(version[1]), (file[1] ?? 'full') as Rendition, file[3] as MediaFormat, Number(file[2])))
  })
}
