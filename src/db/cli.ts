/**
 * The frame of the staff's command-line tools (`npm run order`, `npm run staff`): reads the
 * configuration, opens and migrates the database the site uses (PostgreSQL by `DATABASE_URL`, else
 * the embedded one under `DATA_DIR`), runs the command and exits with its code. A bad setting or an
 * unreachable database is one line prefixed with the tool's name (exit 2 and 1); the command's own
 * usage errors are its business.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ConfigError, loadConfig, type Config } from '../server/config.js'
import { DatabaseUnavailableError, openDatabase, type Db } from './client.js'

/** Where a command writes its lines (the console, or a test's arrays). */
export interface CliIo {
  out(line: string): void
  err(line: string): void
}

const consoleIo: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l) }

async function main(name: string, command: (db: Db, config: Config, io: CliIo) => Promise<number>): Promise<number> {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`${name}: ${err.message}`)
      return 2
    }
    throw err
  }
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL, poolSize: 1 } : { dataDir: path.join(config.DATA_DIR, 'pglite') })
  try {
    await database.migrate()
    return await command(database.db, config, consoleIo)
  } finally {
    await database.close()
  }
}

/** Runs `command` when `moduleUrl` is the script node was started with (not when a test imports it). */
export function runCli(moduleUrl: string, name: string, command: (db: Db, config: Config, io: CliIo) => Promise<number>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return
  main(name, command).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof DatabaseUnavailableError ? `${name}: ${err.message}` : err)
      process.exit(1)
    },
  )
}
