/** A page's two revisions compared, and its preview: the public page with a banner (ADR 059, 063). */
import { adminPreviewPageModel } from '../../editorial/admin/preview-frame.js'
import { editorialMessages } from '../../../i18n/editorial.js'
import { formatDateTime, otherLang, translator, type Lang } from '../../../i18n/index.js'
import { pagesAdminMessages } from '../../../i18n/pages-admin.js'
import type { AdminNavLink } from '../../../ui/admin-frame.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths } from '../../../ui/paths.js'
import { RevisionCompare } from '../../editorial/admin/compare-view.js'
import type { FieldChange } from '../../editorial/compare.js'
import type { RevisionSummary } from '../../editorial/editorial.types.js'
import type { AdminPageItem } from './pages-admin.repository.js'

export function pageComparePageModel(lang: Lang, nav: AdminNavLink[], item: AdminPageItem, title: string, older: RevisionSummary | undefined, newer: RevisionSummary | undefined, rows: FieldChange[]): PageModel {
  const t = translator(editorialMessages, lang)
  const p = translator(pagesAdminMessages, lang)
  const heading = t('compareTitle', { title })
  const label = (r: RevisionSummary) => `${formatDateTime(lang, r.createdAt)}, ${r.authorEmail ?? t('someone')}`
  const labels: Record<string, string> = { title: t('title'), perex: t('perex'), inMenu: p('inMenu') }
  return adminPageModel(lang, nav, {
    title: heading,
    trail: adminTrail(lang, { label: p('pagesTitle'), href: paths.adminPages(lang) }, { label: t('editTitle', { title }), href: paths.adminPage(lang, item.id) }),
    alternate: paths.adminPageCompare(otherLang(lang), item.id, older?.id, newer?.id),
    className: 'admin-edit',
    body: (
      <>
        <PageHeading>{heading}</PageHeading>
        <p>
          <a href={paths.adminPage(lang, item.id)}>{t('backToEdit')}</a>
        </p>
        {older && newer ? (
          <RevisionCompare lang={lang} rows={rows} labelOf={(path) => (Object.hasOwn(labels, path) ? labels[path]! : path)} olderLabel={`${t('older')}: ${label(older)}`} newerLabel={`${t('newer')}: ${label(newer)}`} />
        ) : (
          <p id="compareNone">{t('noChanges')}</p>
        )}
      </>
    ),
  })
}

/** The public page's model with the preview banner; never indexed or stored. */
export const pagePreviewModel = (lang: Lang, id: number, model: PageModel): PageModel =>
  adminPreviewPageModel(lang, model, { back: paths.adminPage(lang, id), self: paths.adminPagePreview(lang, id), alternate: paths.adminPagePreview(otherLang(lang), id) })
