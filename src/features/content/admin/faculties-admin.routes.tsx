/**
 * The faculties' identity (issue 25, ADR 092), the content feature's admin part: the list of the
 * faculties the user may change and each one's form. An editor holds `update faculty` where their
 * scope names the faculty (`faculty:<slug>`), a chief editor everywhere; any other faculty is a
 * 404, as if it did not exist. A refusal answers the form again with its reasons (422) and changes
 * nothing; a save filled from an older version is refused (409) with the saved version shown.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { parseForm } from '../../../forms/form.js'
import { facultiesAdminMessages, type FacultiesAdminMessageKey } from '../../../i18n/faculties-admin.js'
import { translate, type Lang } from '../../../i18n/index.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { paths, routes } from '../../../ui/paths.js'
import { READ_FACULTY, UPDATE_FACULTY } from '../permissions.js'
import { facultiesListPageModel, facultyPageModel, formOfFaculty } from './faculties-admin-pages.js'
import { versionOf, type FacultyIdentity } from './faculties-admin.repository.js'
import { FacultyForm } from './faculties-admin.schema.js'

const ID = /^[1-9]\d{0,8}$/

export const facultiesAdminRoutes: FastifyPluginAsync = async (app) => {
  const { facultiesAdmin } = app.services
  const said = (lang: Lang, key: FacultiesAdminMessageKey) => translate(facultiesAdminMessages, lang, key)
  const nav = (req: FastifyRequest, lang: Lang) => app.admin.linksFor(req.user, lang, paths.adminFaculties(lang))
  const mayChange = (req: FastifyRequest, f: FacultyIdentity) => app.access.can(req.user, 'update', 'faculty', { faculty: f.slugCs })

  async function listPage(req: FastifyRequest, reply: FastifyReply, lang: Lang, notice?: AdminNoticeModel, status?: number) {
    const list = (await facultiesAdmin.list()).filter((f) => mayChange(req, f))
    return reply.code(status ?? 200).page(facultiesListPageModel(lang, nav(req, lang), list, notice, status))
  }

  /** The faculty the address names, if it exists and the user may change it. */
  async function reachable(req: FastifyRequest, raw: string) {
    const faculty = ID.test(raw) ? await facultiesAdmin.one(Number(raw)) : undefined
    return faculty && mayChange(req, faculty) ? faculty : undefined
  }

  eachLang((lang) => {
    const base = routes.adminFaculties[lang]
    const somewhere = (p: typeof READ_FACULTY) => ({ config: { permission: { ...p, somewhere: true } } })
    const notFound = (req: FastifyRequest, reply: FastifyReply) => listPage(req, reply, lang, { kind: 'error', text: said(lang, 'notFound') }, 404)

    app.get(base, somewhere(READ_FACULTY), async (req, reply) => listPage(req, reply, lang))

    app.get<{ Params: { id: string }; Querystring: { done?: unknown } }>(`${base}/:id`, somewhere(READ_FACULTY), async (req, reply) => {
      const faculty = await reachable(req, req.params.id)
      if (!faculty) return notFound(req, reply)
      const notice: AdminNoticeModel | undefined = req.query.done === 'saved' ? { kind: 'status', text: said(lang, 'saved') } : undefined
      return reply.page(facultyPageModel(lang, nav(req, lang), faculty, formOfFaculty(faculty), notice))
    })

    app.post<{ Params: { id: string } }>(`${base}/:id`, somewhere(UPDATE_FACULTY), async (req, reply) => {
      const faculty = await reachable(req, req.params.id)
      if (!faculty) return notFound(req, reply)
      const page = (state: Parameters<typeof facultyPageModel>[3], key: FacultiesAdminMessageKey, status: number, saved?: FacultyIdentity) =>
        reply.code(status).page(facultyPageModel(lang, nav(req, lang), faculty, state, { kind: 'error', text: said(lang, key) }, status, saved))
      const parsed = parseForm(FacultyForm, formBody(req))
      if (!parsed.ok) return page(parsed, 'refused', 422)
      const saved = await facultiesAdmin.save({ userId: req.user!.id, ip: req.ip }, faculty.id, parsed.values)
      if (saved.outcome === 'missing') return notFound(req, reply)
      if (saved.outcome === 'stale') {
        // What the editor typed stays in the form, now based on the saved version: saving again is a choice made with both in view.
        const { base: _old, ...typed } = parsed.values
        return page({ errors: {}, echo: { ...typed, base: versionOf(saved.current) } }, 'stale', 409, saved.current)
      }
      return reply.redirect(paths.adminFaculty(lang, faculty.id, 'saved'), 303)
    })
  })
}
