/**
 * Select (spec 001 §5, §7, §8; ADR 037): a select without a search box (Select2's
 * `minimumResultsForSearch: Infinity`) over a native `<select>`, which stays in the form (hidden)
 * and is what is submitted, so without script the native select is the whole widget. The
 * combobox follows the APG "select-only combobox": Down/Up/Enter/Space/Home/End open it, the
 * arrows, Home/End and PageUp/PageDown move, Enter/Space/Tab choose, Escape closes, typing
 * jumps to the option that starts with what was typed. A choice sets the native select and fires
 * its `change`, so what listened to the select (a partial update) still runs.
 *
 * Ajax variant (`data-ajax-url`, a same-origin address): the options come from
 * `GET url?q=<typed>&page=N` answering Select2's `{ results: [{ id, text }], pagination: { more } }`;
 * `data-minimum-input-length` / `data-maximum-input-length` bound what is typed. The messages
 * are spec 001 §8's (select-messages.ts).
 */
import { selectMessage, type SelectMessage } from './select-messages.js'

interface Choice {
  value: string
  label: string
}

let counter = 0
const TYPEAHEAD_MS = 500
const PAGE_STEP = 10

export function mount(select: HTMLElement): void {
  if (!(select instanceof HTMLSelectElement) || select.multiple) return
  const native = select
  const uid = native.id || `select${++counter}`
  const label = native.id ? document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(native.id)}"]`) : null
  if (label && !label.id) label.id = `${uid}-label`
  const ajaxUrl = native.dataset.ajaxUrl
  const minLength = Number(native.dataset.minimumInputLength) || 0
  const maxLength = Number(native.dataset.maximumInputLength) || 0

  const box = document.createElement('div')
  box.className = `select ${native.className}`.trim()
  const combo = document.createElement('div')
  combo.className = 'select__combobox'
  combo.id = `${uid}-combobox`
  combo.tabIndex = 0
  combo.setAttribute('role', 'combobox')
  combo.setAttribute('aria-haspopup', 'listbox')
  combo.setAttribute('aria-expanded', 'false')
  combo.setAttribute('aria-controls', `${uid}-listbox`)
  if (label) combo.setAttribute('aria-labelledby', `${label.id} ${combo.id}`)
  else if (native.getAttribute('aria-label')) combo.setAttribute('aria-label', native.getAttribute('aria-label')!)
  const dropdown = document.createElement('div')
  dropdown.className = 'select__dropdown'
  dropdown.hidden = true
  const list = document.createElement('ul')
  list.className = 'select__listbox'
  list.id = `${uid}-listbox`
  list.tabIndex = -1
  list.setAttribute('role', 'listbox')
  if (label) list.setAttribute('aria-labelledby', label.id)
  const status = document.createElement('p')
  status.className = 'select__message'
  status.setAttribute('role', 'status')
  dropdown.append(list, status)
  box.append(combo, dropdown)
  native.after(box)
  native.hidden = true
  native.tabIndex = -1
  // The label names the combobox now; pointing at the hidden select it would name nothing visible.
  label?.removeAttribute('for')
  label?.addEventListener('click', (event) => {
    event.preventDefault()
    combo.focus()
  })

  let choices: Choice[] = []
  let active = -1
  let typed = ''
  let typedAt = 0
  let page = 1
  let more = false
  let loading: AbortController | null = null
  let fetchTimer: ReturnType<typeof setTimeout> | undefined

  const nativeChoices = (): Choice[] => [...native.options].map((o) => ({ value: o.value, label: o.text }))
  const isOpen = () => combo.getAttribute('aria-expanded') === 'true'
  const selectedLabel = () => native.selectedOptions[0]?.text ?? ''

  function say(kind: SelectMessage | null, n = 0): void {
    status.textContent = kind ? selectMessage(kind, n) : ''
    status.dataset.message = kind ?? ''
  }

  function render(): void {
    list.replaceChildren(
      ...choices.map((choice, i) => {
        const li = document.createElement('li')
        li.id = `${uid}-option-${i}`
        li.className = 'select__option'
        li.setAttribute('role', 'option')
        li.setAttribute('aria-selected', String(choice.value === native.value))
        li.dataset.value = choice.value
        li.textContent = choice.label
        return li
      }),
    )
  }

  function activate(i: number): void {
    if (choices.length === 0) return
    active = Math.max(0, Math.min(choices.length - 1, i))
    for (const li of list.children) li.classList.toggle('is-active', li.id === `${uid}-option-${active}`)
    combo.setAttribute('aria-activedescendant', `${uid}-option-${active}`)
    list.children[active]?.scrollIntoView({ block: 'nearest' })
    if (ajaxUrl && more && active === choices.length - 1) void load(page + 1)
  }

  function open(at?: number): void {
    if (!isOpen()) {
      dropdown.hidden = false
      combo.setAttribute('aria-expanded', 'true')
      box.classList.add('is-open')
      if (ajaxUrl) void load(1)
      else {
        choices = nativeChoices()
        render()
      }
    }
    const current = choices.findIndex((c) => c.value === native.value)
    activate(at ?? (current < 0 ? 0 : current))
  }

  function close(): void {
    if (!isOpen()) return
    dropdown.hidden = true
    combo.setAttribute('aria-expanded', 'false')
    combo.removeAttribute('aria-activedescendant')
    box.classList.remove('is-open')
    loading?.abort()
    clearTimeout(fetchTimer)
    typed = ''
  }

  function choose(i: number): void {
    const choice = choices[i]
    if (!choice) return
    if (![...native.options].some((o) => o.value === choice.value)) native.add(new Option(choice.label, choice.value))
    const changed = native.value !== choice.value
    native.value = choice.value
    combo.textContent = selectedLabel()
    close()
    if (changed) native.dispatchEvent(new Event('change', { bubbles: true }))
  }

  async function load(pageNo: number): Promise<void> {
    if (!ajaxUrl) return
    if (typed.length < minLength) return say('inputTooShort', minLength - typed.length)
    if (maxLength > 0 && typed.length > maxLength) return say('inputTooLong', typed.length - maxLength)
    loading?.abort()
    const controller = (loading = new AbortController())
    say(pageNo === 1 ? 'searching' : 'loadingMore')
    try {
      const url = new URL(ajaxUrl, location.href)
      if (url.origin !== location.origin) throw new Error('cross-origin select source')
      url.searchParams.set('q', typed)
      url.searchParams.set('page', String(pageNo))
      const response = await fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body: unknown = await response.json()
      const found = parseResults(body)
      if (!found) throw new Error('unexpected answer')
      choices = pageNo === 1 ? found.results : [...choices, ...found.results]
      page = pageNo
      more = found.more
      render()
      say(choices.length === 0 ? 'noResults' : null)
      if (pageNo === 1) activate(Math.max(0, choices.findIndex((c) => c.value === native.value)))
    } catch (error) {
      if (controller.signal.aborted) return
      choices = []
      render()
      say('errorLoading')
    }
  }

  /** Type-ahead: the next option starting with what was typed within 500 ms; ajax asks anew. */
  function type(char: string): void {
    const now = Date.now()
    typed = now - typedAt > TYPEAHEAD_MS && !ajaxUrl ? char : typed + char
    typedAt = now
    if (ajaxUrl) {
      clearTimeout(fetchTimer)
      fetchTimer = setTimeout(() => void load(1), 250)
      return
    }
    const needle = typed.toLocaleLowerCase()
    const from = typed.length === 1 ? active + 1 : active
    const order = [...choices.slice(from), ...choices.slice(0, from)]
    const hit = order.find((c) => c.label.toLocaleLowerCase().startsWith(needle))
    if (hit) activate(choices.indexOf(hit))
  }

  combo.textContent = selectedLabel()
  combo.addEventListener('click', () => (isOpen() ? close() : open()))
  list.addEventListener('pointerdown', (event) => event.preventDefault())
  list.addEventListener('click', (event) => {
    const li = event.target instanceof Element ? event.target.closest('[role="option"]') : null
    if (li) choose([...list.children].indexOf(li))
  })
  combo.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node && box.contains(event.relatedTarget))) close()
  })
  combo.addEventListener('keydown', (event) => {
    const { key } = event
    if (event.ctrlKey || event.metaKey) return
    if (!isOpen()) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) open()
      else if (key === 'Home') open(0)
      else if (key === 'End') open(Number.MAX_SAFE_INTEGER)
      else if (key.length === 1 && !event.altKey) {
        open()
        type(key)
      } else return
      event.preventDefault()
      return
    }
    if (key === 'ArrowDown') activate(event.altKey ? active : active + 1)
    else if (key === 'ArrowUp') event.altKey ? choose(active) : activate(active - 1)
    else if (key === 'Home') activate(0)
    else if (key === 'End') activate(choices.length - 1)
    else if (key === 'PageDown') activate(active + PAGE_STEP)
    else if (key === 'PageUp') activate(active - PAGE_STEP)
    else if (key === 'Enter' || (key === ' ' && typed === '')) choose(active)
    else if (key === 'Escape') close()
    else if (key === 'Tab') {
      choose(active)
      return
    } else if (key.length === 1 && !event.altKey) type(key)
    else if (key === 'Backspace' && ajaxUrl) {
      typed = typed.slice(0, -1)
      clearTimeout(fetchTimer)
      fetchTimer = setTimeout(() => void load(1), 250)
    } else return
    event.preventDefault()
  })
  // A form reset or a script that sets the native select: the combobox shows its value.
  native.addEventListener('change', () => (combo.textContent = selectedLabel()))
  // Set from elsewhere without asking the server (filter-forms.ts after back or forward).
  native.addEventListener('input', () => (combo.textContent = selectedLabel()))
  native.form?.addEventListener('reset', () => setTimeout(() => (combo.textContent = selectedLabel())))
}

/** Select2's answer, checked: anything else is an error of loading, never a crash. */
function parseResults(body: unknown): { results: Choice[]; more: boolean } | null {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { results?: unknown }).results)) return null
  const results: Choice[] = []
  for (const item of (body as { results: unknown[] }).results) {
    if (typeof item !== 'object' || item === null) return null
    const { id, text } = item as { id?: unknown; text?: unknown }
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof text !== 'string') return null
    results.push({ value: String(id), label: text })
  }
  const more = (body as { pagination?: { more?: unknown } }).pagination?.more === true
  return { results, more }
}
