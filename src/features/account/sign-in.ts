/**
 * What a sign-in does once every check has passed, whether after the password (no second
 * factor) or after the second step (ADR 064): a new session (the old token is worthless), the
 * audit log's entry for an account with roles (ADR 060), the guest's cart merged, and the answer:
 * the page the visitor came from, reloaded in place for the runtime (spec 000 §4 Login).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { accountMessages } from '../../i18n/account.js'
import { translate, type Lang } from '../../i18n/index.js'
import { answersInPlace, sendNavigate, sendReload } from '../../server/partial.js'
import { mergeGuestCartAtSignIn } from '../cart/cart.routes.js'
import { USER_MENU_NAME } from './user-menu.js'

/** The parts of the frame a login changes: reloaded through the include route after a partial login. */
const LOGIN_FRAME = ['userMenu', 'userLists', 'userListsRwd']

export async function completeSignIn(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, lang: Lang, user: { id: number; displayName: string }, returnTo: string) {
  const { token } = await app.services.sessions.rotate(app.sessionCookie.read(req.cookies), user.id)
  app.sessionCookie.set(reply, token)
  await app.services.audit.signIn(user.id, req.ip)
  await mergeGuestCartAtSignIn(app, req, reply, user.id)
  if (!answersInPlace(reply.request)) return sendNavigate(reply, returnTo)
  const announce = translate(accountMessages, lang, 'signedInAs', { name: user.displayName })
  return sendReload(reply, { frame: LOGIN_FRAME, page: returnTo, focus: USER_MENU_NAME, announce })
}
