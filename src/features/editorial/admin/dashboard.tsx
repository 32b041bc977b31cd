/**
 * The administration's dashboard, `/qf/cs/sprava` · `/qf/en/admin` (issue 25, ADR 059): the parts
 * the user may open, and their queues — my drafts, my items in review, what awaits my review,
 * scheduled changes, recent changes — each item where the user's roles let them see it, linked
 * to its edit page when its kind has one; and what waits in the parts that count it (ADR 091: the
 * refunds owed).
 */
import type { FastifyPluginAsync } from 'fastify'
import { autosaveMessages, type AutosaveMessageKey } from '../../../i18n/autosave.js'
import { editorialMessages, type EditorialMessageKey } from '../../../i18n/editorial.js'
import { formatDateTime, otherLang, translate, translator, type Lang } from '../../../i18n/index.js'
import { eachLang } from '../../../server/localized.js'
import { AdminNav, type AdminNavLink } from '../../../ui/admin-frame.js'
import { Breadcrumbs } from '../../../ui/breadcrumbs.js'
import { Container } from '../../../ui/container.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PageModel } from '../../../ui/page-model.js'
import { paths, routes } from '../../../ui/paths.js'
import type { Permission, RoutePermission } from '../../access/permissions.js'
import type { EditorialService } from '../editorial.service.js'
import type { EditorialAction } from '../editorial.tables.js'
import type { AutosavesService } from '../autosaves.js'
import { RESTORE_QUERY } from './autosave-offer.js'

/** Who may open the dashboard: every role of the administration (the features grant it), on any scope. */
export const READ_DASHBOARD: Permission = { action: 'read', entity: 'dashboard' }
export const OPEN_DASHBOARD: RoutePermission = { ...READ_DASHBOARD, somewhere: true }

type Queues = Awaited<ReturnType<EditorialService['dashboard']>>

interface Entry {
  key: string
  title: string
  href: string | undefined
  note: string
}

const actionKey: Record<EditorialAction, EditorialMessageKey> = {
  create: 'actCreate',
  draft: 'actDraft',
  publish: 'actPublish',
  schedule: 'actSchedule',
  unpublish: 'actUnpublish',
  schedule_unpublish: 'actScheduleUnpublish',
  unschedule: 'actUnschedule',
  submit: 'actSubmit',
  return: 'actReturn',
}

