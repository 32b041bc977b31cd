/**
 * Recall of the hand-written known-item queries (bench/search/recall.ts) on the demo content of
 * this run's engine: the page each is after among the first three results, as typed, without
 * accents and with one wrong letter, at least as often as issue 11's budgets ask.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureRecall, RECALL_BUDGET } from '../../../bench/search/recall.js'
import { engine, testApp } from '../../support/app.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(async () => {
  await app?.close()
})

describe(`search recall on ${engine}`, () => {
  it('finds the known items in the top 3 within the budgets', { timeout: 120_000 }, async () => {
    const { recall, misses } = await measureRecall(app.services.search)
    for (const variant of Object.keys(RECALL_BUDGET) as (keyof typeof RECALL_BUDGET)[]) {
      expect(recall[variant], `${variant} missed: ${misses[variant].join(' | ')}`).toBeGreaterThanOrEqual(RECALL_BUDGET[variant])
    }
  })
})
