/**
 * Publishes and unpublishes at the scheduled time (ADR 058). Every node runs one: it does what is
 * due, then sleeps until the next schedule or `intervalMs`, whichever is sooner, and is woken by
 * every content change (a schedule set on another node is one). The service claims due rows with
 * SKIP LOCKED, so nodes running at once never do an act twice.
 */
import type { EditorialService } from './editorial.service.js'

export interface PublishSchedulerOptions {
  /** The longest sleep: a schedule is found at the latest this long after it is due. */
  intervalMs: number
  /** A run that failed, or one scheduled publication that could not be done (and was withdrawn). */
  onError?: (err: unknown, item?: { entity: string; id: number }) => void
  now?: () => Date
}

export class PublishScheduler {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private again = false
  private closed = true

  constructor(
    private readonly editorial: Pick<EditorialService, 'runDue' | 'nextDue'>,
    private readonly options: PublishSchedulerOptions,
  ) {}

  start(): void {
    this.closed = false
    this.wake()
  }

  /** Something changed: run now (or once more after the run under way). */
  wake(): void {
    if (this.closed) return
    if (this.running) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
    this.running = this.run().finally(() => {
      this.running = undefined
      if (this.again && !this.closed) {
        this.again = false
        this.wake()
      }
    })
  }

  /** Resolves when no run is under way (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  async stop(): Promise<void> {
    this.closed = true
    clearTimeout(this.timer)
    await this.idle()
  }

  private async run(): Promise<void> {
    const now = this.options.now ?? (() => new Date())
    let sleep = this.options.intervalMs
    try {
      const { failed } = await this.editorial.runDue(now())
      for (const { error, ...item } of failed) this.options.onError?.(error, item)
      const next = await this.editorial.nextDue()
      if (next) sleep = Math.max(0, Math.min(sleep, next.getTime() - now().getTime() + 5))
    } catch (err) {
      this.options.onError?.(err)
    }
    if (this.closed) return
    this.timer = setTimeout(() => this.wake(), sleep)
    this.timer.unref()
  }
}
