import { createContext, useContext } from 'react'
import type { Lang } from '../i18n/index.js'

/** What every view may need to know about the request it renders for. */
export interface PageContextValue {
  lang: Lang
  /** CSP nonce of this response, for the few <script> elements we emit. */
  nonce: string
  /** Request path with query, used for the login return address and canonical links. */
  url: string
  user: { displayName: string } | null
}

export const PageContext = createContext<PageContextValue | null>(null)

export function usePage(): PageContextValue {
  const value = useContext(PageContext)
  if (!value) throw new Error('usePage() outside a rendered page')
  return value
}
