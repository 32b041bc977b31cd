/**
 * Who holds the `staff` role (ADRs 041, 057), on the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR/pglite, which only one process may open: stop the server first there):
 *
 *   npm run staff -- grant obchod@example.cz    the account may administer orders on the web
 *   npm run staff -- revoke obchod@example.cz   it may not any more
 *   npm run staff -- list                       the staff accounts
 *
 * A change of roles ends the account's sessions (migration 0026): its user signs in again and
 * the header shows (or no longer shows) the order administration. Each change goes into the audit
 * log with `cli` as its author (ADR 060). An unknown account or a usage error prints one line and
 * exits 2; a database failure exits 1.
 */
import type { Db } from '../../db/client.js'
import { runCli, type CliIo } from '../../db/cli.js'
import { accessRepository } from './access.repository.js'
import { roleChanges } from './role-changes.js'

const USAGE = 'usage: npm run staff -- grant <e-mail> | revoke <e-mail> | list'

/** Runs one command on `db`; the exit code. */
export async function runStaffCommand(args: string[], db: Db, io: CliIo): Promise<number> {
  const [command, email, ...rest] = args
  const repo = accessRepository(db)
  if ((command === 'grant' || command === 'revoke') && email && rest.length === 0) {
    const account = await repo.accountByEmail(email)
    if (!account) {
      io.err(`staff: no account ${email}`)
      return 2
    }
    const changes = roleChanges(db, repo)
    const cli = { userId: null, actor: 'cli' }
    // Granting what is held, or taking what is not, changes nothing and is not recorded.
    await (command === 'grant' ? changes.grant(cli, account.id, 'staff', '') : changes.revoke(cli, account.id, 'staff', undefined))
    io.out(command === 'grant' ? `${email} is staff (a change of role ends the account's sessions)` : `${email} is no longer staff (a change of role ends the account's sessions)`)
    return 0
  }
  if (command === 'list' && !email) {
    for (const e of await repo.holders('staff')) io.out(e)
    return 0
  }
  io.err(USAGE)
  return 2
}

runCli(import.meta.url, 'staff', (db, _config, io) => runStaffCommand(process.argv.slice(2), db, io))
