/**
 * `npm run cluster` (issue 27, ADR 074): the site as production runs it, on one machine. nginx on
 * CLUSTER_PORT (8080) in front of CLUSTER_NODES (2) nodes on NODE_BASE_PORT (3001) and up, on
 * this machine's PostgreSQL in a database of the cluster's own (created when missing; the first
 * node migrates and seeds it) and Redis under a key prefix of its own. Nodes that exit are
 * started again; Ctrl-C or SIGTERM stops the nodes (they drain) and then nginx.
 *
 *   npm run cluster
 *   CLUSTER_PORT=8081 CLUSTER_NODES=3 DATABASE_URL=postgres://root@127.0.0.1:5432/other npm run cluster
 */
import pg from 'pg'
import { startCluster } from './cluster/supervisor.js'

const env = process.env
const DEFAULT_DATABASE = 'postgres://root@127.0.0.1:5432/qf_cluster'

function integer(name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`Cannot start: ${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
    process.exit(2)
  }
  return value
}

const port = integer('CLUSTER_PORT', 8080, 1, 65535)
const nodes = integer('CLUSTER_NODES', 2, 1, 32)
const nodeBasePort = integer('NODE_BASE_PORT', 3001, 1, 65535 - nodes)
const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Creates the database in DATABASE_URL when the server has none of that name (its first node seeds it). */
async function ensureDatabase(url: string) {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!name) throw new Error('DATABASE_URL names no database')
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  const client = new pg.Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) {
      console.log(`creating the database ${name}; the first node migrates it and fills it with the demo content (a minute or more)`)
      await client.query(`create database "${name.replace(/"/g, '""')}"`)
    }
  } finally {
    await client.end()
  }
}

try {
  await ensureDatabase(databaseUrl)
} catch (error) {
  console.error(`Cannot start: PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, '//')}: ${(error as Error).message}`)
  process.exit(1)
}

const cluster = await startCluster({
  port,
  nodes,
  nodeBasePort,
  env: {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: env.REDIS_PREFIX ?? 'qf-cluster:',
    // nginx on this machine is the one proxy: the client's address is the last X-Forwarded-For entry.
    TRUST_PROXY: env.TRUST_PROXY ?? '1',
  },
}).catch((error: unknown) => {
  console.error(`Cannot start the cluster: ${(error as Error).message}`)
  process.exit(1)
})

console.log(`cluster ready on ${cluster.origin}`)
for (const node of cluster.nodes) console.log(`  node ${node.index}: pid ${node.pid}, ${node.origin}`)
console.log(`  nginx: pid ${cluster.nginxPid}; Ctrl-C stops everything`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: stopping the nodes (they drain first), then nginx`)
    void cluster.stop().then(() => process.exit(0))
  })
}
