/**
 * The rich-text editor island of the block rows (issue 25, ADR 099), in the administration's own
 * script: a paragraph's, quote's or call-out's textarea (`textarea[data-rich-text]`) gets a
 * ProseMirror editor of paragraphs with bold, italic and links, and a toolbar. Progressive
 * enhancement: the textarea stays in the form, hidden, and holds the editor's document as the
 * markup the server parses (markup.ts), rewritten on every change with an `input` event, so the
 * form posts what it posted without script and autosave sees each change. A script that sets the
 * textarea's value (autosave's restore) reloads the editor. A textarea whose markup does not parse
 * keeps being a textarea; so does a row whose type is switched to one without rich text.
 */
import { baseKeymap, toggleMark } from 'prosemirror-commands'
import { history, redo, undo } from 'prosemirror-history'
import { keymap } from 'prosemirror-keymap'
import { Fragment, Slice, type MarkType, type Node as PmNode, type ResolvedPos } from 'prosemirror-model'
import { EditorState, type Command, type Transaction } from 'prosemirror-state'
import { EditorView } from 'prosemirror-view'
import { richtextMessages, type RichtextMessageKey } from '../../i18n/richtext.js'
import { cleanPastedHtml } from './paste.js'
import { addressOf, docOfMarkup, linkAttrsOf, linkTarget, markupOfDoc, schemaOf, type Shape } from './richtext-doc.js'

const RICH_TYPES: Record<string, Shape> = { paragraph: 'multi', quote: 'single', callout: 'single' }

const nativeValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!

function say(key: RichtextMessageKey): string {
  const lang = document.documentElement.lang === 'en' ? 'en' : 'cs'
  return richtextMessages[key][lang]
}

interface Island {
  shape: Shape
  destroy(): void
}

const islands = new WeakMap<HTMLTextAreaElement, Island>()

/** The range of the link mark around `pos` in its paragraph. */
function linkRange(doc: PmNode, pos: number, type: MarkType): { from: number; to: number } | undefined {
  const $pos = doc.resolve(pos)
  const parent = $pos.parent
  const start = $pos.start()
  const at = $pos.parentOffset
  let offset = 0
  const pieces: Array<{ from: number; to: number; mark: ReturnType<MarkType['isInSet']> }> = []
  parent.forEach((child) => {
    pieces.push({ from: start + offset, to: start + offset + child.nodeSize, mark: type.isInSet(child.marks) })
    offset += child.nodeSize
  })
  const i = pieces.findIndex((p) => p.mark && p.from - start <= at && at <= p.to - start && (at < p.to - start || !pieces.some((q) => q.mark && q.from - start === at)))
  if (i < 0) return undefined
  const mark = pieces[i]!.mark!
  let a = i
  let b = i
  while (a > 0 && pieces[a - 1]!.mark?.eq(mark)) a--
  while (b < pieces.length - 1 && pieces[b + 1]!.mark?.eq(mark)) b++
  return { from: pieces[a]!.from, to: pieces[b]!.to }
}

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks())
  return state.doc.rangeHasMark(from, to, type)
}

function button(label: string, name: string): HTMLButtonElement {
  const b = document.createElement('button')
  b.type = 'button'
  b.className = `richtext__button richtext__button--${name}`
  b.textContent = label
  b.dataset.richtextCommand = name
  return b
}

