/**
 * Withdrawals from orders within 14 days (issue 26, ADR 083): the customer's notice and its
 * acknowledgement mail, the shop manager's receipt of the goods. No Fastify, no ORM: the rules
 * under the order's lock are the repository's, the mail's words are here.
 */
import { formatDate, translate, translator, type Lang } from '../../../i18n/index.js'
import { mailMessages } from '../../../i18n/mail.js'
import { withdrawalMessages } from '../../../i18n/withdrawals.js'
import { paths } from '../../../ui/paths.js'
import { SELLER } from '../seller.js'
import type { OrderLineRow } from '../checkout.types.js'
import { lineName } from '../order-documents.js'
import type { WithdrawalMail, WithdrawalsRepository } from './withdrawals.repository.js'
import type { WithdrawalRequest, WithdrawalState } from './withdrawals.types.js'

export const QUEUE_PAGE_SIZE = 20
export const QUEUE_STATES = ['todo', 'goods', 'refund', 'done', 'all'] as const
export type QueueFilter = (typeof QUEUE_STATES)[number]

/** The queue's filter and page from the query string; anything odd counts as not given. */
export function queueQuery(query: Record<string, unknown>): { state: QueueFilter; page: number } {
  const state = QUEUE_STATES.find((s) => s === query.state) ?? 'todo'
  const page = typeof query.page === 'string' && /^\d{1,4}$/.test(query.page) ? Math.max(Number(query.page), 1) : 1
  return { state, page }
}

/** The acknowledgement (a durable medium, as the Directive's art. 11(3) asks), in the language the customer wrote in. */
export function withdrawalMail(origin: string, lines: OrderLineRow[]): WithdrawalMail {
  return (order, w) => {
    const lang: Lang = w.lang
    const t = translator(withdrawalMessages, lang)
    const named = (line: number) => {
      const l = lines.find((x) => x.line === line)
      return l ? lineName(lang, l) : String(line)
    }
    const text = [
      translate(mailMessages, lang, 'greeting'),
      '',
      t('mailLead', { number: order.number, date: formatDate(lang, w.createdAt) }),
      ...w.lines.map((l) => `- ${named(l.line)}: ${t('pieces', { count: String(l.quantity) })}`),
      ...(w.reason ? ['', t('mailReason', { reason: w.reason })] : []),
      ...(w.account ? [t('mailAccount', { account: w.account })] : []),
      '',
      t('ackReturn', { address: `${SELLER.name}, ${SELLER.street}, ${SELLER.postalCode} ${SELLER.city}` }),
      '',
      t('mailLink', { url: origin + paths.withdrawalDone(lang, order.number, w.id) }),
      '',
      translate(mailMessages, lang, 'signature'),
    ].join('\n')
    return { to: order.email, subject: t('mailSubject', { number: order.number }), text }
  }
}

export interface WithdrawalsDeps {
  repo: WithdrawalsRepository
  /** Told after a write that left mail in the outbox: the worker delivers it at once. */
  mailWritten?: () => void
  now?: () => Date
}

export function withdrawalsService({ repo, mailWritten = () => {}, now = () => new Date() }: WithdrawalsDeps) {
  return {
    withdrawalsOf: repo.withdrawalsOf,
    withdrawable: repo.withdrawable,
    one: repo.one,
    now,

    /** The customer's withdrawal from their order; `lines` are the order's, for the mail. */
    async withdraw(origin: string, orderId: number, lines: OrderLineRow[], req: WithdrawalRequest) {
      const outcome = await repo.withdraw(orderId, req, now(), withdrawalMail(origin, lines))
      if (outcome.ok && outcome.created) mailWritten()
      return outcome
    },

    /** The shop manager received the goods; `origin` for the back-in-stock mails they may set off. */
    async receive(origin: string, number: string, id: number, actor: { userId: number; ip: string | null }) {
      const outcome = await repo.receive(number, id, actor, now(), origin)
      if (outcome.ok && outcome.mailed > 0) mailWritten()
      return outcome
    },

    async queue(filter: { state: QueueFilter; page: number }) {
      const state: WithdrawalState | 'todo' | null = filter.state === 'all' ? null : filter.state
      const { rows, total } = await repo.queue(state, (filter.page - 1) * QUEUE_PAGE_SIZE, QUEUE_PAGE_SIZE)
      return { rows, total, pages: Math.ceil(total / QUEUE_PAGE_SIZE) }
    },
  }
}

export type WithdrawalsService = ReturnType<typeof withdrawalsService>
