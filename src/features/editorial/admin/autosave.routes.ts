/**
 * The autosave endpoint (ADR 094, docs/protocol.md), one pair of routes per editorial kind with an
 * administration, in both languages:
 *
 * - `POST /qf/cs/sprava/rozepsane/{entity}/{id}` · `/qf/en/admin/unsaved/{entity}/{id}`, JSON
 *   `{ base, fields }` from the administration's script: 200 `{ savedAt }`; 404 for an item out of
 *   the user's reach to update (as the item's own routes) or a signed-out request; 422 `{ error }`
 *   for fields `autosave-fields.ts` refuses; 429 for a save within a second of the last or an
 *   editor with too many. Cross-site posts are refused by the CSRF hook before this (Fetch
 *   Metadata, as every post). Nothing of the item, its revisions or its published version changes.
 * - `POST …/{id}/zahodit` · `…/{id}/discard`: deletes the user's autosave; 303 to the item's form.
 *
 * `{id}` may be `new`: the kind's create form (one per account and kind), for who may create the
 * kind somewhere (else the same 404); its `base` is empty and its `createKey` field, when sent, a
 * UUID. Discarding it returns to the create form.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { autosaveMessages } from '../../../i18n/autosave.js'
import { translate, type Lang } from '../../../i18n/index.js'
import { NotFoundError } from '../../../server/errors.js'
import { eachLang } from '../../../server/localized.js'
import { ADMIN_AUTOSAVE, ADMIN_AUTOSAVE_DISCARD, routes } from '../../../ui/paths.js'
import { parseAutosave, type AutosaveFields } from '../autosave-fields.js'
import { CREATE_KEY } from '../editorial.service.js'

const ID = /^[1-9]\d{0,8}$/
/** A little over the fields' 512 KB, as JSON escapes some characters. */
const BODY_LIMIT = 1024 * 1024

/** A create form's autosave: its key, when there, is a form's UUID (a list or another text is forged). */
const newFieldsOk = (fields: AutosaveFields) => fields.createKey === undefined || (typeof fields.createKey === 'string' && CREATE_KEY.test(fields.createKey))

export const autosaveRoutes: FastifyPluginAsync = async (app) => {
  const { editorial, autosaves } = app.services
  const kinds = editorial.entities().map((name) => editorial.entity(name)).filter((e) => e.target && e.adminHref)

  /**
   * The autosave's key: an item the user may update, or `new` for a kind with a create form the
   * user may create somewhere (its placement is checked by the create itself); else the item
   * routes' 404.
   */
  async function reachable(req: FastifyRequest, entity: string, raw: string): Promise<string> {
    if (raw === 'new') {
      if (!editorial.entity(entity).adminNewHref || !app.access.canSomewhere(req.user, 'create', entity)) throw new NotFoundError(req.url)
      return raw
    }
    if (!ID.test(raw)) throw new NotFoundError(req.url)
    const id = Number(raw)
    const target = await editorial.entity(entity).target!(app.db, id)
    if (!target || !app.access.can(req.user, 'update', entity, target)) throw new NotFoundError(req.url)
    return String(id)
  }

  /** The form an autosave is of. */
  const formHref = (lang: Lang, entity: string, key: string) => {
    const kind = editorial.entity(entity)
    return key === 'new' ? kind.adminNewHref!(lang) : kind.adminHref!(lang, Number(key))
  }

  eachLang((lang) => {
    for (const kind of kinds) {
      const base = `${routes.adminHome[lang]}/${ADMIN_AUTOSAVE[lang]}/${kind.name}/:id`
      const permission = { action: 'update' as const, entity: kind.name, somewhere: true }

      app.post<{ Params: { id: string } }>(base, { bodyLimit: BODY_LIMIT, config: { permission } }, async (req, reply) => {
        const key = await reachable(req, kind.name, req.params.id)
        const parsed = parseAutosave(req.body)
        if (!parsed.ok) return reply.code(422).send({ error: translate(autosaveMessages, lang, 'refused') })
        // A create form's key travels as a field; anything else there is refused like any field the form cannot have.
        if (key === 'new' && (parsed.base !== null || !newFieldsOk(parsed.fields))) return reply.code(422).send({ error: translate(autosaveMessages, lang, 'refused') })
        const saved = await autosaves.save(req.user!.id, kind.name, key, parsed.base, parsed.fields)
        if (!saved.ok) return reply.code(429).send({ error: translate(autosaveMessages, lang, saved.reason === 'too-soon' ? 'tooSoon' : 'tooMany') })
        return reply.send({ savedAt: saved.savedAt.toISOString() })
      })

      app.post<{ Params: { id: string } }>(`${base}/${ADMIN_AUTOSAVE_DISCARD[lang]}`, { config: { permission } }, async (req, reply) => {
        const key = await reachable(req, kind.name, req.params.id)
        await autosaves.discard(req.user!.id, kind.name, key)
        return reply.redirect(formHref(lang, kind.name, key), 303)
      })
    }
  })
}
