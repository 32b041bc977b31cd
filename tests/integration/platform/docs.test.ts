/** The map stays true: every named container and error code is documented. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { errorCatalogue } from '../../../src/server/errors.js'
import { projectPath } from '../../../src/server/paths.js'
import { containers, containerIds } from '../../../src/ui/containers.js'

const architecture = readFileSync(projectPath('docs/architecture.md'), 'utf8')

describe('docs/architecture.md', () => {
  it.each(containerIds)('documents the container %s with its element', (id) => {
    expect(architecture).toContain(`| \`${id}\` | \`${containers[id].tag}\` |`)
  })

  it.each(errorCatalogue.map((E) => [new E('x').code, new E('x').statusCode] as const))(
    'documents the error %s',
    (code, status) => {
      expect(architecture).toContain(`| \`${code}\` | ${status} |`)
    },
  )
})
