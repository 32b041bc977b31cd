import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CLIENT_INPUTS_FILE, currentFingerprints, fingerprint, partsToBuild, readState, writeState, type Part } from './build-state.js'

const built = () => true

describe('build state: which parts npm start rebuilds', () => {
  it('rebuilds nothing when both fingerprints match and the outputs exist', () => {
    expect(partsToBuild({ client: 'a', server: 'b' }, { client: 'a', server: 'b' }, built)).toEqual([])
  })

  it('rebuilds only the part whose inputs changed', () => {
    expect(partsToBuild({ client: 'a', server: 'b' }, { client: 'a', server: 'B' }, built)).toEqual(['server'])
    expect(partsToBuild({ client: 'a', server: 'b' }, { client: 'A', server: 'b' }, built)).toEqual(['client'])
  })

  it('builds everything on a first start, and a part whose output is gone or whose inputs are unknown', () => {
    expect(partsToBuild({}, { client: 'a', server: 'b' }, built)).toEqual(['client', 'server'])
    expect(partsToBuild({ client: 'a', server: 'b' }, { client: 'a', server: 'b' }, (p: Part) => p !== 'client')).toEqual(['client'])
    expect(partsToBuild({ client: 'a', server: 'b' }, { client: null, server: 'b' }, built)).toEqual(['client'])
  })
})

describe('build state: fingerprints of a project', () => {
  let root: string
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'qf-build-state-'))
    write('package-lock.json', '{}')
    write('tsconfig.json', '{}')
    write('tsconfig.build.json', '{}')
    write('vite.config.ts', '')
    write('src/server/main.ts', 'main')
    write('src/server/main.test.ts', 'test')
    write('src/client/index.ts', 'client')
    write('src/ui/icons/logo.svg', '<svg/>')
    write(CLIENT_INPUTS_FILE, JSON.stringify(['src/client/index.ts', 'src/ui/icons']))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('changes with a server source, not with a test or with the browser code', () => {
    const first = currentFingerprints(root)
    write('src/server/main.test.ts', 'another test')
    expect(currentFingerprints(root).server).toBe(first.server)
    write('src/client/index.ts', 'changed client')
    const second = currentFingerprints(root)
    expect(second.server).toBe(first.server)
    expect(second.client).not.toBe(first.client)
    write('src/server/main.ts', 'changed')
    expect(currentFingerprints(root).server).not.toBe(first.server)
  })

  it('follows the files the client build recorded, folders included, and the lock file', () => {
    const first = currentFingerprints(root).client
    write('src/ui/icons/new.svg', '<svg/>')
    const second = currentFingerprints(root).client
    expect(second).not.toBe(first)
    write('package-lock.json', '{"changed":true}')
    expect(currentFingerprints(root).client).not.toBe(second)
  })

  it('has no client fingerprint before a client build recorded its inputs', () => {
    rmSync(path.join(root, CLIENT_INPUTS_FILE))
    expect(currentFingerprints(root).client).toBeNull()
  })

  it('tells a missing file from an empty one, and ignores order and repeats', () => {
    expect(fingerprint(root, ['nothing-here'])).not.toBe(fingerprint(root, ['vite.config.ts']))
    expect(fingerprint(root, ['tsconfig.json', 'vite.config.ts'])).toBe(fingerprint(root, ['vite.config.ts', 'tsconfig.json', 'vite.config.ts']))
  })

  it('stores and reads the state beside the build; a missing or broken file is no state', () => {
    expect(readState(root)).toEqual({})
    mkdirSync(path.join(root, 'dist'), { recursive: true })
    writeState(root, { client: 'a', server: 'b' })
    expect(readState(root)).toEqual({ client: 'a', server: 'b' })
    writeFileSync(path.join(root, 'dist/build-state.json'), '{broken')
    expect(readState(root)).toEqual({})
  })
})
