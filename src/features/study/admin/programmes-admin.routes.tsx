/**
 * The study programmes' administration (issue 25, ADR 085), the study feature's admin part, on the
 * editorial scaffold (`editorial/admin/editorial-admin.routes.tsx`). What is the programmes' own:
 * the scope is the faculty (an editor places programmes in their faculties only; a forged faculty
 * is a 403 with nothing changed), the code is unique, the addresses are two slugs (Czech and
 * English) made from the names, the preview is the programme's page in the administration's language.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { z } from 'zod'
import { paths, routes } from '../../../ui/paths.js'
import { editorialAdminRoutes } from '../../editorial/admin/editorial-admin.routes.js'
import { programmePreview, type ProgrammeContent } from '../study.editorial.js'
import { CREATE_PROGRAMMES, READ_PROGRAMMES, UPDATE_PROGRAMMES } from '../permissions.js'
import type { AdminProgramme, FacultyChoice } from './programmes-admin.repository.js'
import { formOfContent, newProgrammePageModel, programmeComparePageModel, programmePageModel, programmePreviewPageModel, programmesListPageModel } from './programmes-admin-pages.js'
import { NewProgrammeForm, ProgrammeForm, programmeAdminMessages } from './programmes-admin.schema.js'

type Values = Omit<z.infer<typeof NewProgrammeForm.schema>, 'action'>

/** The revision's content from the form; the guarantor stays as it was (the form does not change it). */
const contentOf = (v: Values, previous?: ProgrammeContent): ProgrammeContent => ({
  code: v.code,
  facultyId: v.faculty,
  nameCs: v.nameCs,
  nameEn: v.nameEn,
  degree: v.degree,
  forms: [...(v.formFullTime ? ['full-time' as const] : []), ...(v.formCombined ? ['combined' as const] : [])],
  language: v.language,
  years: v.years,
  profileCs: v.profileCs,
  profileEn: v.profileEn,
  careerCs: v.careerCs,
  careerEn: v.careerEn,
  admissionCs: v.admissionCs,
  admissionEn: v.admissionEn,
  // Paired line by line; a line without its pair is refused by `check`.
  subjects: Array.from({ length: Math.max(v.subjectsCs.length, v.subjectsEn.length) }, (_, i) => ({ cs: v.subjectsCs[i] ?? '', en: v.subjectsEn[i] ?? '' })),
  guarantorId: previous?.guarantorId ?? null,
})

const pairsUp = (c: ProgrammeContent) => c.subjects.length <= 40 && c.subjects.every((s) => s.cs && s.en && s.cs.length <= 200 && s.en.length <= 200)

export const programmesAdminRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const { programmesAdmin } = app.services
  await app.register(
    editorialAdminRoutes<ProgrammeContent, Values, AdminProgramme, FacultyChoice[]>({
      entity: 'programme',
      route: routes.adminProgrammes,
      paths: paths.adminProgramme,
      messages: programmeAdminMessages,
      permissions: { read: READ_PROGRAMMES, create: CREATE_PROGRAMMES, update: UPDATE_PROGRAMMES },
      newForm: NewProgrammeForm,
      itemForm: ProgrammeForm,
      slugFields: ['slugCs', 'slugEn'],
      item: (id) => programmesAdmin.item(id),
      nameOf: (c) => c.nameCs,
      contentOf,
      echoOf: formOfContent,
      slugsOf: (row) => ({ slugCs: row.slugCs, slugEn: row.slugEn }),
      madeSlugs: (v) => ({ slugCs: v.nameCs, slugEn: v.nameEn }),
      slugTaken: (slugs, except) => programmesAdmin.slugTaken(slugs, except),
      changeSlugs: (id, slugs, moved) => programmesAdmin.changeSlugs(id, { slugCs: slugs.slugCs!, slugEn: slugs.slugEn! }, (tx, old) => moved(tx, old)),
      publicPath: (lang, slugs) => paths.programme(lang, lang === 'cs' ? slugs.slugCs! : slugs.slugEn!),
      placementOf: (slugs) => ({ slugCs: slugs.slugCs, slugEn: slugs.slugEn }),
      // The faculty is the scope: one the user may place a programme in.
      scope: (reach) => programmesAdmin.faculties(reach),
      inScope: (faculties, c) => faculties.some((f) => f.id === c.facultyId),
      scopeRefusal: { field: 'faculty', key: 'facultyInvalid' },
      async check(c, except) {
        if (c.forms.length === 0) return { field: 'formFullTime', key: 'formsInvalid', status: 422 }
        if (!pairsUp(c)) return { field: 'subjectsEn', key: 'subjectsMismatch', status: 422 }
        if (await programmesAdmin.codeTaken(c.code, except)) return { field: 'code', key: 'codeTaken', status: 409 }
        return undefined
      },
      preview: (db, id, c, lang) => programmePreview(db, id, c, lang, app.config.APPLICATION_URL),
      pages: {
        async list(_req, lang, nav, query, reach, canCreate) {
          const faculties = await programmesAdmin.faculties(reach)
          // A faculty the list does not offer is no filter (the reach filters anyway).
          const faculty = faculties.find((f) => String(f.id) === query.raw.faculty)?.id
          const result = await programmesAdmin.list(reach, { q: query.q, faculty, state: query.state, page: query.page })
          return programmesListPageModel(lang, nav, { q: query.q, faculty: faculty === undefined ? '' : String(faculty), state: query.state, page: query.page }, faculties, result, canCreate)
        },
        new: (lang, nav, faculties, state, notice, status, autosave) => newProgrammePageModel(lang, nav, faculties, state as never, notice, status, autosave),
        item: (lang, nav, data, state, notice, status) => programmePageModel(lang, nav, data, state as never, notice, status),
        compare: programmeComparePageModel,
        preview: programmePreviewPageModel,
      },
    }),
  )
}
