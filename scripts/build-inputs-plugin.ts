/**
 * Vite plugin: records which project files the client build read (the folders of every module
 * and stylesheet it transformed, and the files and folders plugins read on their own, named in `extra`) in
 * dist/client-inputs.json, so that `npm start` can tell whether the client build is current
 * (scripts/build-state.ts). Outside dist/build: it is not served.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { CLIENT_INPUTS_FILE } from './build-state.js'

export function buildInputsPlugin({ root, extra }: { root: string; extra: string[] }): Plugin {
  const seen = new Set<string>()
  return {
    name: 'qf:build-inputs',
    apply: 'build',
    buildStart() {
      seen.clear()
    },
    transform(_code, id) {
      const file = id.split('?')[0]!
      // A module's whole folder counts: a stylesheet's @imports are read without a transform of their own.
      if (path.isAbsolute(file) && file.startsWith(root + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`)) {
        seen.add(path.relative(root, path.dirname(file)))
      }
      return null
    },
    writeBundle() {
      const out = path.join(root, CLIENT_INPUTS_FILE)
      mkdirSync(path.dirname(out), { recursive: true })
      writeFileSync(out, `${JSON.stringify([...new Set([...seen, ...extra])].sort(), null, 2)}\n`)
    },
  }
}
