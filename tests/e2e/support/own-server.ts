/**
 * A second server of the built site for the specs whose settings are read once at start and so
 * cannot share the suite's server (the consent's complex mode, a real card provider): started by
 * the worker that runs such a spec and stopped with it, on a port and an embedded database of its
 * own (seeded on the first start, reused later), with the smallest demo content.
 */
import { spawn, type ChildProcess } from 'node:child_process'

export interface OwnServerOptions {
  /** For messages: which server this is. */
  name: string
  port: number
  /** Its embedded database, e.g. `data/e2e-complex`. */
  dataDir: string
  /** Settings besides the suite's defaults. */
  env: Record<string, string>
  /** Environment variable that names the port to move to when this one is taken. */
  portVariable: string
}

async function ready(name: string, url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the ${name} server exited (${child.exitCode})`)
    try {
      if ((await fetch(`${url}/readyz`)).ok && child.exitCode === null) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the ${name} server did not answer ${url}/readyz within ${timeoutMs} ms`)
}

/** Starts the server and waits until it is ready; the returned function stops it. */
export async function startOwnServer({ name, port, dataDir, env, portVariable }: OwnServerOptions): Promise<() => Promise<void>> {
  const url = `http://127.0.0.1:${port}`
  // Another server on the port would answer the readiness check in this one's place.
  const taken = await fetch(`${url}/readyz`).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`port ${port} is taken: set ${portVariable} to a free one`)
  const stderr: string[] = []
  // setpriv's parent-death signal: a worker that dies however it dies takes the server along.
  const child = spawn('setpriv', ['--pdeathsig', 'TERM', process.execPath, 'dist/node/src/server/main.js'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // The smallest demo content seeds fastest.
      SEED_SCALE: '0.05',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      PREVIEW: '0',
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
  })
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()))
  try {
    await ready(name, url, child, 390_000)
  } catch (error) {
    child.kill('SIGTERM')
    throw new Error(`${(error as Error).message}\n${stderr.join('').slice(-2000)}`)
  }
  return async () => {
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
}
