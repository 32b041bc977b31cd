/**
 * Delivers the outbox (ADR 025). Every node may run one: rows are claimed with a lease, so a
 * mail goes out once however many workers poll. A failed attempt is retried with exponential
 * back-off (30 s, 1 min, 2 min … at most an hour apart); after MAX_ATTEMPTS the mail is marked
 * failed and logged. The worker polls every `intervalMs` and at once when woken after a write.
 */
import type { MailTransport } from './mail-transport.js'
import type { OutboxRepository } from './outbox.repository.js'

export interface OutboxPolicy {
  intervalMs: number
  firstRetryMs: number
  maxRetryMs: number
  maxAttempts: number
  /** How long a claimed mail stays hidden from other workers while it is sent. */
  leaseMs: number
  batch: number
}

export const OUTBOX_POLICY: OutboxPolicy = {
  intervalMs: 5000,
  firstRetryMs: 30_000,
  maxRetryMs: 3_600_000,
  maxAttempts: 10,
  leaseMs: 120_000,
  batch: 20,
}

/** The wait after the `attempt`-th failed attempt (1-based). */
export function retryDelayMs(policy: Pick<OutboxPolicy, 'firstRetryMs' | 'maxRetryMs'>, attempt: number): number {
  return Math.min(policy.maxRetryMs, policy.firstRetryMs * 2 ** (attempt - 1))
}

export interface OutboxWorkerOptions {
  policy?: OutboxPolicy
  now?: () => Date
  onError?: (err: unknown, context: { id?: number; gaveUp?: boolean }) => void
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<number> | undefined
  private again = false
  private stopped = true
  /** Set by stop(): no pass starts after it, so none outlives the database it writes to. */
  private closed = false
  private readonly policy: OutboxPolicy
  private readonly now: () => Date
  private readonly onError: NonNullable<OutboxWorkerOptions['onError']>

  constructor(
    private readonly repo: OutboxRepository,
    private readonly transport: MailTransport,
    { policy = OUTBOX_POLICY, now = () => new Date(), onError = () => {} }: OutboxWorkerOptions = {},
  ) {
    this.policy = policy
    this.now = now
    this.onError = onError
  }

  start() {
    this.stopped = false
    this.schedule(0)
  }

  async stop() {
    this.stopped = true
    this.closed = true
    clearTimeout(this.timer)
    // A caller waiting in deliverDue may have queued a pass behind the running one: wait for all.
    while (this.running) await this.running.catch(() => 0)
    this.transport.close()
  }

  /** A mail was just written: deliver without waiting for the next poll. */
  wake() {
    if (this.stopped) return
    if (this.running) this.again = true
    else this.schedule(0)
  }

  /**
   * Sends every mail due now; returns how many were sent. One pass at a time per worker: a pass
   * already under way may have looked before the newest mail was committed, so this one follows it.
   */
  async deliverDue(): Promise<number> {
    if (this.closed) return 0
    if (this.running) {
      await this.running.catch(() => 0)
      return this.deliverDue()
    }
    this.running = this.pass().finally(() => (this.running = undefined))
    return this.running
  }

  private async pass(): Promise<number> {
    let sent = 0
    for (;;) {
      const at = this.now()
      const rows = await this.repo.claimDue(at, new Date(at.getTime() + this.policy.leaseMs), this.policy.batch)
      for (const row of rows) {
        try {
          await this.transport.send(row)
          await this.repo.markSent(row.id, this.now())
          sent++
        } catch (err) {
          const attempt = row.attempts + 1
          const gaveUp = attempt >= this.policy.maxAttempts
          const failedAt = this.now()
          const retryAt = gaveUp ? null : new Date(failedAt.getTime() + retryDelayMs(this.policy, attempt))
          await this.repo.markFailed(row.id, failedAt, retryAt, err instanceof Error ? err.message : String(err))
          this.onError(err, { id: row.id, gaveUp })
        }
      }
      if (rows.length < this.policy.batch) return sent
    }
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.again = false
      void this.deliverDue()
        .catch((err: unknown) => this.onError(err, {}))
        .finally(() => {
          if (!this.stopped) this.schedule(this.again ? 0 : this.policy.intervalMs)
        })
    }, delayMs)
    this.timer.unref()
  }
}
