/** Reads the client build (Vite manifest, sprite version, default sharing image) once at start. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Assets } from '../ui/chrome.js'
import { projectPath } from './paths.js'

export const buildDir = projectPath('dist/build')
export const BUILD_URL = '/build/'
export const CLIENT_ENTRY = 'src/client/index.ts'
/** The administration's stylesheet, built apart so visitors never download it (ADR 059). */
export const ADMIN_STYLES = 'src/client/styles/admin.css'
/** The administration's script (autosave, ADR 094), likewise built apart. */
export const ADMIN_SCRIPT = 'src/client/admin.ts'

interface ManifestChunk {
  file: string
  css?: string[]
}

export class MissingBuildError extends Error {
  constructor(file: string) {
    super(`Client build missing (${path.relative(projectPath(), file)}): run \`npm run build\` first`)
  }
}

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    throw new MissingBuildError(file)
  }
}

export function loadAssets(dir = buildDir): Assets {
  const manifestFile = path.join(dir, '.vite', 'manifest.json')
  const manifest = readJson<Record<string, ManifestChunk>>(manifestFile)
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new MissingBuildError(manifestFile)
  const sprite = readJson<{ version: string }>(path.join(dir, 'sprite.json'))
  const share = readJson<{ file: string; width: number; height: number }>(path.join(dir, 'share-image.json'))
  return {
    script: BUILD_URL + entry.file,
    styles: (entry.css ?? []).map((file) => BUILD_URL + file),
    adminStyles: manifest[ADMIN_STYLES] ? [BUILD_URL + manifest[ADMIN_STYLES].file] : [],
    adminScript: manifest[ADMIN_SCRIPT] ? BUILD_URL + manifest[ADMIN_SCRIPT].file : undefined,
    spriteVersion: sprite.version,
    shareImage: { src: BUILD_URL + share.file, width: share.width, height: share.height },
  }
}
