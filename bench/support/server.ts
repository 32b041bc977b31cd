/**
 * Starts the built server as a child process on a loopback port, so the load generator
 * (this process) does not share an event loop with the server it measures. It starts the way
 * `npm start` does (scripts/serve.sh, which execs node: the child's pid is the server's), with a
 * memory probe preloaded (memory-probe.mjs), which reads and writes nothing on the request path.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { projectPath } from '../../src/server/paths.js'

export interface BenchServer {
  origin: string
  /** The server process, for reading its memory. */
  pid: number
  /** Where its memory probe keeps the reading of its peak (memory-probe.mjs, memory.ts `readBreakdown`). */
  memoryFile: string
  stop(): Promise<void>
}

/** A port the system has free right now (other engineers' servers share this machine's loopback). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/**
 * `nodeArgs` (such as `--cpu-prof`, which NODE_OPTIONS does not take) start node directly with
 * them and serve.sh's settings instead of through serve.sh.
 */
export async function startServer(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<BenchServer> {
  const main = projectPath('dist/node/src/server/main.js')
  if (!existsSync(main)) throw new Error('run `npm run build` first')
  const port = env.PORT || String(await freePort())
  const [command, args] = nodeArgs.length ? ['node', [...nodeArgs, '--enable-source-maps', main]] : ['sh', [projectPath('scripts/serve.sh')]]
  const memoryFile = path.join(tmpdir(), `bench-memory-${process.pid}-${port}.json`)
  const probe = pathToFileURL(projectPath('bench/support/memory-probe.mjs')).href
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, NODE_OPTIONS: `--import=${probe}`, BENCH_MEMORY_FILE: memoryFile, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: 'data/bench', NODE_ENV: 'production', MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2', ...env, PORT: port },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 300_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running (with its seeding child) after the bench gives up on it.
      child.kill('SIGTERM')
      throw new Error('server did not become ready in 300 s')
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    origin,
    pid: child.pid!,
    memoryFile,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
