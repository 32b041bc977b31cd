/**
 * `npm run dev`: rebuilds the client on change (`vite build --watch`) and restarts the server
 * on change (`tsx watch`), also after each client rebuild: the server reads the asset names
 * from the manifest at start. Ctrl-C, or either process exiting, stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { watchFile } from 'node:fs'
import path from 'node:path'

const bin = (name: string) => path.join('node_modules', '.bin', name)
const MANIFEST = 'dist/build/.vite/manifest.json'

// React's development build: hydration mismatches come with a readable diff.
const client = spawn(bin('vite'), ['build', '--watch'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development' },
})
const server = spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
  stdio: ['pipe', 'inherit', 'inherit'],
  env: { LOG_LEVEL: 'info', ...process.env },
})

// tsx watch ignores hidden directories such as .vite/; a Return on its stdin makes it rerun.
watchFile(MANIFEST, { interval: 300 }, (now, before) => {
  if (now.mtimeMs !== before.mtimeMs && now.mtimeMs > 0) server.stdin?.write('\n')
})

const children: ChildProcess[] = [client, server]
let stopping = false
function stop(code: number): void {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exitCode = code
  process.exit()
}

for (const child of children) child.on('exit', (code) => stop(code ?? 1))
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
