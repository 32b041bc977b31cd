/**
 * Several nodes behind nginx on one machine (issue 27, ADR 074): `npm run cluster`, the cluster
 * test and the chaos bench start it through `startCluster`. nginx runs in the foreground as a
 * child, from a configuration generated into a temp directory (nginx.ts); each node is
 * `node dist/node/src/server/main.js` with its own PORT and the environment given.
 *
 * The supervisor does what systemd's `Restart=always` does for deploy/systemd/qf@.service: a
 * node that exits while the cluster runs (killed, crashed, or stopped by SIGTERM for a rolling
 * restart) is started again after a short backoff, which doubles while it keeps failing soon
 * after its start. The first node starts alone and the others once it is ready, so migrations
 * and the first seed of an empty database run in one process (main.ts, first-seed.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { projectPath } from '../../src/server/paths.js'
import { nginxConfig } from './nginx.js'

export interface ClusterOptions {
  /** nginx's port on 127.0.0.1. */
  port: number
  /** How many nodes; node i listens on `nodeBasePort + i`, or on `nodePorts[i]` when given. */
  nodes: number
  nodeBasePort: number
  nodePorts?: number[]
  /** The nodes' environment besides this process's (DATABASE_URL, REDIS_URL, REDIS_PREFIX…). */
  env?: Record<string, string>
  /** Where the supervisor's lines go (default: stdout). */
  log?: (line: string) => void
  /** The nodes' stdout and stderr: shown (default) or dropped (tests, benches). */
  nodeOutput?: 'inherit' | 'ignore'
  /** The first wait before a node is started again (ms); doubles while it keeps failing young. */
  restartBackoffMs?: number
  /** How long a node may take to answer /readyz after its start (ms). */
  readyTimeoutMs?: number
  /** A second nginx port that sends to the first node only (bench:chaos's one-node figures). */
  soloPort?: number
  /** Keeps nginx's directory (its error and access logs) after stop(), and says where it is. */
  keepLogs?: boolean
  /** The nginx binary (default: `nginx` on the PATH, else Debian's /usr/sbin/nginx). */
  nginx?: string
}

export interface ClusterNode {
  readonly index: number
  readonly port: number
  readonly origin: string
  /** The current process's id (changes with every restart). */
  readonly pid: number | undefined
  /** How many times the supervisor started it again. */
  readonly restarts: number
}

export interface Cluster {
  /** nginx's address: where clients go. */
  readonly origin: string
  readonly nginxPid: number
  readonly nodes: readonly ClusterNode[]
  /** Sends `signal` to node i's process and resolves once it exited; the supervisor starts it again (as after any exit). */
  kill(index: number, signal?: NodeJS.Signals): Promise<void>
  /** SIGTERM to node i, then resolves once its next process answers /readyz (a rolling restart's step). */
  restart(index: number): Promise<void>
  /** Resolves once node i's current process answers /readyz. */
  ready(index: number): Promise<void>
  /** SIGTERM to every node, waits for them to drain and exit, then stops nginx. */
  stop(): Promise<void>
}

/** A node that fails within this long after its start counts as failing young: its backoff doubles. */
const YOUNG_MS = 10_000
const MAX_BACKOFF_MS = 30_000

function nginxBinary(): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir && existsSync(path.join(dir, 'nginx'))) return path.join(dir, 'nginx')
  return '/usr/sbin/nginx'
}

/** Children still running: killed when this process exits however it exits, so none is left behind. */
const orphans = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of orphans) child.kill('SIGKILL')
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function answersReady(origin: string): Promise<boolean> {
  try {
    const res = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) })
    await res.arrayBuffer()
    return res.ok
  } catch {
    return false
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())))

class Node implements ClusterNode {
  child: ChildProcess | undefined
  restarts = 0
  startedAt = 0
  backoffMs: number
  /** Settles when the current process answers /readyz, or rejects when it exits first. */
  readiness: Promise<void> = Promise.resolve()
  timer: NodeJS.Timeout | undefined

  constructor(
    readonly index: number,
    readonly port: number,
    private readonly options: Required<Pick<ClusterOptions, 'restartBackoffMs' | 'readyTimeoutMs' | 'nodeOutput'>> & { env: Record<string, string> },
    private readonly log: (line: string) => void,
    private readonly running: () => boolean,
  ) {
    this.backoffMs = options.restartBackoffMs
  }

  get origin() {
    return `http://127.0.0.1:${this.port}`
  }

  get pid() {
    return this.child?.pid
  }

