/** Absolute paths inside the project, the same whether the code runs from src/ (tsx) or dist/. */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

function findRoot(start: string): string {
  let dir = start
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir)
    if (up === dir) throw new Error(`package.json not found above ${start}`)
    dir = up
  }
  return dir
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)))

export const projectPath = (...parts: string[]) => path.join(projectRoot, ...parts)
