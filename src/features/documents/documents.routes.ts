/** The document library listing and the PDF downloads. */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { cached } from '../../server/cached.js'
import { BadRequestError, NotFoundError } from '../../server/errors.js'
import { eachLang } from '../../server/localized.js'
import { routes } from '../../ui/paths.js'
import { PageQuery } from '../../ui/query.js'
import { matchesEtag } from '../../server/etag.js'
import { documentKinds } from '../../db/schema.js'
import { documentsPageModel } from './documents-page.js'
import { contentDisposition } from './documents.service.js'

/** The form sends an empty value for "all": that is no filter. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional())

/** A faculty code or `university` (checked against the faculties by the service), and a kind. */
const DocumentListQuery = PageQuery.extend({
  faculty: optional(z.string().regex(/^[a-z]{1,20}$/)),
  kind: optional(z.enum(documentKinds)),
})

/** `{slug}.pdf`, the slug as our content uses them (see server/localized.ts). */
const PDF_FILE = /^([a-z0-9][a-z0-9-]{0,119})\.pdf$/

/** A document may be replaced under the same slug, so caches revalidate after an hour. */
const DOCUMENT_CACHE = 'public, max-age=3600'

export const documentsRoutes: FastifyPluginAsync = async (app) => {
  const { documents: docs } = app.services

  eachLang((lang) => {
    app.get(
      routes.documents[lang],
      cached(async ({ query: raw }) => {
        const query = DocumentListQuery.safeParse(raw)
        if (!query.success) throw new BadRequestError('documents query')
        const { page, faculty, kind } = query.data
        const data = await docs.listPage(lang, page ?? 1, { faculty, kind })
        if (!data) throw new BadRequestError('documents faculty')
        return documentsPageModel(lang, data)
      }, { query: Object.keys(DocumentListQuery.shape) }),
    )

    app.get<{ Params: { file: string } }>(`${routes.documents[lang]}/:file`, async (req, reply) => {
      const slug = PDF_FILE.exec(req.params.file)?.[1]
      const file = slug ? await docs.file(lang, slug) : undefined
      if (!file) throw new NotFoundError(req.url)
      const etag = `"${file.sha256}"`
      reply.header('cache-control', DOCUMENT_CACHE).header('etag', etag)
      if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send()
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength))
    })
  })
}