  start() {
    const main = projectPath('dist/node/src/server/main.js')
    const child = spawn(process.execPath, ['--enable-source-maps', main], {
      env: { ...process.env, NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', HOST: '127.0.0.1', ...this.options.env, PORT: String(this.port) },
      stdio: ['ignore', this.options.nodeOutput, this.options.nodeOutput],
      // A group of its own: a terminal's Ctrl-C reaches the supervisor only, which stops the
      // nodes first and nginx last (the supervisor's exit kills them if it dies).
      detached: true,
    })
    orphans.add(child)
    child.once('exit', () => orphans.delete(child))
    this.child = child
    this.startedAt = Date.now()
    this.log(`node ${this.index}: pid ${child.pid} on port ${this.port}`)
    child.once('exit', (code, signal) => {
      if (!this.running()) return
      const young = Date.now() - this.startedAt < YOUNG_MS
      this.backoffMs = young ? Math.min(MAX_BACKOFF_MS, this.backoffMs * 2) : this.options.restartBackoffMs
      const wait = young ? this.backoffMs / 2 : this.options.restartBackoffMs
      this.log(`node ${this.index}: pid ${child.pid} exited (${signal ?? `code ${code}`}); starting it again in ${wait} ms`)
      this.timer = setTimeout(() => {
        this.timer = undefined
        if (!this.running()) return
        this.restarts++
        this.start()
      }, wait)
    })
    this.readiness = this.waitReady(child)
    // A process that dies before it is ready is the exit handler's; nobody need hear of it here.
    this.readiness.catch(() => {})
  }

  private async waitReady(child: ChildProcess) {
    const deadline = Date.now() + this.options.readyTimeoutMs
    while (child.exitCode === null && child.signalCode === null) {
      if (await answersReady(this.origin)) return
      if (Date.now() > deadline) throw new Error(`node ${this.index} (pid ${child.pid}) was not ready within ${this.options.readyTimeoutMs} ms`)
      await sleep(100)
    }
    throw new Error(`node ${this.index} (pid ${child.pid}) exited before it was ready`)
  }

  /** The current process's readiness; when it has exited or exits first, the next one's. */
  async ready(): Promise<void> {
    const deadline = Date.now() + this.options.readyTimeoutMs + MAX_BACKOFF_MS
    for (;;) {
      const child = this.child
      try {
        if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`node ${this.index} (pid ${child.pid}) has exited`)
        return await this.readiness
      } catch (error) {
        if (!this.running() || Date.now() > deadline) throw error
        // Wait for the supervisor's next start of this node.
        while (this.child === child && this.running()) await sleep(50)
      }
    }
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line))
  if (!existsSync(projectPath('dist/node/src/server/main.js'))) throw new Error('the server is not built: run `npm run build` first')
  let running = true
  const nodeOptions = {
    restartBackoffMs: options.restartBackoffMs ?? 1000,
    readyTimeoutMs: options.readyTimeoutMs ?? 300_000,
    nodeOutput: options.nodeOutput ?? 'inherit',
    env: options.env ?? {},
  }
  const nodes = Array.from({ length: options.nodes }, (_, i) => new Node(i, options.nodePorts?.[i] ?? options.nodeBasePort + i, nodeOptions, log, () => running))

  // nginx's prefix: its workers run as an unprivileged user when the master is root, so the
  // directory is readable and its temp directories writable by them.
  const prefix = mkdtempSync(path.join(tmpdir(), 'qf-cluster-nginx-'))
  chmodSync(prefix, 0o755)
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, dir))
    chmodSync(path.join(prefix, dir), 0o777)
  }
  const conf = path.join(prefix, 'nginx.conf')
  writeFileSync(conf, nginxConfig({ port: options.port, upstreams: nodes.map((n) => n.port), prefix, soloPort: options.soloPort }))

  let nginx: ChildProcess | undefined
  const stopNodes = async () => {
    running = false
    for (const node of nodes) clearTimeout(node.timer)
    const children = nodes.map((n) => n.child).filter((c): c is ChildProcess => c !== undefined)
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await Promise.all(children.map(exited))
  }
  const stopNginx = async () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      // SIGQUIT: nginx's graceful stop, finishing the requests it has.
      nginx.kill('SIGQUIT')
      await exited(nginx)
    }
    if (options.keepLogs) log(`nginx's logs kept in ${prefix}`)
    else rmSync(prefix, { recursive: true, force: true })
  }

  try {
    // The first node alone: it migrates and, on an empty database, seeds; then the others.
    // A first process that cannot start (bad configuration, no database) stops the start.
    nodes[0]!.start()
    await nodes[0]!.readiness
    for (const node of nodes.slice(1)) node.start()
    await Promise.all(nodes.map((n) => n.readiness))

    const binary = options.nginx ?? nginxBinary()
    nginx = spawn(binary, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'], detached: true })
    const started = nginx
    orphans.add(started)
    started.once('exit', () => orphans.delete(started))
    await new Promise<void>((resolve, reject) => {
      started.once('error', (err) => reject(new Error(`nginx did not start (${binary}): ${err.message}`)))
      started.once('spawn', () => resolve())
    })
    const origin = `http://127.0.0.1:${options.port}`
    for (let waited = 0; ; waited += 100) {
      if (started.exitCode !== null) throw new Error(`nginx exited with code ${started.exitCode}: see its messages above`)
      if (await answersReady(origin)) break
      if (waited > 10_000) throw new Error(`nginx does not answer on port ${options.port}`)
      await sleep(100)
    }
    log(`nginx: pid ${started.pid} on ${origin} in front of ports ${nodes.map((n) => n.port).join(', ')}`)
    started.once('exit', (code, signal) => {
      if (running) log(`nginx: pid ${started.pid} exited (${signal ?? `code ${code}`}); the cluster has no proxy any more`)
    })

    let stopping: Promise<void> | undefined
    return {
      origin,
      nginxPid: started.pid!,
      nodes,
      async kill(index, signal = 'SIGKILL') {
        const child = nodes[index]?.child
        if (!child) throw new Error(`no node ${index}`)
        child.kill(signal)
        await exited(child)
      },
      async restart(index) {
        const node = nodes[index]
        if (!node?.child) throw new Error(`no node ${index}`)
        const child = node.child
        child.kill('SIGTERM')
        await exited(child)
        while (node.child === child && running) await sleep(50)
        await node.ready()
      },
      ready: (index) => nodes[index]!.ready(),
      stop: () =>
        (stopping ??= (async () => {
          await stopNodes()
          await stopNginx()
        })()),
    }
  } catch (error) {
    await stopNodes()
    await stopNginx()
    throw error
  }
}
