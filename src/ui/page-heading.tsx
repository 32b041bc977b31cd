import type { ReactNode } from 'react'

/**
 * The page's h1. It carries id `mainContent`, the skip link's target (spec 000 §2.12), and
 * is focusable by script so focus can land on it after a partial update.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 id="mainContent" tabIndex={-1}>
      {children}
    </h1>
  )
}
