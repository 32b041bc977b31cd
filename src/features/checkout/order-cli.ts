/**
 * Staff's command for orders (ADR 044), on the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR/pglite, which only one process may open: stop the server first there):
 *
 *   npm run order -- status 2026000001 shipped   moves the order on (paid, shipped, delivered, cancelled)
 *   npm run order -- history 2026000001          prints its status history
 *
 * A change the rules refuse (order-status.ts), an unknown order or a usage error prints one line
 * and exits 2, changing nothing; a database failure exits 1. The customer's mail goes to the
 * outbox; the server's outbox worker sends it (ADR 025).
 */
import type { Db } from '../../db/client.js'
import { runCli, type CliIo } from '../../db/cli.js'
import { orderStatusRepository } from './order-status.repository.js'
import { isOrderStatus, ORDER_STATUSES, orderStatusService } from './order-status.js'
import { eq } from 'drizzle-orm'
import { orders } from '../../db/schema.js'

const USAGE = 'usage: npm run order -- status <order number> <paid|shipped|delivered|cancelled> | history <order number>'

/** Runs one command on `db`; the exit code. */
export async function runOrderCommand(args: string[], db: Db, origin: string, io: CliIo, now?: () => Date): Promise<number> {
  const [command, number, status, ...rest] = args
  const service = orderStatusService({ repo: orderStatusRepository(db), origin, now })
  if (command === 'status' && number && status && rest.length === 0) {
    if (!isOrderStatus(status) || status === 'new') {
      io.err(`order: unknown status "${status}" (one of ${ORDER_STATUSES.filter((s) => s !== 'new').join(', ')})`)
      return 2
    }
    const outcome = await service.change(number, status)
    if (!outcome.ok) {
      io.err(outcome.problem === 'unknown' ? `order: no order ${number}` : `order: ${number} is ${outcome.status}; it cannot become ${status}`)
      return 2
    }
    io.out(`order ${number}: ${outcome.from} -> ${status}${outcome.restocked ? ` (${outcome.restocked} ${outcome.restocked === 1 ? 'piece' : 'pieces'} back in stock)` : ''}; mail to ${outcome.order.email} in the outbox`)
    return 0
  }
  if (command === 'history' && number && !status) {
    const [order] = /^\d{10}$/.test(number) ? await db.select({ id: orders.id, createdAt: orders.createdAt, status: orders.status }).from(orders).where(eq(orders.number, number)) : []
    if (!order) {
      io.err(`order: no order ${number}`)
      return 2
    }
    io.out(`${order.createdAt.toISOString()}  new`)
    for (const change of await service.historyOf(order.id)) io.out(`${change.at.toISOString()}  ${change.from} -> ${change.to}`)
    return 0
  }
  io.err(USAGE)
  return 2
}

runCli(import.meta.url, 'order', (db, config, io) => runOrderCommand(process.argv.slice(2), db, config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`, io))
