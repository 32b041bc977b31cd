/**
 * Where the site's fixed pages use the media library's pictures by key (ADR 018, 086): `hero/uni`
 * on the home page, `hero/{code}` on a faculty's home; they have no editing form, so each links
 * the public page in the administration's language.
 */
import { sql } from 'drizzle-orm'
import { faculties } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import type { MediaUseSource } from '../media/media-uses.js'

export const contentMediaUses: MediaUseSource = async (db, image) => {
  if (image.key === 'hero/uni') return [{ kind: 'home', title: { cs: paths.home('cs'), en: paths.home('en') }, lang: null, href: (l: Lang) => paths.home(l), draft: false }]
  const code = /^hero\/([a-z]+)$/.exec(image.key)?.[1]
  if (!code) return []
  const rows = await db
    .select({ nameCs: faculties.nameCs, nameEn: faculties.nameEn, slugCs: faculties.slugCs, slugEn: faculties.slugEn })
    .from(faculties)
    .where(sql`lower(${faculties.code}) = ${code}`)
  return rows.map((f) => ({ kind: 'faculty' as const, title: { cs: f.nameCs, en: f.nameEn }, lang: null, href: (l: Lang) => paths.faculty(l, l === 'cs' ? f.slugCs : f.slugEn), draft: false }))
}
