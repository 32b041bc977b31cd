/**
 * Packeta pick-up points (ADR 052): the list is read by this server from the JSON endpoint that
 * PICKUP_POINTS_URL names (the demo fixture this server serves unless it names another), kept in
 * memory and refreshed behind a stale copy, like the social feed. The checkout searches it and
 * an order is placed only to a point the list holds, its address copied into the order.
 */
import { z } from 'zod'
import { fold } from '../../lib/fold.js'

export interface PickupPoint {
  /** Packeta's point id: digits. */
  id: string
  name: string
  street: string
  city: string
  postalCode: string
}

/** A point's id as a form may send it; anything else is refused before the list is asked. */
export const PICKUP_POINT_ID = /^\d{1,10}$/
/** Points shown for a search: enough to choose from on a phone, few enough to read. */
export const PICKUP_RESULTS = 8
const MAX_POINTS = 50_000
const MAX_BYTES = 20_000_000

const text = (max: number) => z.string().trim().min(1).max(max).refine((v) => !/[\p{Cc}\p{Cf}<>]/u.test(v))
const Point = z.object({ id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(PICKUP_POINT_ID)), name: text(120), street: text(120), city: text(80), zip: text(10) })
/** The endpoint's answer: `{ "points": [{ id, name, street, city, zip }] }`; invalid points are left out. */
const Answer = z.object({ points: z.array(z.unknown()).max(MAX_POINTS) })

export function parsePoints(body: unknown): PickupPoint[] {
  const points: PickupPoint[] = []
  for (const raw of Answer.parse(body).points) {
    const p = Point.safeParse(raw)
    if (p.success) points.push({ id: p.data.id, name: p.data.name, street: p.data.street, city: p.data.city, postalCode: p.data.zip })
  }
  if (points.length === 0) throw new Error('the pick-up point list is empty')
  return points
}

/** The address an order keeps and shows: one line. */
export const pointAddress = (p: PickupPoint) => `${p.name}, ${p.street}, ${p.postalCode} ${p.city}`

export interface PickupPointOptions {
  url: string
  timeoutMs: number
  ttlMs: number
  now?: () => number
  fetch?: typeof fetch
}

interface Loaded {
  at: number
  points: PickupPoint[]
  byId: Map<string, PickupPoint>
  /** Each point's folded text, searched word by word. */
  folded: string[]
}

export function pickupPointSource({ url, timeoutMs, ttlMs, now = Date.now, fetch: get = fetch }: PickupPointOptions) {
  let loaded: Loaded | null = null
  let loading: Promise<Loaded> | null = null

  function load(): Promise<Loaded> {
    loading ??= (async () => {
      const res = await get(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error', headers: { accept: 'application/json' } })
      if (!res.ok) throw new Error(`pick-up points answered ${res.status}`)
      const body = await res.text()
      if (body.length > MAX_BYTES) throw new Error('the pick-up point list is too large')
      const points = parsePoints(JSON.parse(body))
      loaded = { at: now(), points, byId: new Map(points.map((p) => [p.id, p])), folded: points.map((p) => fold(`${p.name} ${p.street} ${p.city} ${p.postalCode} ${p.postalCode.replace(/\s/g, '')}`)) }
      return loaded
    })().finally(() => {
      loading = null
    })
    return loading
  }

  /** The list: cached, refreshed behind a stale copy, or fetched within the time-out (throws when it cannot be). */
  async function list(): Promise<Loaded> {
    if (loaded) {
      if (now() - loaded.at >= ttlMs) load().catch(() => undefined)
      return loaded
    }
    return load()
  }

  return {
    /** Up to `limit` points whose name, street, city or postal code hold every word of `query`. */
    async search(query: string, limit = PICKUP_RESULTS): Promise<PickupPoint[]> {
      const l = await list()
      const words = fold(query.slice(0, 100)).split(' ').filter(Boolean)
      const found: PickupPoint[] = []
      for (let i = 0; i < l.points.length && found.length < limit; i++) if (words.every((w) => l.folded[i]!.includes(w))) found.push(l.points[i]!)
      return found
    },

    /** The point with this id, undefined when the list holds none (or the id is no id). */
    async byId(id: string): Promise<PickupPoint | undefined> {
      if (!PICKUP_POINT_ID.test(id)) return undefined
      return (await list()).byId.get(id)
    },
  }
}

export type PickupPointSource = ReturnType<typeof pickupPointSource>