function Queue({ id, heading, entries, empty }: { id: string; heading: string; entries: Entry[]; empty: string }) {
  return (
    <section className="dashboard__queue" aria-labelledby={id}>
      <h2 id={id}>
        {heading} <span className="dashboard__count">({entries.length})</span>
      </h2>
      {entries.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul>
          {entries.map((e) => (
            <li key={e.key}>
              {e.href ? <a href={e.href}>{e.title}</a> : <span>{e.title}</span>} <span className="dashboard__note">{e.note}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** What waits in the parts of the administration the user may open (ADR 091), each linked with its count. */
function Waiting({ heading, items }: { heading: string; items: Array<{ label: string; href: string; count: number }> }) {
  if (items.length === 0) return null
  return (
    <section className="dashboard__queue dashboard__waiting" aria-labelledby="dashboardWaiting">
      <h2 id="dashboardWaiting">{heading}</h2>
      <ul>
        {items.map((w) => (
          <li key={w.href} data-waiting={w.count}>
            <a href={w.href}>{w.label}</a> <span className="dashboard__count">({w.count})</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function dashboardPageModel(
  lang: Lang,
  nav: AdminNavLink[],
  queues: (Queues & { reviews: boolean }) | undefined,
  hrefOf: (entity: string, id: number) => string | undefined,
  waiting: Array<{ label: string; href: string; count: number }> = [],
  unsaved: Awaited<ReturnType<AutosavesService['list']>> = [],
  newHrefOf: (entity: string) => string | undefined = () => undefined,
  kindOf: (entity: string) => string = (entity) => entity,
): PageModel {
  const t = translator(editorialMessages, lang)
  const ta = translator(autosaveMessages, lang)
  const when = (d: Date) => formatDateTime(lang, d)
  // "The next sign-in offers it back" (ADR 094): each autosave links its form with the autosave restored.
  // A create form's (`new`) links the kind's create form and says it is a new item.
  const unsavedEntries = unsaved.flatMap((u) => {
    const fresh = u.key === 'new'
    const href = fresh ? newHrefOf(u.entity) : hrefOf(u.entity, Number(u.key))
    const title = fresh ? (u.title ? `${kindOf(u.entity)}: ${u.title}` : kindOf(u.entity)) : u.title || `#${u.key}`
    return href ? [{ key: `u${u.entity}${u.key}`, title, href: `${href}${href.includes('?') ? '&' : '?'}${RESTORE_QUERY}=1`, note: ta('dashboardNote', { at: when(u.savedAt) }) }] : []
  })
  const title = t('adminTitle')
  return {
    title,
    alternate: paths.adminHome(otherLang(lang)),
    robots: 'noindex',
    breadcrumbs: { trail: [], current: title },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content admin-page dashboard">
          <Breadcrumbs trail={[]} current={title} />
          <PageHeading>{title}</PageHeading>
          <AdminNav label={t('navHeading')} links={nav} />
          <Waiting heading={t('waiting')} items={waiting} />
          {queues ? (
            <div className="dashboard__queues">
              {unsavedEntries.length > 0 ? <Queue id="dashboardUnsaved" heading={ta('dashboard')} empty={t('nothing')} entries={unsavedEntries} /> : null}
              {queues.reviews ? (
              <Queue
                id="dashboardAwaiting"
                heading={t('awaitingReview')}
                empty={t('nothing')}
                entries={queues.awaiting.map((r) => ({ key: `a${r.id}`, title: r.title ?? `#${r.objectId}`, href: hrefOf(r.entity, r.objectId), note: t('submittedBy', { name: r.submittedByName ?? t('someone'), at: when(r.submittedAt) }) }))}
              />
              ) : null}
              <Queue id="dashboardDrafts" heading={t('myDrafts')} empty={t('nothing')} entries={queues.drafts.map((d) => ({ key: `d${d.entity}${d.objectId}`, title: d.title, href: hrefOf(d.entity, d.objectId), note: when(d.at) }))} />
              <Queue
                id="dashboardInReview"
                heading={t('myInReview')}
                empty={t('nothing')}
                entries={queues.inReview.map((r) => ({ key: `r${r.id}`, title: r.title ?? `#${r.objectId}`, href: hrefOf(r.entity, r.objectId), note: when(r.submittedAt) }))}
              />
              <Queue
                id="dashboardScheduled"
                heading={t('scheduled')}
                empty={t('nothing')}
                entries={queues.scheduled.map((s) => ({ key: `s${s.entity}${s.objectId}`, title: s.title, href: hrefOf(s.entity, s.objectId), note: `${t(s.goesLive ? 'publish' : 'unpublish')}: ${when(s.at)}` }))}
              />
              <Queue
                id="dashboardRecent"
                heading={t('recent')}
                empty={t('nothing')}
                entries={queues.recent.map((r, i) => ({
                  key: `l${i}`,
                  title: r.title ?? `#${r.objectId}`,
                  href: hrefOf(r.entity, r.objectId),
                  note: `${t(actionKey[r.action])}, ${r.userName ?? t('scheduler')}, ${when(r.at)}`,
                }))}
              />
            </div>
          ) : null}
        </Container>
      ),
    },
  }
}

/** A create form's autosave's name on the dashboard: "Nová aktualita nebo akce", or "nová položka" for a kind without its own. */
const newOf = (lang: Lang, entity: string) => {
  const key = `newOf${entity}`
  return translate(autosaveMessages, lang, Object.hasOwn(autosaveMessages, key) ? (key as AutosaveMessageKey) : 'dashboardNew')
}

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { editorial } = app.services
  const hrefOf = (lang: Lang) => (entity: string, id: number) => editorial.entity(entity).adminHref?.(lang, id)
  eachLang((lang) => {
    app.get(routes.adminHome[lang], { config: { permission: OPEN_DASHBOARD } }, async (req, reply) => {
      const user = req.user!
      // Queues only for who works on content: the shop's staff see the parts they may open.
      const editorialRole = editorial.entities().some((e) => app.access.canSomewhere(user, 'read', e))
      const queues = editorialRole ? await editorial.dashboard(user.id, (action, entity, target) => app.access.can(user, action, entity, target)) : undefined
      const reviews = editorial.entities().some((e) => app.access.canSomewhere(user, 'review', e))
      const waiting = await app.admin.waitingFor(user, lang)
      const unsaved = queues ? await app.services.autosaves.list(user.id) : []
      const newHrefOf = (entity: string) => (app.access.canSomewhere(user, 'create', entity) ? editorial.entity(entity).adminNewHref?.(lang) : undefined)
      return reply.page(dashboardPageModel(lang, app.admin.linksFor(user, lang, paths.adminHome(lang)), queues && { ...queues, reviews }, hrefOf(lang), waiting, unsaved, newHrefOf, (entity) => newOf(lang, entity)))
    })
  })
}
