/**
 * A page of the administration (ADR 059, 060), as every admin part builds it: the
 * breadcrumbs from the administration's front page, the parts the user may open, then the body;
 * never indexed (the admin context makes it never stored).
 */
import type { ReactNode } from 'react'
import { editorialMessages } from '../i18n/editorial.js'
import { translate, type Lang } from '../i18n/index.js'
import { AdminNav, type AdminNavLink } from './admin-frame.js'
import { Breadcrumbs, type Crumb } from './breadcrumbs.js'
import { Container } from './container.js'
import type { PageModel } from './page-model.js'
import { paths } from './paths.js'

export interface AdminPageOptions {
  title: string
  /** The crumbs after the administration's front page. */
  trail: Crumb[]
  alternate: string
  status?: number
  className?: string
  body: ReactNode
}

/** The administration's crumb, then `more`. */
export const adminTrail = (lang: Lang, ...more: Crumb[]): Crumb[] => [{ label: translate(editorialMessages, lang, 'adminTitle'), href: paths.adminHome(lang) }, ...more]

export function adminPageModel(lang: Lang, nav: AdminNavLink[], opts: AdminPageOptions): PageModel {
  return {
    title: opts.title,
    alternate: opts.alternate,
    robots: 'noindex',
    status: opts.status,
    breadcrumbs: { trail: opts.trail, current: opts.title },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className={`page-content admin-page ${opts.className ?? ''}`}>
          <Breadcrumbs trail={opts.trail} current={opts.title} />
          <AdminNav label={translate(editorialMessages, lang, 'navHeading')} links={nav} />
          {opts.body}
        </Container>
      ),
    },
  }
}
