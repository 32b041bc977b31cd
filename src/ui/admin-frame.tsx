/**
 * What every page of the administration shows around its content (ADR 059): the parts the user
 * may open (the current one marked), and the notice after an act or a refusal, which takes the
 * focus when the page loads (`autofocus`), so a keyboard or screen-reader user hears what happened.
 */
import type { ReactNode } from 'react'

export interface AdminNavLink {
  label: string
  href: string
  current: boolean
}

export function AdminNav({ label, links }: { label: string; links: AdminNavLink[] }) {
  if (links.length === 0) return null
  return (
    <nav className="admin-nav" aria-label={label}>
      <ul className="admin-nav__list">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} aria-current={l.current ? 'page' : undefined}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export interface AdminNoticeModel {
  kind: 'status' | 'error'
  text: string
  /** What the notice shows below its text (a new preview link). */
  detail?: ReactNode
}

/** Id of the administration's notice. */
export const ADMIN_NOTICE = 'adminNotice'

export function AdminNotice({ notice, children }: { notice?: AdminNoticeModel; children?: ReactNode }) {
  if (!notice) return null
  return (
    <div className={`admin-notice admin-notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} id={ADMIN_NOTICE} tabIndex={-1} autoFocus>
      <p>{notice.text}</p>
      {notice.detail}
      {children}
    </div>
  )
}

/** A state as a short label with its own class (the colour is never the only sign: the word is there). */
export function StateBadge({ state, label }: { state: string; label: string }) {
  return <span className={`state-badge state-badge--${state}`}>{label}</span>
}
