/** Where the staff directory uses the media library's pictures (ADR 086): a person's portrait, as published or in the latest draft. */
import { eq, or, sql } from 'drizzle-orm'
import { people, revisions } from '../../db/schema.js'
import type { Lang } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import type { MediaUseSource } from '../media/media-uses.js'

export const peopleMediaUses: MediaUseSource = async (db, image) => {
  const rows = await db
    .select({ id: people.id, given: people.givenName, family: people.familyName, live: sql<boolean>`${people.portraitId} is not distinct from ${image.id}` })
    .from(people)
    .leftJoin(revisions, eq(revisions.id, people.latestRevisionId))
    .where(or(eq(people.portraitId, image.id), sql`${revisions.content} ->> 'portraitId' = ${String(image.id)}`))
    .orderBy(people.familyName, people.givenName, people.id)
  return rows.map((p) => ({ kind: 'person' as const, title: `${p.given} ${p.family}`, lang: null, href: (l: Lang) => paths.adminPerson(l, p.id), draft: !p.live }))
}
