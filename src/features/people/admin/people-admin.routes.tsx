/**
 * The people administration (issue 25, ADR 079), the people feature's admin part, built as news's
 * (`news/admin/news-admin.routes.tsx`): registered in the admin context, so who may not read people
 * anywhere gets the site's 404 for every address here. Each person is then checked against the
 * user's roles where they sit (their department's faculty): a person out of reach is a 404 as well;
 * an act the roles do not allow (a forged "publish", a department of another faculty) is refused
 * with a message and changes nothing. Every write goes through the editorial service but the address.
 *
 * - GET list (`?q=&faculty=&state=&page=`), GET/POST `/nova` · `/new` (a draft; 303 to the person).
 * - GET a person (`?done=`), POST it with the button pressed (`action`): save a draft, preview,
 *   submit for review, publish (now or at `publishAt`), unpublish, return for changes; a save on an
 *   older revision than the latest (`base`) is refused (409) with both versions shown.
 * - GET `/{id}/nahled` · `/{id}/preview` (`?revision=`), `/{id}/porovnani` · `/{id}/compare`,
 *   POST `/{id}/obnovit` · `/{id}/restore`, `/{id}/sdilet` · `/{id}/share` and its links' revoke.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { blankForm, isRecord, parseForm, singleValue, type FormState } from '../../../forms/form.js'
import { previewLinkMessages } from '../../../i18n/preview-links.js'
import { SharedLink } from '../../editorial/admin/share-preview.js'
import { PREVIEW_LINK_HOURS, type PreviewLinkHours } from '../../editorial/preview-links.js'
import { formatDateTime, translate, type Lang } from '../../../i18n/index.js'
import { fullName } from '../../../lib/full-name.js'
import { NotFoundError } from '../../../server/errors.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import { originOf } from '../../../server/origin.js'
import { slugify } from '../../../shared/slug.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { ADMIN_COMPARE, ADMIN_NEW, ADMIN_PREVIEW, ADMIN_RESTORE, paths, routes } from '../../../ui/paths.js'
import type { Target } from '../../access/permissions.js'
import { compareContents } from '../../editorial/compare.js'
import { EditorialError } from '../../editorial/editorial.types.js'
import { personPreview, type PersonContent } from '../people.editorial.js'
import { CREATE_PEOPLE, READ_PEOPLE, UPDATE_PEOPLE } from '../permissions.js'
import { adminStateOf } from '../../editorial/admin/item-state.js'
import type { DepartmentChoice, FacultyFilter } from './people-admin.repository.js'
import { formOfContent, newPersonPageModel, personComparePageModel, personPageModel, peopleListPageModel, personPreviewPageModel, type PersonPageData } from './people-admin-pages.js'
import { MAX_FILTER, NewPersonForm, PersonForm, personAdminMessages, type ItemAction } from './people-admin.schema.js'

type Key = keyof typeof personAdminMessages
const ID = /^[1-9]\d{0,8}$/
const DONE = ['created', 'saved', 'submitted', 'published', 'scheduled', 'unpublished', 'returned', 'restored', 'moved', 'unshared'] as const
type Done = (typeof DONE)[number]
const doneKey: Record<Done, Key> = {
  created: 'created',
  saved: 'saved',
  submitted: 'submitted',
  published: 'published',
  scheduled: 'scheduledNotice',
  unpublished: 'unpublished',
  returned: 'returned',
  restored: 'restored',
  moved: 'moved',
  unshared: 'previewLinkRevoked',
}

type ItemForm = FormState<typeof PersonForm.schema, Key>
type NewForm = FormState<typeof NewPersonForm.schema, Key>
type Values = Omit<z.infer<typeof NewPersonForm.schema>, 'action'>

/** The revision's content from the form; the portrait stays as it was (the form does not change it). */
const contentOf = (v: Values, previous?: PersonContent): PersonContent => ({
  titlesBefore: v.titlesBefore,
  givenName: v.givenName,
  familyName: v.familyName,
  titlesAfter: v.titlesAfter,
  roleCs: v.roleCs,
  roleEn: v.roleEn,
  departmentId: v.department,
  officeCs: v.officeCs,
  officeEn: v.officeEn,
  email: v.email,
  phone: v.phone,
  officeHoursCs: v.officeHoursCs,
  officeHoursEn: v.officeHoursEn,
  researchCs: v.researchCs,
  researchEn: v.researchEn,
  portraitId: previous?.portraitId ?? null,
})

