/**
 * The people administration (issue 25, ADR 079), the people feature's admin part, on the editorial
 * scaffold (ADR 085: `editorial/admin/editorial-admin.routes.tsx` registers the list, the create
 * form, a person's form, the preview, the comparison, the restore and the shared preview links).
 * What is the people's own: the scope is the department (its faculty is the editor's reach; the
 * university's own units only for an unscoped role), the e-mail is unique, the address is one slug
 * made from the name, the preview is the profile in the administration's language.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { z } from 'zod'
import { fullName } from '../../../lib/full-name.js'
import { paths, routes } from '../../../ui/paths.js'
import { editorialAdminRoutes } from '../../editorial/admin/editorial-admin.routes.js'
import { personPreview, type PersonContent } from '../people.editorial.js'
import { CREATE_PEOPLE, READ_PEOPLE, UPDATE_PEOPLE } from '../permissions.js'
import type { AdminPerson, DepartmentChoice, FacultyFilter } from './people-admin.repository.js'
import { formOfContent, newPersonPageModel, PEOPLE_ADMIN_PATHS, personComparePageModel, personPageModel, peopleListPageModel, personPreviewPageModel } from './people-admin-pages.js'
import { NewPersonForm, PersonForm, personAdminMessages } from './people-admin.schema.js'

type Values = Omit<z.infer<typeof NewPersonForm.schema>, 'action'>

/** The revision's content from the form's fields; the portrait is the picker's (the scaffold sets it when the form sends it). */
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

export const peopleAdminRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const { peopleAdmin } = app.services
  await app.register(
    editorialAdminRoutes<PersonContent, Values, AdminPerson, DepartmentChoice[]>({
      entity: 'person',
      route: routes.adminPeople,
      paths: PEOPLE_ADMIN_PATHS,
      messages: personAdminMessages,
      permissions: { read: READ_PEOPLE, create: CREATE_PEOPLE, update: UPDATE_PEOPLE },
      newForm: NewPersonForm,
      itemForm: PersonForm,
      slugFields: ['slug'],
      item: (id) => peopleAdmin.item(id),
      nameOf: fullName,
      contentOf,
      echoOf: formOfContent,
      slugsOf: (row) => ({ slug: row.slug }),
      madeSlugs: (v) => ({ slug: `${v.givenName} ${v.familyName}` }),
      slugTaken: async (slugs) => ((await peopleAdmin.slugTaken(slugs.slug!)) ? 'slug' : undefined),
      changeSlugs: (id, slugs, moved) => peopleAdmin.changeSlug(id, slugs.slug!, (tx, old) => moved(tx, { slug: old })),
      publicPath: (lang, slugs) => paths.person(lang, slugs.slug!),
      placementOf: (slugs) => ({ slug: slugs.slug }),
      // The department decides the faculty: it must be one the user may place a person in.
      scope: (reach) => peopleAdmin.departments(reach),
      inScope: (departments, c) => departments.some((d) => d.id === c.departmentId),
      scopeRefusal: { field: 'department', key: 'departmentInvalid' },
      check: async (c, except) => ((await peopleAdmin.emailTaken(c.email, except)) ? { field: 'email', key: 'emailTaken', status: 409 } : undefined),
      // A person's page is the same in both languages: the preview is in the administration's.
      preview: (db, id, c, lang) => personPreview(db, id, c, lang),
      // The portrait, chosen from the media library (ADR 096).
      picture: { field: 'portraitId' },
      pages: {
        async list(_req, lang, nav, query, reach, canCreate) {
          const faculties = await peopleAdmin.faculties(reach)
          // A faculty the list does not offer is no filter (the reach filters anyway).
          const raw = typeof query.raw.faculty === 'string' ? query.raw.faculty : ''
          const faculty: FacultyFilter = raw === 'uni' && reach.all ? 'uni' : faculties.find((f) => String(f.id) === raw)?.id
          const result = await peopleAdmin.list(reach, { q: query.q, faculty, state: query.state, page: query.page })
          return peopleListPageModel(lang, nav, { q: query.q, faculty: faculty === undefined ? '' : String(faculty), state: query.state, page: query.page }, faculties, reach.all, result, canCreate)
        },
        new: (lang, nav, departments, state, notice, status, autosave) => newPersonPageModel(lang, nav, departments, state as never, notice, status, autosave),
        item: (lang, nav, data, state, notice, status) => personPageModel(lang, nav, data, state as never, notice, status),
        compare: personComparePageModel,
        preview: personPreviewPageModel,
      },
    }),
  )
}
