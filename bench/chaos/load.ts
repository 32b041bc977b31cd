/**
 * The chaos bench's load generator (run.ts forks it): a process of its own, so that the faults
 * run.ts causes (and its waiting on them) never delay a request or its timing. It drives the mix
 * of scripts/cluster/traffic.ts through nginx until told to stop: anonymous pages, searches,
 * signed-in pages, and shoppers placing orders. Every request's sample goes to the parent in
 * batches; so does every order number a shopper was shown, with when.
 *
 * Environment: CHAOS_ORIGIN (nginx), CHAOS_VARIANT (what the shoppers buy), CHAOS_EMAIL (theirs).
 */
import { browse, PAGES, purchase, SEARCHES, signIn, SIGNED_IN_PAGES, type Sample, type ShopperTally } from '../../scripts/cluster/traffic.js'

export type LoadMessage =
  | { samples: Sample[]; confirmed: [string, number][] }
  | { done: { abandoned: number; submits: number } }
  | { failed: string }

const origin = process.env.CHAOS_ORIGIN!
const variant = Number(process.env.CHAOS_VARIANT)
const email = process.env.CHAOS_EMAIL!
const send = (message: LoadMessage) => process.send!(message)

let stop = false
process.on('message', (m: unknown) => {
  if (m === 'stop') stop = true
})
const until = () => stop

let samples: Sample[] = []
let confirmed: [string, number][] = []
const record = (s: Sample) => void samples.push(s)
const flush = () => {
  if (samples.length || confirmed.length) send({ samples, confirmed })
  samples = []
  confirmed = []
}
const flusher = setInterval(flush, 250)

try {
  const cookie = await signIn(origin)
  const tally: ShopperTally = { confirmed: new Set(), abandoned: 0, submits: 0 }
  const shopper = async () => {
    while (!stop) {
      const number = await purchase(origin, variant, email, record, tally)
      if (number) confirmed.push([number, Date.now()])
    }
  }
  await Promise.all([
    browse(origin, 'page', PAGES, 4, until, record),
    browse(origin, 'search', SEARCHES, 1, until, record),
    browse(origin, 'signedIn', SIGNED_IN_PAGES, 1, until, record, { cookie }),
    shopper(),
    shopper(),
  ])
  clearInterval(flusher)
  flush()
  send({ done: { abandoned: tally.abandoned, submits: tally.submits } })
} catch (error) {
  send({ failed: String(error) })
}
process.disconnect()