/** The fields as sent, to show again after a refusal that is not about a field. */
const echoOf = (body: unknown): Record<string, string> =>
  isRecord(body) ? Object.fromEntries(Object.entries(body).flatMap(([k, v]) => (typeof v === 'string' && Object.hasOwn(PersonForm.schema.shape, k) && k !== 'base' ? [[k, v.slice(0, 3000)]] : []))) : {}

const sameContent = (a: PersonContent, b: PersonContent) => JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort())

export const peopleAdminRoutes: FastifyPluginAsync = async (app) => {
  const { editorial, peopleAdmin, redirects, previewLinks } = app.services
  const entity = editorial.entity('person')

  const said = (lang: Lang, key: Key, values?: Record<string, string>) => translate(personAdminMessages, lang, key, values)
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminPeople(lang))
  const may = (req: FastifyRequest, action: 'read' | 'create' | 'update' | 'review' | 'publish', target: Target) => app.access.can(req.user, action, 'person', target)
  const actor = (req: FastifyRequest) => ({ userId: req.user!.id, origin: originOf(req, app.config.PUBLIC_ORIGIN), ip: req.ip })
  /** The departments the user may place a person in for `action`: their faculties' (the university's units only unscoped). */
  const departmentsFor = (req: FastifyRequest, action: 'create' | 'update') => peopleAdmin.departments(app.access.reach(req.user, action, 'person'))
  const within = (departments: DepartmentChoice[], id: number) => departments.some((d) => d.id === id)

  /** The person and where they sit, or a 404 for one that does not exist or is out of the user's reach. */
  async function reachable(req: FastifyRequest, raw: string) {
    if (!ID.test(raw)) throw new NotFoundError(req.url)
    const id = Number(raw)
    const [person, target] = await Promise.all([peopleAdmin.item(id), entity.target!(app.db, id)])
    if (!person || !target || !may(req, 'read', target)) throw new NotFoundError(req.url)
    return { person, target }
  }

  async function personData(req: FastifyRequest, id: number, target: Target): Promise<PersonPageData> {
    const person = (await peopleAdmin.item(id))!
    const [state, review, revisions, others, departments, shares] = await Promise.all([
      editorial.state('person', id),
      editorial.latestReview('person', id),
      editorial.revisions('person', id),
      editorial.presence('person', id, req.user!.id),
      departmentsFor(req, 'update'),
      previewLinks.active('person', id),
    ])
    const content = (state!.latestRevisionId !== null ? await editorial.revisionContent('person', id, state!.latestRevisionId) : await entity.snapshot(app.db, id)) as PersonContent
    const published = !!(person.firstPublishedAt || person.live)
    return {
      person,
      state: state!,
      content,
      review,
      revisions,
      powers: { update: may(req, 'update', target), publish: may(req, 'publish', target), review: may(req, 'review', target) },
      others,
      canChangeSlug: may(req, published ? 'publish' : 'update', target),
      departments,
      shares,
    }
  }

  function itemPage(reply: FastifyReply, lang: Lang, data: PersonPageData, form?: ItemForm, notice?: AdminNoticeModel, status?: number) {
    return reply.code(status ?? 200).page(personPageModel(lang, nav(reply.request, lang), data, form ?? formOfContent(data.content, data.state.latestRevisionId, data.person.slug), notice, status))
  }

  eachLang((lang) => {
    const base = routes.adminPeople[lang]

    app.get<{ Querystring: Record<string, unknown> }>(base, { config: { permission: { ...READ_PEOPLE, somewhere: true } } }, async (req, reply) => {
      const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, MAX_FILTER) : ''
      const state = adminStateOf(req.query.state)
      const page = typeof req.query.page === 'string' && /^[1-9]\d{0,4}$/.test(req.query.page) ? Number(req.query.page) : 1
      const reach = app.access.reach(req.user, 'read', 'person')
      const faculties = await peopleAdmin.faculties(reach)
      // A faculty the list does not offer is no filter (the reach filters anyway).
      const raw = typeof req.query.faculty === 'string' ? req.query.faculty : ''
      const faculty: FacultyFilter = raw === 'uni' && reach.all ? 'uni' : faculties.find((f) => String(f.id) === raw)?.id
      const shown = faculty === undefined ? '' : String(faculty)
      const result = await peopleAdmin.list(reach, { q, faculty, state, page })
      return reply.page(peopleListPageModel(lang, nav(req, lang), { q, faculty: shown, state, page }, faculties, reach.all, result, app.access.canSomewhere(req.user, 'create', 'person')))
    })

    const newPage = async (req: FastifyRequest, reply: FastifyReply, state?: NewForm, notice?: AdminNoticeModel, status?: number) =>
      reply.code(status ?? 200).page(newPersonPageModel(lang, nav(req, lang), await departmentsFor(req, 'create'), state ?? blankForm(), notice, status))

    app.get(`${base}/${ADMIN_NEW[lang]}`, { config: { permission: { ...CREATE_PEOPLE, somewhere: true } } }, async (req, reply) => newPage(req, reply))

    app.post(`${base}/${ADMIN_NEW[lang]}`, { config: { permission: { ...CREATE_PEOPLE, somewhere: true } } }, async (req, reply) => {
      const body = formBody(req)
      const submitted = parseForm(NewPersonForm, body)
      if (!submitted.ok) return newPage(req, reply, submitted, { kind: 'error', text: said(lang, 'refusedInvalid') }, 422)
      const v = submitted.values
      const echo = echoOf(body)
      // The department decides the faculty: it must be within the user's reach, whatever the form says.
      if (!within(await departmentsFor(req, 'create'), v.department)) return newPage(req, reply, { errors: { department: 'departmentInvalid' }, echo }, { kind: 'error', text: said(lang, 'refusedPermission') }, 403)
      if (await peopleAdmin.emailTaken(v.email)) return newPage(req, reply, { errors: { email: 'emailTaken' }, echo }, { kind: 'error', text: said(lang, 'refusedInvalid') }, 409)
      let slug = v.slug
      if (slug && (await peopleAdmin.slugTaken(slug))) return newPage(req, reply, { errors: { slug: 'slugTaken' }, echo }, { kind: 'error', text: said(lang, 'refusedInvalid') }, 409)
      if (!slug) {
        // Made from the name; a namesake's address gets a number.
        const made = slugify(`${v.givenName} ${v.familyName}`, 100) || `osoba-${Date.now().toString(36)}`
        slug = made
        for (let n = 2; await peopleAdmin.slugTaken(slug); n++) slug = `${made}-${n}`
      }
      try {
        const { id } = await editorial.create('person', { placement: { slug }, content: contentOf(v) }, actor(req))
        return reply.redirect(paths.adminPerson(lang, id, 'created'), 303)
      } catch (err) {
        // Taken meanwhile by someone else's save: the same answers as the checks above.
        if (err instanceof EditorialError && (err.failure.kind === 'conflict' || err.failure.kind === 'invalid')) return newPage(req, reply, { errors: {}, echo }, { kind: 'error', text: said(lang, 'refusedInvalid') }, err.failure.kind === 'conflict' ? 409 : 422)
        throw err
      }
    })

    app.get<{ Params: { id: string }; Querystring: { done?: unknown } }>(`${base}/:id`, { config: { permission: { ...READ_PEOPLE, somewhere: true } } }, async (req, reply) => {
      const { person, target } = await reachable(req, req.params.id)
      const data = await personData(req, person.id, target)
      const done = typeof req.query.done === 'string' && (DONE as readonly string[]).includes(req.query.done) ? (req.query.done as Done) : undefined
      const notice = done ? { kind: 'status' as const, text: said(lang, doneKey[done], { at: data.state.goLiveAt ? formatDateTime(lang, data.state.goLiveAt) : '' }) } : undefined
      return itemPage(reply, lang, data, undefined, notice)
    })

    app.post<{ Params: { id: string } }>(`${base}/:id`, { config: { permission: { ...UPDATE_PEOPLE, somewhere: true } } }, async (req, reply) => {
      const { person, target } = await reachable(req, req.params.id)
      const body = formBody(req)
      const submitted = parseForm(PersonForm, body)
      const data = await personData(req, person.id, target)
      const refuse = (key: Key, status: number, form?: ItemForm) => itemPage(reply, lang, data, form, { kind: 'error', text: said(lang, key) }, status)
      // The roles decide what each button may do on this person; a button the page did not offer is refused.
      const needs: Record<ItemAction, 'update' | 'publish' | 'review'> = { draft: 'update', preview: 'update', submit: 'update', publish: 'publish', unpublish: 'publish', return: 'review' }
      const pressed = isRecord(body) && typeof body.action === 'string' ? (body.action as ItemAction) : undefined
      if (pressed && Object.hasOwn(needs, pressed) && !may(req, needs[pressed], target)) return refuse('refusedPermission', 403, submitted.ok ? undefined : submitted)
      if (!submitted.ok) return refuse('refusedInvalid', 422, submitted)
      const v = submitted.values
      const who = actor(req)

      if (v.action === 'unpublish') {
        await editorial.unpublish('person', person.id, who)
        return reply.redirect(paths.adminPerson(lang, person.id, 'unpublished'), 303)
      }
      if (v.action === 'return') {
        if (!v.comment) return refuse('commentRequired', 422, { errors: { comment: 'commentRequired' }, echo: formOfContent(data.content, data.state.latestRevisionId).echo })
        try {
          await editorial.returnForChanges('person', person.id, { ...who, comment: v.comment })
        } catch (err) {
          if (err instanceof EditorialError && err.failure.kind === 'not-in-review') return refuse('refusedNotInReview', 409)
          throw err
        }
        return reply.redirect(paths.adminPerson(lang, person.id, 'returned'), 303)
      }

      const content = contentOf(v, data.content)
      const typed = { ...echoOf(body), base: v.base === null ? '' : String(v.base) }
      // A department of another faculty (a forged scope) is refused, as is one that does not exist.
      if (!within(data.departments, content.departmentId)) return refuse('refusedPermission', 403, { errors: { department: 'departmentInvalid' }, echo: typed })
      if (await peopleAdmin.emailTaken(content.email, person.id)) return refuse('refusedInvalid', 409, { errors: { email: 'emailTaken' }, echo: typed })
      const now = new Date()
      const newSlug = v.slug && v.slug !== person.slug ? v.slug : undefined
      if (newSlug && !data.canChangeSlug) return refuse('refusedPermission', 403)
      if (newSlug && (await peopleAdmin.slugTaken(newSlug))) return refuse('refusedInvalid', 409, { errors: { slug: 'slugTaken' }, echo: typed })
      if (v.action === 'publish' && v.publishAt && v.publishAt <= now) return refuse('refusedInvalid', 422, { errors: { publishAt: 'refusedPast' }, echo: typed })
      // A revision only when something changed; the check against `base` holds either way.
      let revisionId = data.state.latestRevisionId
      if (v.base !== data.state.latestRevisionId || !sameContent(content, data.content)) {
        try {
          revisionId = await editorial.saveDraft('person', person.id, content, { ...who, base: v.base, now })
        } catch (err) {
          if (err instanceof EditorialError && err.failure.kind === 'stale') {
            const latest = data.revisions.find((r) => r.isLatest)
            const stale = { saved: data.content, savedBy: latest?.authorEmail ?? null, savedAt: latest?.createdAt ?? now }
            // The form keeps what the user typed, now based on the latest revision: saving again is a choice made with both in view.
            return itemPage(reply, lang, { ...data, content, stale }, formOfContent(content, data.state.latestRevisionId), { kind: 'error', text: said(lang, 'refusedStale') }, 409)
          }
          if (err instanceof EditorialError && (err.failure.kind === 'invalid' || err.failure.kind === 'conflict')) return refuse('refusedInvalid', 422, { errors: {}, echo: typed })
          throw err
        }
      }
      if (newSlug) {
        // Once on the site, the old address is known to people and search engines: it redirects, in both languages.
        const known = !!(person.firstPublishedAt || person.live)
        const moved = await peopleAdmin.changeSlug(person.id, newSlug, async (tx, old) => {
          if (!known) return
          for (const l of ['cs', 'en'] as const) await redirects.moved(tx, paths.person(l, old), paths.person(l, newSlug), who.userId)
        })
        if (!moved) return refuse('refusedInvalid', 409, { errors: { slug: 'slugTaken' }, echo: typed })
      }
      switch (v.action) {
        case 'preview':
          return reply.redirect(paths.adminPersonPreview(lang, person.id, revisionId ?? undefined), 303)
        case 'submit':
          await editorial.submit('person', person.id, who)
          return reply.redirect(paths.adminPerson(lang, person.id, 'submitted'), 303)
        case 'publish': {
          const { scheduledFor } = await editorial.publish('person', person.id, { ...who, revisionId: revisionId ?? undefined, at: v.publishAt ?? undefined, now })
          return reply.redirect(paths.adminPerson(lang, person.id, scheduledFor ? 'scheduled' : 'published'), 303)
        }
        default:
          return reply.redirect(paths.adminPerson(lang, person.id, newSlug ? 'moved' : 'saved'), 303)
      }
    })

    app.get<{ Params: { id: string }; Querystring: { a?: unknown; b?: unknown } }>(`${base}/:id/${ADMIN_COMPARE[lang]}`, { config: { permission: { ...READ_PEOPLE, somewhere: true } } }, async (req, reply) => {
      const { person } = await reachable(req, req.params.id)
      const revisions = await editorial.revisions('person', person.id)
      const pick = (raw: unknown) => (typeof raw === 'string' && ID.test(raw) ? revisions.find((r) => r.id === Number(raw)) : undefined)
      if ((req.query.a !== undefined && !pick(req.query.a)) || (req.query.b !== undefined && !pick(req.query.b))) throw new NotFoundError(req.url)
      // Without a choice: what is live (or the one before) against the latest.
      const newer = pick(req.query.b) ?? revisions[0]
      const older = pick(req.query.a) ?? revisions.find((r) => r.isLive && r !== newer) ?? revisions[1] ?? newer
      if (!newer || !older) return reply.page(personComparePageModel(lang, nav(req, lang), person, fullName(person), undefined, undefined, []))
      const [a, b] = older.id <= newer.id ? [older, newer] : [newer, older]
      const [before, after] = await Promise.all([editorial.revisionContent('person', person.id, a.id), editorial.revisionContent('person', person.id, b.id)])
      return reply.page(personComparePageModel(lang, nav(req, lang), person, fullName(after as PersonContent), a, b, compareContents(before, after)))
    })

    app.post<{ Params: { id: string } }>(`${base}/:id/${ADMIN_RESTORE[lang]}`, { config: { permission: { ...UPDATE_PEOPLE, somewhere: true } } }, async (req, reply) => {
      const { person, target } = await reachable(req, req.params.id)
      const data = await personData(req, person.id, target)
      if (!may(req, 'update', target)) return itemPage(reply, lang, data, undefined, { kind: 'error', text: said(lang, 'refusedPermission') }, 403)
      const body = formBody(req)
      const field = (name: string) => (isRecord(body) && typeof body[name] === 'string' ? (body[name] as string) : '')
      const revision = data.revisions.find((r) => ID.test(field('revision')) && r.id === Number(field('revision')))
      if (!revision || !/^\d{1,10}$/.test(field('base'))) return itemPage(reply, lang, data, undefined, { kind: 'error', text: said(lang, 'refusedInvalid') }, 422)
      const old = (await editorial.revisionContent('person', person.id, revision.id)) as PersonContent
      // An old revision may name a department now out of the user's reach: restoring it would move the person out.
      if (!within(data.departments, old.departmentId)) return itemPage(reply, lang, data, undefined, { kind: 'error', text: said(lang, 'refusedPermission') }, 403)
      try {
        // Restoring makes a new revision with the old content: the history keeps everything.
        await editorial.saveDraft('person', person.id, old, { ...actor(req), base: Number(field('base')) })
      } catch (err) {
        if (err instanceof EditorialError && err.failure.kind === 'stale') return itemPage(reply, lang, data, undefined, { kind: 'error', text: said(lang, 'refusedStale') }, 409)
        if (err instanceof EditorialError && (err.failure.kind === 'invalid' || err.failure.kind === 'conflict')) return itemPage(reply, lang, data, undefined, { kind: 'error', text: said(lang, 'refusedInvalid') }, 422)
        throw err
      }
      return reply.redirect(paths.adminPerson(lang, person.id, 'restored'), 303)
    })

    // A shared preview link (ADR 066), as news has it: who may change the person may show the draft
    // outside; the new link is shown once, in the answer to this post. The profile's link is Czech.
    app.post<{ Params: { id: string } }>(`${base}/:id/${lang === 'cs' ? 'sdilet' : 'share'}`, { config: { permission: { ...UPDATE_PEOPLE, somewhere: true } } }, async (req, reply) => {
      const { person, target } = await reachable(req, req.params.id)
      if (!may(req, 'update', target)) return itemPage(reply, lang, await personData(req, person.id, target), undefined, { kind: 'error', text: said(lang, 'refusedPermission') }, 403)
      const hours = Number(singleValue(formBody(req), 'hours'))
      if (!(PREVIEW_LINK_HOURS as readonly number[]).includes(hours)) {
        return itemPage(reply, lang, await personData(req, person.id, target), undefined, { kind: 'error', text: translate(previewLinkMessages, lang, 'hoursInvalid') }, 422)
      }
      const { token } = await previewLinks.share({ userId: req.user!.id, ip: req.ip }, 'person', person.id, hours as PreviewLinkHours)
      const url = `${originOf(req, app.config.PUBLIC_ORIGIN)}${paths.sharedPreview('cs', token)}`
      return itemPage(reply, lang, await personData(req, person.id, target), undefined, { kind: 'status', text: translate(previewLinkMessages, lang, 'created'), detail: <SharedLink lang={lang} url={url} /> }, 201)
    })

    app.post<{ Params: { id: string; link: string } }>(`${base}/:id/${lang === 'cs' ? 'sdilet' : 'share'}/:link/${lang === 'cs' ? 'zrusit' : 'revoke'}`, { config: { permission: { ...UPDATE_PEOPLE, somewhere: true } } }, async (req, reply) => {
      const { person, target } = await reachable(req, req.params.id)
      if (!may(req, 'update', target)) return itemPage(reply, lang, await personData(req, person.id, target), undefined, { kind: 'error', text: said(lang, 'refusedPermission') }, 403)
      const revoked = ID.test(req.params.link) && (await previewLinks.revoke({ userId: req.user!.id, ip: req.ip }, 'person', person.id, Number(req.params.link)))
      if (!revoked) return itemPage(reply, lang, await personData(req, person.id, target), undefined, { kind: 'error', text: translate(previewLinkMessages, lang, 'revokeMissing') }, 404)
      return reply.redirect(paths.adminPerson(lang, person.id, 'unshared'), 303)
    })

    // The profile page as the draft (or a revision) would make it, in the administration's language:
    // a person's page is the same in both.
    app.get<{ Params: { id: string }; Querystring: { revision?: unknown } }>(`${base}/:id/${ADMIN_PREVIEW[lang]}`, { config: { permission: { ...READ_PEOPLE, somewhere: true } } }, async (req, reply) => {
      const { person } = await reachable(req, req.params.id)
      const revision = typeof req.query.revision === 'string' && ID.test(req.query.revision) ? Number(req.query.revision) : undefined
      const state = await editorial.state('person', person.id)
      const chosen = revision ?? state?.latestRevisionId ?? undefined
      let content: PersonContent
      try {
        content = (chosen !== undefined ? await editorial.revisionContent('person', person.id, chosen) : await entity.snapshot(app.db, person.id)) as PersonContent
      } catch (err) {
        if (err instanceof EditorialError && err.failure.kind === 'not-found') throw new NotFoundError(req.url)
        throw err
      }
      const model = await personPreview(app.db, person.id, content, lang)
      if (!model) throw new NotFoundError(req.url)
      return reply.page(personPreviewPageModel(lang, person.id, revision, model))
    })
  })
}