function enhance(textarea: HTMLTextAreaElement, shape: Shape): Island | undefined {
  const loaded = docOfMarkup(textarea.value, shape)
  // Markup the parser refuses (typed without script, shown back by a refusal) stays a textarea to fix.
  if (!loaded.ok) return undefined
  const schema = schemaOf(shape)
  const { bold, italic, link } = schema.marks as Record<'bold' | 'italic' | 'link', MarkType>
  const label = textarea.id ? document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(textarea.id)}"]`) : null
  if (label && !label.id) label.id = `${textarea.id}-label`
  // The label names the editor (aria-labelledby) while the textarea is hidden: a label `for` a hidden
  // control labels nothing, so it points nowhere until the textarea is shown again.
  label?.removeAttribute('for')
  const focusEditor = () => view.focus()
  label?.addEventListener('click', focusEditor)
  const base = textarea.id || `richtext-${Math.random().toString(36).slice(2)}`

  const wrap = document.createElement('div')
  wrap.className = 'richtext'
  const toolbar = document.createElement('div')
  toolbar.className = 'richtext__toolbar'
  toolbar.setAttribute('role', 'toolbar')
  // Each row's toolbar has a name of its own: "Formátování textu (Blok 2)".
  const rowName = textarea.closest('fieldset')?.querySelector(':scope > legend')?.textContent?.trim()
  toolbar.setAttribute('aria-label', rowName ? `${say('toolbar')} (${rowName})` : say('toolbar'))
  toolbar.setAttribute('aria-controls', `${base}-editor`)
  const bBold = button(say('bold'), 'bold')
  const bItalic = button(say('italic'), 'italic')
  const bLink = button(say('link'), 'link')
  const bUnlink = button(say('unlink'), 'unlink')
  bBold.setAttribute('aria-keyshortcuts', 'Control+B')
  bItalic.setAttribute('aria-keyshortcuts', 'Control+I')
  bLink.setAttribute('aria-keyshortcuts', 'Control+K')
  toolbar.append(bBold, bItalic, bLink, bUnlink)

  // The link form: not a <form> (it sits inside the item's form), a group with its field and buttons.
  const linkForm = document.createElement('div')
  linkForm.className = 'richtext__linkform'
  linkForm.setAttribute('role', 'group')
  linkForm.setAttribute('aria-labelledby', `${base}-address-label`)
  linkForm.hidden = true
  const addressLabel = document.createElement('label')
  addressLabel.id = `${base}-address-label`
  addressLabel.htmlFor = `${base}-address`
  addressLabel.textContent = say('address')
  const address = document.createElement('input')
  address.id = `${base}-address`
  address.type = 'text'
  address.inputMode = 'url'
  address.autocomplete = 'off'
  address.spellcheck = false
  address.maxLength = 2000
  const addressHint = document.createElement('p')
  addressHint.className = 'form__hint'
  addressHint.id = `${base}-address-hint`
  addressHint.textContent = say('addressHint')
  const addressError = document.createElement('p')
  addressError.className = 'form__message form__message--error richtext__error'
  addressError.id = `${base}-address-error`
  addressError.setAttribute('aria-live', 'assertive')
  address.setAttribute('aria-describedby', `${base}-address-hint ${base}-address-error`)
  const apply = button(say('apply'), 'apply')
  apply.classList.add('button')
  const cancel = button(say('cancel'), 'cancel')
  cancel.classList.add('button', 'button--secondary')
  const linkButtons = document.createElement('div')
  linkButtons.className = 'richtext__linkbuttons'
  linkButtons.append(apply, cancel)
  linkForm.append(addressLabel, address, addressHint, addressError, linkButtons)

  const host = document.createElement('div')
  host.className = 'richtext__host'
  wrap.append(toolbar, linkForm, host)
  textarea.after(wrap)
  textarea.hidden = true

  const shortcuts = document.createElement('p')
  shortcuts.className = 'form__hint richtext__shortcuts'
  shortcuts.id = `${base}-shortcuts`
  shortcuts.textContent = say('shortcuts')
  wrap.append(shortcuts)

  let view: EditorView
  /** The selection the link form works on, kept while focus is in the form. */
  let linkSelection: { from: number; to: number } | undefined

  const openLink: Command = (state) => {
    const { from, to, empty } = state.selection
    const around = linkRange(state.doc, from, link)
    linkSelection = empty && around ? around : { from, to }
    const current = link.isInSet(state.doc.resolve(empty ? from : from + 1).marks()) ?? (around ? link.isInSet(state.doc.resolve(around.from + 1).marks()) : undefined)
    address.value = current ? addressOf(current.attrs as never) : ''
    addressError.textContent = ''
    address.removeAttribute('aria-invalid')
    linkForm.hidden = false
    address.focus()
    return true
  }

  const unlink: Command = (state, dispatch) => {
    const { from, to, empty } = state.selection
    const range = empty ? linkRange(state.doc, from, link) : { from, to }
    if (!range || !state.doc.rangeHasMark(range.from, range.to, link)) return false
    dispatch?.(state.tr.removeMark(range.from, range.to, link))
    return true
  }

  const closeLink = () => {
    linkForm.hidden = true
    linkSelection = undefined
    view.focus()
  }

  const applyLink = () => {
    const target = linkTarget(address.value)
    if (!target.ok) {
      addressError.textContent = say(target.problem)
      address.setAttribute('aria-invalid', 'true')
      address.focus()
      return
    }
    const { from, to } = linkSelection ?? view.state.selection
    const mark = link.create(linkAttrsOf(target.attrs))
    let tr = view.state.tr
    if (from === to) {
      // Nothing chosen: the address itself becomes the linked text.
      const text = address.value.trim()
      tr = tr.insert(from, schema.text(text, [...view.state.doc.resolve(from).marks().filter((m) => m.type !== link), mark]))
    } else tr = tr.removeMark(from, to, link).addMark(from, to, mark)
    view.dispatch(tr)
    closeLink()
  }

  const noBreak: Command = () => true
  const keys: Record<string, Command> = {
    'Mod-b': toggleMark(bold),
    'Mod-i': toggleMark(italic),
    'Mod-k': openLink,
    'Mod-z': undo,
    'Shift-Mod-z': redo,
    'Mod-y': redo,
    // No hard breaks in the markup; a quote or call-out is one paragraph.
    'Shift-Enter': noBreak,
    ...(shape === 'single' ? { Enter: noBreak } : {}),
  }

  const refresh = (state: EditorState) => {
    bBold.setAttribute('aria-pressed', String(markActive(state, bold)))
    bItalic.setAttribute('aria-pressed', String(markActive(state, italic)))
    const inLink = markActive(state, link) || (state.selection.empty && !!linkRange(state.doc, state.selection.from, link))
    bLink.setAttribute('aria-pressed', String(inLink))
    bUnlink.setAttribute('aria-disabled', String(!inLink))
  }

  const stateOf = (doc: PmNode) => EditorState.create({ schema, doc, plugins: [history(), keymap(keys), keymap(baseKeymap)] })

  view = new EditorView(host, {
    state: stateOf(loaded.doc),
    attributes: {
      id: `${base}-editor`,
      class: 'richtext__editable',
      role: 'textbox',
      'aria-multiline': 'true',
      ...(label ? { 'aria-labelledby': label.id } : {}),
      'aria-describedby': [textarea.getAttribute('aria-describedby'), shortcuts.id].filter(Boolean).join(' '),
      ...(textarea.lang ? { lang: textarea.lang } : {}),
      spellcheck: 'true',
    },
    transformPastedHTML: (html) => cleanPastedHtml(html, { single: shape === 'single' }),
    // Plain text pasted into a quote or call-out: one paragraph, its lines joined (never read as markup).
    ...(shape === 'single' ? { clipboardTextParser: (text: string, $context: ResolvedPos) => new Slice(Fragment.from(text.trim() ? schema.text(text.replace(/\s+/g, ' '), $context.marks()) : []), 0, 0) } : {}),
    dispatchTransaction(tr: Transaction) {
      const next = view.state.apply(tr)
      view.updateState(next)
      refresh(next)
      if (tr.docChanged) {
        nativeValue.set!.call(textarea, markupOfDoc(next.doc))
        textarea.dispatchEvent(new Event('input', { bubbles: true }))
      }
    },
  })
  refresh(view.state)

  // A script that sets the textarea (autosave's restore) sets the editor too.
  Object.defineProperty(textarea, 'value', {
    configurable: true,
    get: () => nativeValue.get!.call(textarea) as string,
    set: (value: string) => {
      nativeValue.set!.call(textarea, value)
      const again = docOfMarkup(value, shape)
      if (!again.ok) return island.destroy()
      view.updateState(stateOf(again.doc))
      refresh(view.state)
    },
  })

  const run = (command: Command) => {
    command(view.state, view.dispatch, view)
    if (linkForm.hidden) view.focus()
  }
  // Keep the editor's selection when a toolbar button is pressed with the mouse.
  toolbar.addEventListener('mousedown', (e) => e.preventDefault())
  bBold.addEventListener('click', () => run(toggleMark(bold)))
  bItalic.addEventListener('click', () => run(toggleMark(italic)))
  bLink.addEventListener('click', () => run(openLink))
  bUnlink.addEventListener('click', () => {
    if (bUnlink.getAttribute('aria-disabled') !== 'true') run(unlink)
  })
  apply.addEventListener('click', applyLink)
  cancel.addEventListener('click', closeLink)
  address.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      // Enter applies the link rather than submitting the item's form.
      e.preventDefault()
      applyLink()
    }
  })
  // Escape anywhere in the link form cancels it and puts focus back in the editor.
  linkForm.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      closeLink()
    }
  })

  const island: Island = {
    shape,
    destroy() {
      islands.delete(textarea)
      delete (textarea as { value?: string }).value
      view.destroy()
      wrap.remove()
      textarea.hidden = false
      if (label) {
        label.htmlFor = textarea.id
        label.removeEventListener('click', focusEditor)
      }
    },
  }
  return island
}

/** The row's type decides: an editor for the rich types, the textarea for the others. */
function sync(textarea: HTMLTextAreaElement) {
  const row = textarea.closest('[data-block-row]') ?? textarea.form
  const select = row?.querySelector<HTMLSelectElement>('select[name$="-type"]')
  const shape = RICH_TYPES[select?.value ?? 'paragraph']
  const island = islands.get(textarea)
  if (island && island.shape === shape) return
  island?.destroy()
  if (!shape) return
  const made = enhance(textarea, shape)
  if (made) islands.set(textarea, made)
}

export function start(root: ParentNode = document) {
  for (const textarea of root.querySelectorAll<HTMLTextAreaElement>('textarea[data-rich-text]')) {
    if (textarea.dataset.richTextOn) continue
    textarea.dataset.richTextOn = '1'
    sync(textarea)
    const select = (textarea.closest('[data-block-row]') ?? textarea.form)?.querySelector<HTMLSelectElement>('select[name$="-type"]')
    select?.addEventListener('change', () => sync(textarea))
  }
}
