/**
 * Autosave of the editorial forms (ADR 094), in the administration's own script: a form marked
 * `data-autosave="<entity>:<id>"` posts its fields (JSON `{ base, fields }`, files and the pressed
 * button left out) to `data-autosave-url` 5 s after a change and when the page is hidden or left
 * (`fetch` with `keepalive`), and keeps a copy in localStorage under the account, entity and id, so
 * that a post refused by an expired session or lost offline loses nothing: the next opening of the
 * form offers the copy back while the server has not confirmed it.
 */
const INTERVAL_MS = 5000
const PREFIX = 'qfAutosave:'

interface Copy {
  base: string
  fields: Record<string, string | string[]>
  savedAt: number
  /** Whether the server confirmed this copy. */
  synced: boolean
}

interface Texts {
  saved: string
  failed: string
  refused: string
  offerLocal: string
  restore: string
  discard: string
  restoredLocal: string
  heading: string
  lang: string
}

const time = (lang: string, at: Date) => at.toLocaleTimeString(lang === 'cs' ? 'cs-CZ' : 'en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Prague' })

/** The form's fields as the server would receive them, an unchecked box as empty. */
function fieldsOf(form: HTMLFormElement): { base: string; fields: Record<string, string | string[]> } {
  const fields: Record<string, string | string[]> = {}
  let base = ''
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || name === 'action') continue
    if (name === 'base') {
      base = value
      continue
    }
    const had = fields[name]
    fields[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value]
  }
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type=checkbox][name]')) if (!(box.name in fields)) fields[box.name] = ''
  return { base, fields }
}

function fill(form: HTMLFormElement, copy: Copy) {
  for (const [name, value] of Object.entries(copy.fields)) {
    const values = Array.isArray(value) ? value : [value]
    const elements = [...form.elements].filter((el): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement => 'name' in el && (el as HTMLInputElement).name === name)
    elements.forEach((el, i) => {
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) el.checked = values.includes(el.value)
      else if (!(el instanceof HTMLInputElement && el.type === 'file') && values[i] !== undefined) el.value = values[i]!
    })
  }
  const base = form.elements.namedItem('base')
  if (base instanceof HTMLInputElement) base.value = copy.base
}

/** A create form's key (ADR 094) is new on every opening of the form: not something typed. */
const typed = (fields: Copy['fields']) => Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'createKey'))
const same = (a: Copy['fields'], b: Copy['fields']) => JSON.stringify(typed(a)) === JSON.stringify(typed(b))

function enhance(form: HTMLFormElement) {
  if (form.dataset.autosaveOn) return
  form.dataset.autosaveOn = '1'
  const [entity, key] = (form.dataset.autosave ?? '').split(':')
  const url = form.dataset.autosaveUrl
  if (!entity || !key || !url) return
  const storeKey = `${PREFIX}${form.dataset.autosaveUser ?? ''}:${entity}:${key}`
  const texts = JSON.parse(form.dataset.autosaveTexts ?? '{}') as Texts
  const status = document.createElement('p')
  status.className = 'admin-autosave__status'
  status.id = 'autosaveStatus'
  status.setAttribute('role', 'status')
  status.setAttribute('aria-live', 'polite')
  const actions = form.querySelector('.admin-form__actions') ?? form
  actions.after(status)

  let dirty = false
  let timer: number | undefined
  let submitting = false

  const read = (): Copy | undefined => {
    try {
      return JSON.parse(localStorage.getItem(storeKey) ?? 'null') ?? undefined
    } catch {
      return undefined
    }
  }
  const keep = (copy: Copy) => {
    try {
      localStorage.setItem(storeKey, JSON.stringify(copy))
    } catch {
      // A full or closed storage: the server's copy is the one left.
    }
  }

  // A copy the server never confirmed (an expired session, offline) that the form does not show: offered back.
  const stored = read()
  if (stored && !stored.synced && !same(stored.fields, fieldsOf(form).fields)) offerLocal(stored)
  else if (stored) localStorage.removeItem(storeKey)

  function offerLocal(copy: Copy) {
    const box = document.createElement('section')
    box.className = 'admin-notice admin-notice--status admin-autosave'
    box.id = 'autosaveLocalOffer'
    box.setAttribute('aria-labelledby', 'autosaveLocalHeading')
    const heading = document.createElement('h2')
    heading.id = 'autosaveLocalHeading'
    heading.textContent = texts.heading
    const text = document.createElement('p')
    text.textContent = texts.offerLocal.replace('${at}', time(texts.lang, new Date(copy.savedAt)))
    const buttons = document.createElement('div')
    buttons.className = 'admin-autosave__actions'
    const restore = document.createElement('button')
    restore.type = 'button'
    restore.className = 'button'
    restore.id = 'autosaveLocalRestore'
    restore.textContent = texts.restore
    const discard = document.createElement('button')
    discard.type = 'button'
    discard.className = 'button button--secondary'
    discard.id = 'autosaveLocalDiscard'
    discard.textContent = texts.discard
    buttons.append(restore, discard)
    box.append(heading, text, buttons)
    form.before(box)
    restore.addEventListener('click', () => {
      fill(form, copy)
      box.replaceChildren(Object.assign(document.createElement('p'), { textContent: texts.restoredLocal }))
      box.setAttribute('role', 'status')
      changed()
      form.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus()
    })
    discard.addEventListener('click', () => {
      localStorage.removeItem(storeKey)
      box.remove()
    })
  }

  async function post(beacon: boolean) {
    window.clearTimeout(timer)
    timer = undefined
    if (!dirty || submitting) return
    dirty = false
    const { base, fields } = fieldsOf(form)
    const copy: Copy = { base, fields, savedAt: Date.now(), synced: false }
    keep(copy)
    try {
      const response = await fetch(url!, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ base, fields }), credentials: 'same-origin', keepalive: beacon, redirect: 'error' })
      if (response.ok) {
        const { savedAt } = (await response.json()) as { savedAt: string }
        if (read()?.savedAt === copy.savedAt) keep({ ...copy, synced: true })
        status.textContent = texts.saved.replace('${at}', time(texts.lang, new Date(savedAt)))
      } else status.textContent = response.status === 422 ? texts.refused : texts.failed
    } catch {
      status.textContent = texts.failed
    }
  }

  function changed() {
    dirty = true
    timer ??= window.setTimeout(() => void post(false), INTERVAL_MS)
  }

  form.addEventListener('input', changed)
  form.addEventListener('change', changed)
  // The form's own save makes the autosave needless; the copy stays until a page shows what was saved.
  form.addEventListener('submit', () => {
    submitting = true
    window.clearTimeout(timer)
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void post(true)
  })
  window.addEventListener('pagehide', () => void post(true))
}

export function start(root: ParentNode = document) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-autosave]')) enhance(form)
}
