/**
 * The university's people, programmes and pictures: the directory, the programme catalogue,
 * the campus and faculty heroes, news thumbnails and portraits, inserted after the faculties
 * and the news they refer to.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../client.js'
import { departments, mediaImages, mediaVariants, people, programmes } from '../schema.js'
import { fold } from '../../lib/fold.js'
import { insertBatches } from './db-utils.js'
import { departmentSpecs, peopleSpecs } from './people.js'
import { programmeSpecs } from './programmes.js'
import { NEWS_THUMBS, type RenderedMedia } from './university-images.js'

export interface UniversityCounts {
  departments: number
  people: number
  programmes: number
  mediaImages: number
}

export async function seedUniversity(db: Db, facultyIds: Map<string, number>, media: RenderedMedia[]): Promise<UniversityCounts> {
  const imageRows = await db
    .insert(mediaImages)
    .values(media.map((m) => ({ key: m.key, width: m.width, height: m.height, widths: m.widths, altCs: m.alt.cs, altEn: m.alt.en })))
    .returning({ id: mediaImages.id, key: mediaImages.key })
  const imageIds = new Map(imageRows.map((r) => [r.key, r.id]))
  const variants = media.flatMap((m) => m.variants.map((v) => ({ imageId: imageIds.get(m.key)!, ...v })))
  await insertBatches(db, mediaVariants, variants, 50)

  const departmentRows = await db
    .insert(departments)
    .values(
      departmentSpecs().map((d) => ({
        key: d.key,
        facultyId: d.faculty ? facultyIds.get(d.faculty.key)! : null,
        nameCs: d.name.cs,
        nameEn: d.name.en,
        sort: d.sort,
      })),
    )
    .returning({ id: departments.id, key: departments.key })
  const departmentIds = new Map(departmentRows.map((r) => [r.key, r.id]))

  const staff = peopleSpecs()
  const personRows = await db
    .insert(people)
    .values(
      staff.map((p) => ({
        slug: p.slug,
        facultyId: p.faculty ? facultyIds.get(p.faculty.key)! : null,
        departmentId: departmentIds.get(p.departmentKey)!,
        titlesBefore: p.titlesBefore,
        givenName: p.givenName,
        familyName: p.familyName,
        titlesAfter: p.titlesAfter,
        roleCs: p.role.cs,
        roleEn: p.role.en,
        officeCs: p.office.cs,
        officeEn: p.office.en,
        email: p.email,
        phone: p.phone,
        searchName: fold(`${p.givenName} ${p.familyName}`),
        portraitId: imageIds.get(`portrait/${p.faculty?.key ?? 'uni'}`)!,
        officeHoursCs: p.officeHours.cs,
        officeHoursEn: p.officeHours.en,
        researchCs: p.research.cs,
        researchEn: p.research.en,
        sort: p.sort,
      })),
    )
    .returning({ id: people.id, slug: people.slug })
  const personIds = new Map(personRows.map((r) => [r.slug, r.id]))

  const catalogue = programmeSpecs(staff)
  await db.insert(programmes).values(
    catalogue.map((p) => ({
      code: p.code,
      facultyId: facultyIds.get(p.faculty.key)!,
      slugCs: p.slug.cs,
      slugEn: p.slug.en,
      nameCs: p.name.cs,
      nameEn: p.name.en,
      degree: p.degree,
      forms: p.forms,
      language: p.language,
      years: p.years,
      profileCs: p.profile.cs,
      profileEn: p.profile.en,
      careerCs: p.career.cs,
      careerEn: p.career.en,
      admissionCs: p.admission.cs,
      admissionEn: p.admission.en,
      subjects: p.subjects,
      guarantorId: personIds.get(p.guarantor)!,
      sort: p.sort,
    })),
  )

  await assignNewsThumbnails(db)
  return { departments: departmentRows.length, people: personRows.length, programmes: catalogue.length, mediaImages: imageRows.length }
}

/**
 * Gives every news item one of its group's thumbnails (its faculty's, else the university's),
 * chosen by its translation key so both languages of an item show the same picture. One
 * statement, so it costs the same at scale 100 as at 1.
 */
async function assignNewsThumbnails(db: Db) {
  await db.execute(sql`
    update news set image_id = m.id
    from media_images m
    where m.key = 'news/'
      || coalesce((select lower(f.code) from faculties f where f.id = news.faculty_id), 'uni')
      || '/' || (get_byte(decode(md5(news.translation_key), 'hex'), 0) % ${NEWS_THUMBS})`)
}
