/**
 * A collapsible block (spec 000 §2.15, §4): a native `<details>`, so it opens and closes with the
 * mouse and the keyboard and without JavaScript. `remember` lets the runtime keep its state in
 * the collapsible cookie and restore it on load and after every partial update
 * (src/client/collapsible.ts); `id` is its name there, so it must be stable and unique on the site.
 */
import type { ReactNode } from 'react'

interface Props {
  id: string
  summary: ReactNode
  children: ReactNode
  remember?: boolean
  open?: boolean
}

export function Collapsible({ id, summary, children, remember = true, open = false }: Props) {
  return (
    <details className="collapsible" id={id} data-collapsible={remember ? 'remember' : ''} open={open}>
      <summary className="collapsible__summary">{summary}</summary>
      <div className="collapsible__body">{children}</div>
    </details>
  )
}
