/**
 * Live-validation contexts in Redis (REDIS_URL, ADR 031): `<prefix>lv:<id>` holds the context as
 * JSON with the owner, expiring by itself; `<prefix>lv:<id>:lock` is a call in progress (SET NX
 * PX); `<prefix>lv:owner:<owner>:<form>` the set of an owner's contexts of a form, for release.
 */
import type { Redis } from '../../lib/redis.js'
import type { ContextStore, StoredContext } from './context.store.js'

interface Entry extends StoredContext {
  owner: string
}

// KEYS[1] context; ARGV: released flag. Keeps the context's time to live.
const RELEASE = `local v = redis.call('GET', KEYS[1])
if not v then return 0 end
local e = cjson.decode(v)
e.released = true
redis.call('SET', KEYS[1], cjson.encode(e), 'KEEPTTL')
return 1`

export function contextRedisStore(redis: Redis, prefix = 'qf:'): ContextStore {
  const key = (id: string) => `${prefix}lv:${id}`
  const ownerKey = (owner: string, formId: string) => `${prefix}lv:owner:${owner}:${formId}`
  return {
    async create(id, owner, context, ttlMs, lockMs) {
      const entry: Entry = { ...context, owner }
      await redis.command('SET', key(id), JSON.stringify(entry), 'PX', ttlMs)
      await redis.command('SET', `${key(id)}:lock`, '1', 'PX', lockMs)
      await redis.command('SADD', ownerKey(owner, context.formId), id)
      await redis.command('PEXPIRE', ownerKey(owner, context.formId), ttlMs)
    },

    async acquire(id, owner, lockMs) {
      const raw = (await redis.command('GET', key(id))) as string | null
      if (raw === null) return { outcome: 'missing' }
      const entry = JSON.parse(raw) as Entry
      if (entry.owner !== owner) return { outcome: 'missing' }
      const locked = await redis.command('SET', `${key(id)}:lock`, '1', 'NX', 'PX', lockMs)
      if (locked === null) return { outcome: 'busy' }
      const { owner: _, ...context } = entry
      return { outcome: 'ok', context }
    },

    async finish(id, ttlMs) {
      await redis.command('DEL', `${key(id)}:lock`)
      await redis.command('PEXPIRE', key(id), ttlMs)
    },

    async release(owner, formId) {
      const ids = (await redis.command('SMEMBERS', ownerKey(owner, formId))) as string[]
      for (const id of ids) await redis.command('EVAL', RELEASE, 1, key(id))
    },
  }
}
