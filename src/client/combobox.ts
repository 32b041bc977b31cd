/**
 * The search combobox (spec 000 §4, §5, §9; ARIA 1.2 combobox with a listbox popup), a chunk
 * loaded by suggest.ts. Suggestions are asked `config.suggestDelay` ms after typing stops, when
 * the text has at least `config.suggestMinLength` characters and differs from the value before
 * the last key press; shorter text removes them. The category goes along only when the form has
 * a category field that is shown and has a value. States: hidden, loading (`loading` on the box
 * while the request runs), shown, removed when the answer is empty. Down and Up move the
 * highlight, Enter opens the highlighted option (with none it closes the list and the form is
 * submitted as usual), Escape clears the box and closes the list. The list's title reads every
 * title (its aria-label) when focus reaches it; from there the arrows and Escape lead back.
 * Text typed before this chunk arrived is asked for as soon as it has; a change of scope or
 * category closes the list and asks the new one for the same text.
 */
import { config } from './config.js'
import { announce } from './focus.js'

const LOADING = 'loading'
const ACTIVE = 'is-active'
const CATEGORY = 'frm.facultyCategory'

export function attach(form: HTMLFormElement, input: HTMLInputElement, box: HTMLElement): void {
  // The value the page came with: text typed while this chunk loaded still counts as typed.
  let before = input.defaultValue
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: AbortController | undefined
  let active = -1

  const options = () => [...box.querySelectorAll<HTMLAnchorElement>('[role="option"]')]
  const shown = () => input.getAttribute('aria-expanded') === 'true'

  /** Highlights option `index`; any other number highlights none. */
  function highlight(index: number): void {
    const all = options()
    active = index >= 0 && index < all.length ? index : -1
    all.forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === active))
      option.classList.toggle(ACTIVE, i === active)
    })
    const current = all[active]
    if (current) {
      input.setAttribute('aria-activedescendant', current.id)
      current.scrollIntoView({ block: 'nearest' })
    } else input.removeAttribute('aria-activedescendant')
  }

  function close(): void {
    clearTimeout(timer)
    pending?.abort()
    box.replaceChildren()
    box.classList.remove(LOADING)
    input.setAttribute('aria-expanded', 'false')
    // aria-controls names the list only while it exists: a reference to no element is an error.
    input.removeAttribute('aria-controls')
    highlight(-1)
  }

  function show(html: string): void {
    box.innerHTML = html
    const list = box.querySelector('[role="listbox"]')
    list?.setAttribute('id', `${box.id}-listbox`)
    if (list) input.setAttribute('aria-controls', list.id)
    options().forEach((option, i) => (option.id = `${box.id}-option-${i}`))
    input.setAttribute('aria-expanded', 'true')
    highlight(-1)
    announce(box.querySelector('.suggestions__title')?.textContent ?? '')
  }

  /** The category field, when the form has one that is shown and chosen. */
  function category(): string {
    const field = form.elements.namedItem(CATEGORY)
    if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement) || field.closest('[hidden]')) return ''
    return field.value
  }

  async function ask(text: string): Promise<void> {
    pending?.abort()
    const controller = (pending = new AbortController())
    const url = new URL(form.dataset.suggest!, location.href)
    url.searchParams.set('query', text)
    if (category()) url.searchParams.set('category', category())
    box.classList.add(LOADING)
    try {
      const response = await fetch(url, { cache: 'no-store', signal: controller.signal, headers: { accept: 'text/html' } })
      const html = response.ok ? (await response.text()).trim() : ''
      if (controller.signal.aborted) return
      if (html) show(html)
      else close()
    } catch {
      // Aborted by newer text, or the network failed: the form still submits.
    } finally {
      if (pending === controller) box.classList.remove(LOADING)
    }
  }

  function typed(): void {
    const text = input.value
    if (text === before) return
    before = text
    clearTimeout(timer)
    if (text.trim().length < config.suggestMinLength) return close()
    timer = setTimeout(() => void ask(text.trim()), config.suggestDelay)
  }

  input.addEventListener('keydown', (event) => {
    before = input.value
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!shown()) return
      event.preventDefault()
      // Both ends wrap round; Up with nothing highlighted starts from the last option.
      const last = options().length - 1
      highlight(event.key === 'ArrowDown' ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1)
    } else if (event.key === 'Enter' && shown()) {
      const option = options()[active]
      close()
      if (option) {
        event.preventDefault()
        option.click()
      }
    } else if (event.key === 'Escape') {
      // The header's panel around closes as well (disclosure.ts, spec 000 §2.4).
      input.value = before = ''
      close()
    }
  })
  input.addEventListener('input', typed)
  typed()

  // Another scope or category: the list shown answered the old one, the new one is asked anew.
  form.addEventListener('change', (event) => {
    const name = (event.target as HTMLInputElement).name
    if (name !== 'searchScope' && name !== CATEGORY) return
    close()
    const text = input.value.trim()
    if (text.length >= config.suggestMinLength) timer = setTimeout(() => void ask(text), config.suggestDelay)
  })

  // From the list's title the arrows go back to the box and its options; Escape as in the box.
  box.addEventListener('keydown', (event) => {
    if (!(event.target as Element).matches('.suggestions__title')) return
    if (event.key === 'Escape') {
      input.focus()
      input.value = before = ''
      close()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      input.focus()
      highlight(event.key === 'ArrowDown' ? 0 : options().length - 1)
    }
  })
  // A choice made with the pointer: a click on an option follows its link, the list is done.
  box.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[role="option"]')) input.setAttribute('aria-expanded', 'false')
  })
}
