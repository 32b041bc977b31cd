/**
 * The order's tax documents to download (ADR 084): the invoice as ISDOC beside its PDF, and each
 * credit note as PDF or ISDOC — for the customer under the order's own address (its owner's only,
 * the invoice PDF's check: 404 for anybody else) and for staff under the order's administration
 * (`order` read, the admin context's 404 for who lacks it), where the invoice is downloaded too.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { orderDocMessages } from '../../../i18n/checkout.js'
import { translate, type Lang } from '../../../i18n/index.js'
import { NotFoundError } from '../../../server/errors.js'
import { eachLang } from '../../../server/localized.js'
import { CREDIT_NOTE_DIR, INVOICE_ISDOC, routes } from '../../../ui/paths.js'
import type { OrderLineRow, OrderRow } from '../checkout.types.js'
import { creditNotePdf, invoicePdf } from '../order-documents.js'
import { orderRequests } from '../order-requests.js'
import { ORDER_NUMBER } from '../order-status.js'
import type { CardProvider } from '../payment-provider.js'
import { READ_ORDERS } from '../permissions.js'
import { creditNoteIsdoc, invoiceIsdoc, ISDOC_TYPE } from './isdoc.js'

/** A credit note's file: its number and the format, e.g. `OD2026000001.pdf`. */
const CREDIT_NOTE_FILE = /^(OD\d{10})\.(pdf|isdoc)$/

function send(reply: FastifyReply, format: 'pdf' | 'isdoc', name: string, body: Uint8Array | string) {
  return reply
    .header('cache-control', 'private, no-store')
    .type(format === 'pdf' ? 'application/pdf' : ISDOC_TYPE)
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('x-content-type-options', 'nosniff')
    .send(typeof body === 'string' ? body : Buffer.from(body))
}

/** Answers the order's credit note named by `file`, or the 404 page. */
async function creditNote(reply: FastifyReply, lang: Lang, found: { order: OrderRow; lines: OrderLineRow[] }, file: string) {
  const m = CREDIT_NOTE_FILE.exec(file)
  const doc = m ? await reply.server.services.creditNotes.document(found.order, found.lines, m[1]!) : undefined
  if (!m || !doc) throw new NotFoundError(reply.request.url)
  const name = `${CREDIT_NOTE_DIR[lang]}-${doc.number}`
  if (m[2] === 'pdf') return send(reply, 'pdf', name, await creditNotePdf(lang, doc))
  return send(reply, 'isdoc', name, creditNoteIsdoc(doc, translate(orderDocMessages, 'cs', 'creditNoteDefaultReason')))
}

export const customerDocumentRoutes: FastifyPluginAsync<{ card: CardProvider }> = async (app, { card }) => {
  const { ownOrder } = orderRequests(app, card)
  eachLang((lang) => {
    app.get<{ Params: { number: string } }>(`${routes.order[lang]}/:number/${INVOICE_ISDOC[lang]}`, async (req, reply) => {
      const { order, lines } = await ownOrder(req)
      return send(reply, 'isdoc', `${lang === 'cs' ? 'faktura' : 'invoice'}-${order.number}`, invoiceIsdoc(order, lines))
    })
    app.get<{ Params: { number: string; file: string } }>(`${routes.order[lang]}/:number/${CREDIT_NOTE_DIR[lang]}/:file`, async (req, reply) => creditNote(reply, lang, await ownOrder(req), req.params.file))
  })
}

export const staffDocumentRoutes: FastifyPluginAsync = async (app) => {
  const anyOrder = async (url: string, number: string) => {
    const found = ORDER_NUMBER.test(number) ? await app.services.checkout.anyOrder(number) : undefined
    if (!found) throw new NotFoundError(url)
    return found
  }
  eachLang((lang) => {
    const invoice = lang === 'cs' ? 'faktura' : 'invoice'
    app.get<{ Params: { number: string } }>(`${routes.staffOrders[lang]}/:number/${invoice}.pdf`, { config: { permission: READ_ORDERS } }, async (req, reply) => {
      const { order, lines } = await anyOrder(req.url, req.params.number)
      return send(reply, 'pdf', `${invoice}-${order.number}`, await invoicePdf(lang, order, lines))
    })
    app.get<{ Params: { number: string } }>(`${routes.staffOrders[lang]}/:number/${invoice}.isdoc`, { config: { permission: READ_ORDERS } }, async (req, reply) => {
      const { order, lines } = await anyOrder(req.url, req.params.number)
      return send(reply, 'isdoc', `${invoice}-${order.number}`, invoiceIsdoc(order, lines))
    })
    app.get<{ Params: { number: string; file: string } }>(`${routes.staffOrders[lang]}/:number/${CREDIT_NOTE_DIR[lang]}/:file`, { config: { permission: READ_ORDERS } }, async (req, reply) => {
      return creditNote(reply, lang, await anyOrder(req.url, req.params.number), req.params.file)
    })
  })
}
