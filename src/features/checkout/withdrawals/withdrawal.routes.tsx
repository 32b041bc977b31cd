/**
 * The customer's withdrawal (ADR 083), under the order's own address and as private as it: its
 * owner (the account that placed it, or the guest's cart cookie) only, 404 for anybody else.
 *
 * - GET `…/objednavka/{number}/odstoupeni` · `…/order/{number}/withdrawal`: the form, or why not.
 * - POST the same: 303 to the acknowledgement `…/odstoupeni/{id}` · `…/withdrawal/{id}` with its
 *   mail written; a refusal answers the form with a localized message and the values sent, nothing
 *   stored: 422 (late, cancelled, empty, a bad account or form), 409 for pieces no longer left
 *   (withdrawn meanwhile in another tab). The same form sent twice names the same withdrawal.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { formatDate, translate, type Lang } from '../../../i18n/index.js'
import { withdrawalMessages, type WithdrawalMessageKey } from '../../../i18n/withdrawals.js'
import { NotFoundError } from '../../../server/errors.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { noStore } from '../../../server/no-store.js'
import { originOf } from '../../../server/origin.js'
import { paths, routes, WITHDRAWAL } from '../../../ui/paths.js'
import type { OrderLineRow, OrderRow } from '../checkout.types.js'
import { orderRequests } from '../order-requests.js'
import type { CardProvider } from '../payment-provider.js'
import { REFUND_KEY } from '../refunds/refund.schema.js'
import { parseWithdrawalForm } from './withdrawal.schema.js'
import { freshWithdrawalForm, withdrawalDonePageModel, withdrawalFormPageModel, type WithdrawalFormState } from './withdrawal-pages.js'
import { offerOf } from './withdrawal-offer.js'

export const withdrawalRoutes: FastifyPluginAsync<{ card: CardProvider }> = async (app, { card }) => {
  const { withdrawals } = app.services
  const { ownOrder } = orderRequests(app, card)

  /** Back to the order: the account's page for its owner, else the confirmation. */
  const backOf = (req: FastifyRequest, lang: Lang, order: OrderRow) => (req.user && order.userId === req.user.id ? paths.accountOrder(lang, order.number) : paths.order(lang, order.number))

  async function formPage(req: FastifyRequest, reply: FastifyReply, lang: Lang, order: OrderRow, lines: OrderLineRow[], state: WithdrawalFormState, problem?: string, status?: number) {
    const [withdrawable, made] = await Promise.all([withdrawals.withdrawable(order.id), withdrawals.withdrawalsOf(order.id)])
    const offer = offerOf(order, withdrawable, made, withdrawals.now())
    // Why there is no form, when the days are over: said as clearly as a refusal.
    const why = problem ?? (!offer.open && order.status !== 'cancelled' && offer.lastDay && withdrawable.lines.some((l) => l.quantity > 0) ? translate(withdrawalMessages, lang, 'late', { date: formatDate(lang, offer.lastDay) }) : undefined)
    return reply.code(status ?? 200).page(withdrawalFormPageModel(lang, { order, lines, withdrawable, offer, problem: why, back: backOf(req, lang, order) }, state, status))
  }

  eachLang((lang) => {
    const address = `${routes.order[lang]}/:number/${WITHDRAWAL[lang]}`

    app.get<{ Params: { number: string } }>(address, async (req, reply) => {
      noStore(reply)
      const { order, lines } = await ownOrder(req)
      return formPage(req, reply, lang, order, lines, freshWithdrawalForm())
    })

    app.post<{ Params: { number: string } }>(address, async (req, reply) => {
      noStore(reply)
      const { order, lines } = await ownOrder(req)
      const raw = formBody(req)
      const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
      const sent: Record<string, string> = Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'))
      const refuse = (status: number, key: WithdrawalMessageKey, values?: Record<string, string>) =>
        formPage(req, reply, lang, order, lines, { key: REFUND_KEY.test(sent.key ?? '') ? sent.key! : freshWithdrawalForm().key, values: sent }, translate(withdrawalMessages, lang, key, values), status)
      const parsed = parseWithdrawalForm(body)
      if (!parsed.ok) return refuse(422, parsed.problem === 'account' ? 'refusedAccount' : 'refusedInvalid')
      const outcome = await withdrawals.withdraw(originOf(req, app.config.PUBLIC_ORIGIN), order.id, lines, { ...parsed.values, lang })
      if (outcome.ok) return reply.redirect(paths.withdrawalDone(lang, order.number, outcome.withdrawal.id), 303)
      switch (outcome.problem) {
        case 'unknown':
          throw new NotFoundError(req.url)
        case 'late':
          return refuse(422, 'late', { date: formatDate(lang, outcome.lastDay) })
        case 'cancelled':
          return refuse(422, 'cancelled')
        case 'empty':
          return refuse(422, 'refusedEmpty')
        case 'account':
          return refuse(422, 'refusedAccount')
        case 'quantity':
          return refuse(409, 'refusedQuantity', { line: String(outcome.line) })
      }
    })

    app.get<{ Params: { number: string; id: string } }>(`${address}/:id`, async (req, reply) => {
      noStore(reply)
      const { order, lines } = await ownOrder(req)
      const withdrawal = /^\d{1,9}$/.test(req.params.id) ? await withdrawals.one(order.id, Number(req.params.id)) : undefined
      if (!withdrawal) throw new NotFoundError(req.url)
      return reply.page(withdrawalDonePageModel(lang, order, lines, withdrawal, backOf(req, lang, order)))
    })
  })
}
