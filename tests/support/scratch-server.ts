/**
 * A PostgreSQL server of a test's own, for fault tests that the machine's shared server must
 * never see: stopping it, starting it again, freezing it. `initdb` into a temporary directory,
 * the postmaster started on a free port of 127.0.0.1 with trust authentication. PostgreSQL
 * refuses to run as root: under root it runs as the `postgres` user (or `nobody`).
 *
 * The postmaster is a child of the test process with a parent-death signal (`setpriv
 * --pdeathsig`), so a test process that dies, however it dies, takes the server with it; its
 * backends follow their postmaster. `dispose()` stops it and removes the directory; so does an
 * exit hook, for a process that ends without running its `afterAll`, and a process killed
 * outright leaves a directory that the next start removes (it names its owner's pid).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { chownSync, closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)

/** A scratch server's directory: /tmp/qf-pg-XXXXXX, with the pid of the test process that owns it. */
const DIR_PREFIX = 'qf-pg-'
const OWNER_FILE = 'owner.pid'

/** The directory holding `initdb` and `postgres`, newest major version first; null when none is installed. */
export function postgresBin(): string | null {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : []
  const candidates = [process.env.PG_BIN, ...versions, '/usr/local/bin', ...(process.env.PATH ?? '').split(':')]
  return candidates.find((dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'))) ?? null
}

/** Why a fault test cannot run here, or null when it can. */
export function scratchServerUnavailable(): string | null {
  return postgresBin() ? null : 'no PostgreSQL server binaries (initdb, postgres) in PG_BIN, /usr/lib/postgresql/*/bin, /usr/local/bin or PATH'
}

export interface ScratchServer {
  readonly port: number
  /** A connection URL for `database` on this server (superuser `qf`, no password). */
  url(database: string): string
  /** Creates an empty database. */
  createDatabase(name: string): Promise<void>
  /** A clean stop: SIGINT to the postmaster, as `pg_ctl stop -m fast` sends; sessions end with 57P01. */
  stop(): Promise<void>
  /** Starts the server again on the same port and data (if it is not running). */
  start(): Promise<void>
  /** SIGSTOP to the postmaster and every process of it: connections hang, nothing is refused. */
  freeze(): void
  /** SIGCONT to all of them. */
  thaw(): void
  /** Stops the server (immediately) and removes its directory. */
  dispose(): Promise<void>
}

interface Account {
  /** setpriv arguments that drop root, empty when we are not root. */
  drop: string[]
  uid: number
  gid: number
}

/** PostgreSQL will not run as root: pick an unprivileged account to run it as. */
function account(): Account | null {
  if (process.getuid?.() !== 0) return null
  const users = readFileSync('/etc/passwd', 'utf8').split('\n').map((line) => line.split(':'))
  const user = users.find((u) => u[0] === 'postgres') ?? users.find((u) => u[0] === 'nobody')
  if (!user) throw new Error('running as root and no postgres or nobody user to run PostgreSQL as')
  const [name, , uid, gid] = user as [string, string, string, string]
  return { drop: [`--reuid=${name}`, `--regid=${gid}`, '--clear-groups'], uid: Number(uid), gid: Number(gid) }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** The pids whose parent is `pid` (from /proc: no procps needed). */
function childrenOf(pid: number): number[] {
  const out: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === pid) out.push(Number(entry))
    } catch {
      // The process ended while we looked.
    }
  }
  return out
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()))

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Removes the directories of scratch servers whose test process is gone. */
function sweep() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(DIR_PREFIX)) continue
    const dir = path.join(tmpdir(), name)
    try {
      const owner = Number(readFileSync(path.join(dir, OWNER_FILE), 'utf8'))
      if (owner > 0 && !alive(owner)) rmSync(dir, { recursive: true, force: true })
    } catch {
      // Not ours to judge (no owner file yet, or not readable).
    }
  }
}

export async function startScratchServer(): Promise<ScratchServer> {
  const bin = postgresBin()
  if (!bin) throw new Error(scratchServerUnavailable()!)
  const as = account()
  sweep()
  const dir = mkdtempSync(path.join(tmpdir(), DIR_PREFIX))
  writeFileSync(path.join(dir, OWNER_FILE), String(process.pid))
  const data = path.join(dir, 'data')
  let postmaster: ChildProcess | null = null
  const cleanUp = () => {
    postmaster?.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', cleanUp)
  const asUser = (command: string, args: string[]) => ['setpriv', ['--pdeathsig=SIGKILL', ...(as?.drop ?? []), path.join(bin, command), ...args]] as const

  try {
    if (as) chownSync(dir, as.uid, as.gid)
    await run(...asUser('initdb', ['-D', data, '-U', 'qf', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']))
    const port = await freePort()
    const log = path.join(dir, 'postgres.log')
    // Small and unsafe on purpose: a throw-away server on a shared machine.
    const settings = ['listen_addresses=127.0.0.1', `port=${port}`, `unix_socket_directories=${dir}`, 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'shared_buffers=16MB', 'max_connections=40']
    const admin = (database = 'postgres') => new pg.Client({ connectionString: `postgres://qf@127.0.0.1:${port}/${database}`, connectionTimeoutMillis: 1000 })

    const start = async () => {
      if (postmaster) return
      const fd = openSync(log, 'a')
      const child = spawn(...asUser('postgres', ['-D', data, ...settings.flatMap((s) => ['-c', s])]), { stdio: ['ignore', fd, fd] })
      closeSync(fd)
      postmaster = child
      const deadline = Date.now() + 30_000
      for (;;) {
        if (child.exitCode !== null) {
          postmaster = null
          throw new Error(`PostgreSQL exited at start:\n${readFileSync(log, 'utf8').slice(-2000)}`)
        }
        const client = admin()
        try {
          await client.connect()
          await client.end()
          return
        } catch {
          await client.end().catch(() => {})
          if (Date.now() > deadline) throw new Error(`PostgreSQL did not start within 30 s:\n${readFileSync(log, 'utf8').slice(-2000)}`)
          await new Promise((r) => setTimeout(r, 50))
        }
      }
    }
    const signalAll = (signal: NodeJS.Signals) => {
      const pid = postmaster?.pid
      if (!pid) return
      // The postmaster first, so it forks no backend we would miss; then each of its processes.
      for (const target of [pid, ...childrenOf(pid)]) {
        try {
          process.kill(target, signal)
        } catch {
          // It ended in the meantime: a backend whose client left.
        }
      }
    }
    const stop = async (signal: NodeJS.Signals) => {
      const child = postmaster
      if (!child) return
      child.kill(signal)
      await exited(child)
      postmaster = null
    }

    await start()
    return {
      port,
      url: (database) => `postgres://qf@127.0.0.1:${port}/${database}`,
      async createDatabase(name) {
        const client = admin()
        await client.connect()
        try {
          await client.query(`create database ${pg.escapeIdentifier(name)}`)
        } finally {
          await client.end()
        }
      },
      stop: () => stop('SIGINT'),
      start,
      freeze: () => signalAll('SIGSTOP'),
      thaw: () => signalAll('SIGCONT'),
      async dispose() {
        try {
          signalAll('SIGCONT')
          // Immediate shutdown: nothing here needs to be kept.
          await stop('SIGQUIT')
        } finally {
          process.removeListener('exit', cleanUp)
          cleanUp()
        }
      },
    }
  } catch (err) {
    process.removeListener('exit', cleanUp)
    cleanUp()
    throw err
  }
}
