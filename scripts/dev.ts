/**
 * `npm run dev`: rebuilds the client on change (`vite build --watch`) and restarts the server
 * on change (`tsx watch`), also when a client rebuild writes a new manifest (the server reads
 * asset names at start). Ctrl-C or either process exiting stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const bin = (name: string) => path.join('node_modules', '.bin', name)

const children: ChildProcess[] = [
  // React's development build: hydration mismatches come with a readable diff.
  spawn(bin('vite'), ['build', '--watch'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } }),
  spawn(
    bin('tsx'),
    ['watch', '--clear-screen=false', '--include', 'dist/build/.vite/manifest.json', 'src/server/main.ts'],
    { stdio: 'inherit', env: { LOG_LEVEL: 'info', ...process.env } },
  ),
]

let stopping = false
function stop(code: number): void {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exitCode = code
}

for (const child of children) child.on('exit', (code) => stop(code ?? 1))
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
