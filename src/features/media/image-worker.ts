/**
 * The image child process (ADR 086): does the pixel work a node asks for over its IPC channel and
 * answers each request by its id. Started by `image-process.ts`; exits with its parent's channel.
 */
import { fitWebp, makeMaster, renderRendition } from './image-work.js'
import type { ImageRequest, ImageResponse } from './image-process.js'

const answer = (response: ImageResponse) => process.send?.(response)

process.on('message', (request: ImageRequest) => {
  const work =
    request.op === 'master'
      ? makeMaster(request.bytes, request.maxPixels)
      : request.op === 'fit'
        ? fitWebp(request.source, request.box, request.fit)
        : renderRendition(request.source, request.size, request.rendition, request.width, request.format, request.focal)
  work.then(
    (result) => answer({ id: request.id, ok: true, result }),
    (error: unknown) => answer({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  )
})
process.on('disconnect', () => process.exit(0))
