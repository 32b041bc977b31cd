/**
 * What `npm run backup` and `npm run restore` share: their output, and the rule that an error the
 * operator can act on (a bad setting, a refused target, a damaged backup, a database that does
 * not answer, a disk that is full) is one line prefixed with the command's name and exit code 1, never a stack.
 */
import { pathToFileURL } from 'node:url'
import type { CliIo } from '../../src/db/cli.js'
import { DatabaseUnavailableError } from '../../src/db/client.js'
import { ConfigError } from '../../src/server/config.js'
import { BackupError, KEY_TABLES } from './manifest.js'

export type { CliIo }

/** Runs `work`; an expected failure becomes one line on `io.err` and its exit code. */
export async function expected(name: string, io: CliIo, work: () => Promise<number>): Promise<number> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof ConfigError) {
      io.err(`${name}: ${err.message}`)
      return 2
    }
    // A file system's refusal (no space, no permission) is the operator's to fix, and says what it is.
    const systemError = err instanceof Error && typeof (err as NodeJS.ErrnoException).syscall === 'string'
    if (err instanceof BackupError || err instanceof DatabaseUnavailableError || systemError) {
      io.err(`${name}: ${err.message}`)
      return 1
    }
    throw err
  }
}

/** "orders 120, pages 450, …": the tables people ask about first. */
export function keyCounts(counts: Record<string, number>): string {
  return KEY_TABLES.filter((t) => t in counts)
    .map((t) => `${t} ${counts[t]}`)
    .join(', ')
}

/** Runs the command when `moduleUrl` is the script node was started with (not when a test imports it). */
export function runScript(moduleUrl: string, run: (args: string[], env: NodeJS.ProcessEnv, io: CliIo) => Promise<number>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return
  const io: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l) }
  run(process.argv.slice(2), process.env, io).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err)
      process.exit(1)
    },
  )
}
