/**
 * Autosave on an item's form (ADR 094): the attributes by which the administration's script
 * (`src/client/admin/autosave.ts`) finds the form and where it posts, and the offer of an autosave
 * newer than the item's latest revision — "Obnovit" is a GET of the form with `?autosave=1`, which
 * shows the autosaved fields with the revision they were typed on (a stale save is refused as
 * usual), and "Zahodit" a POST. Without script the offer works the same.
 */
import { randomUUID } from 'node:crypto'
import { autosaveMessages } from '../../../i18n/autosave.js'
import { formatDateTime, translator, type Lang } from '../../../i18n/index.js'
import { paths } from '../../../ui/paths.js'
import { differsFrom, echoOfAutosave, type AutosaveFields } from '../autosave-fields.js'
import type { AutosavesService } from '../autosaves.js'
import { CREATE_KEY } from '../editorial.service.js'

/** What an item's page needs of autosave: who, which item, and an autosave to offer or shown restored. */
export interface AutosaveView {
  userId: number
  entity: string
  key: string
  offer?: { savedAt: Date }
  restored?: { savedAt: Date }
}

/** The query that restores the autosave into the form. */
export const RESTORE_QUERY = 'autosave'

/** The form's `data-autosave*` attributes: the item, the endpoint, the account (the browser copy's key) and the status texts. */
export function autosaveAttributes(lang: Lang, view: AutosaveView | undefined): Record<string, string> {
  if (!view) return {}
  const t = translator(autosaveMessages, lang)
  return {
    'data-autosave': `${view.entity}:${view.key}`,
    'data-autosave-url': paths.adminAutosave(lang, view.entity, view.key),
    'data-autosave-user': String(view.userId),
    'data-autosave-texts': JSON.stringify({ saved: t('saved'), failed: t('failed'), refused: t('refused'), offerLocal: t('offerLocal'), restore: t('restore'), discard: t('discard'), restoredLocal: t('restoredLocal'), heading: t('offerHeading'), lang }),
  }
}

/** The offer above the form, or the note that the form shows a restored autosave. */
export function AutosaveOffer({ lang, view, formHref }: { lang: Lang; view: AutosaveView | undefined; formHref: string }) {
  if (!view?.offer && !view?.restored) return null
  const t = translator(autosaveMessages, lang)
  if (view.restored) {
    return (
      <p className="admin-notice admin-notice--status admin-autosave" id="autosaveRestored" role="status">
        {t('restored', { at: formatDateTime(lang, view.restored.savedAt) })}
      </p>
    )
  }
  const restoreHref = `${formHref}${formHref.includes('?') ? '&' : '?'}${RESTORE_QUERY}=1`
  return (
    <section className="admin-notice admin-notice--status admin-autosave" id="autosaveOffer" aria-labelledby="autosaveOfferHeading">
      <h2 id="autosaveOfferHeading">{t('offerHeading')}</h2>
      <p>{t('offer', { at: formatDateTime(lang, view.offer!.savedAt) })}</p>
      <div className="admin-autosave__actions">
        <a className="button" href={restoreHref} id="autosaveRestore">
          {t('restore')}
        </a>
        <form method="post" action={paths.adminAutosaveDiscard(lang, view.entity, view.key)}>
          <button type="submit" className="button button--secondary" id="autosaveDiscard">
            {t('discard')}
          </button>
        </form>
      </div>
    </section>
  )
}

/**
 * The autosave of an item's form for its page: offered when it is newer than the latest revision
 * and shows something the form does not; with `restore`, the form's values become the autosave's
 * (its `base` too) and the page says so.
 */
export async function autosaveFor(
  autosaves: AutosavesService,
  o: { userId: number; entity: string; key: string; latestAt: Date | null; echo: Record<string, string | undefined>; restore: boolean },
): Promise<{ view: AutosaveView; echo?: Record<string, string>; fields?: AutosaveFields }> {
  const view: AutosaveView = { userId: o.userId, entity: o.entity, key: o.key }
  const saved = await autosaves.get(o.userId, o.entity, o.key)
  if (!saved || (o.latestAt && saved.savedAt <= o.latestAt) || !differsFrom(saved.fields, o.echo)) return { view }
  if (!o.restore) return { view: { ...view, offer: { savedAt: saved.savedAt } } }
  const echo = { ...Object.fromEntries(Object.entries(o.echo).filter((e): e is [string, string] => e[1] !== undefined)), ...echoOfAutosave(saved.fields), base: saved.base === null ? '' : String(saved.base) }
  return { view: { ...view, restored: { savedAt: saved.savedAt } }, echo, fields: saved.fields }
}

/** The field of a create form that carries its key (ADR 094): one form, one item. */
export const CREATE_KEY_FIELD = 'createKey'

/** A create form's autosave and key: what its page needs besides the fields. */
export interface NewFormAutosave {
  view: AutosaveView
  createKey: string
}

/** The key a create form posted, when it is one. */
export const createKeyOf = (body: unknown): string | undefined => {
  const key = body && typeof body === 'object' ? (body as Record<string, unknown>)[CREATE_KEY_FIELD] : undefined
  return typeof key === 'string' && CREATE_KEY.test(key) ? key : undefined
}

/** A create form shown again after a refusal: the same key, so a second post of it still makes one item. */
export const newFormAgain = (userId: number, entity: string, body: unknown): NewFormAutosave => ({ view: { userId, entity, key: 'new' }, createKey: createKeyOf(body) ?? randomUUID() })

/**
 * The `new` autosave of a kind's create form (ADR 094): offered when it holds something typed (a
 * text other than the form's key); with `restore`, the form's values become the autosave's, its
 * key too, so the restored form and any other copy of it make one item between them.
 */
export async function newFormAutosave(autosaves: AutosavesService, o: { userId: number; entity: string; restore: boolean }): Promise<NewFormAutosave & { echo?: Record<string, string>; fields?: AutosaveFields }> {
  const view: AutosaveView = { userId: o.userId, entity: o.entity, key: 'new' }
  const fresh = randomUUID()
  const saved = await autosaves.get(o.userId, o.entity, 'new')
  const typed = saved && Object.entries(saved.fields).some(([k, v]) => k !== CREATE_KEY_FIELD && (typeof v === 'string' ? v.trim() !== '' : v.some((x) => x.trim() !== '')))
  if (!saved || !typed) return { view, createKey: fresh }
  if (!o.restore) return { view: { ...view, offer: { savedAt: saved.savedAt } }, createKey: fresh }
  const kept = saved.fields[CREATE_KEY_FIELD]
  const createKey = typeof kept === 'string' && CREATE_KEY.test(kept) ? kept : fresh
  return { view: { ...view, restored: { savedAt: saved.savedAt } }, createKey, echo: { ...echoOfAutosave(saved.fields), [CREATE_KEY_FIELD]: createKey }, fields: saved.fields }
}

/** A create form's hidden key and autosave attributes, and the offer above it. */
export function NewFormKey({ autosave }: { autosave: NewFormAutosave | undefined }) {
  return autosave ? <input type="hidden" name={CREATE_KEY_FIELD} value={autosave.createKey} /> : null
}
