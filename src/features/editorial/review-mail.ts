/**
 * The mail a review sends (ADR 059), written to the outbox in the review's own transaction: a
 * submission goes to everyone whose role reviews that kind of content where the item sits (its
 * faculty or section), the submitter excepted; an approval or a return goes to the submitter. In
 * Czech and English, since the staff's language is not stored.
 */
import type { Db } from '../../db/client.js'
import { editorialMessages } from '../../i18n/editorial.js'
import { translate, type Lang } from '../../i18n/index.js'
import { scopeHolds, type AccessControl } from '../access/permissions.js'
import { enqueueMail } from '../mail/enqueue.js'
import type { Services } from '../../server/services.js'
import type { EditorialEntity, ReviewEvent } from './editorial.types.js'

const SUBJECT = { submitted: 'mailSubmittedSubject', approved: 'mailApprovedSubject', returned: 'mailReturnedSubject' } as const
const TEXT = { submitted: 'mailSubmittedText', approved: 'mailApprovedText', returned: 'mailReturnedText' } as const

export function reviewMail(access: AccessControl, holders: Services['roleHolders'], entities: ReadonlyMap<string, EditorialEntity>) {
  return async (tx: Db, event: ReviewEvent & { origin: string | null }): Promise<void> => {
    const entity = entities.get(event.entity)
    if (!entity) return
    const actorId = event.kind === 'submitted' ? event.submittedBy : event.decidedBy
    const actor = actorId === null ? undefined : await holders.person(actorId, tx)
    let recipients: string[]
    if (event.kind === 'submitted') {
      const target = (await entity.target?.(tx, event.objectId)) ?? {}
      const all = await holders.grantHolders(access.rolesGranting('review', entity.name), tx)
      recipients = [...new Set(all.filter((h) => h.userId !== event.submittedBy && scopeHolds(h.scope, target)).map((h) => h.email))]
    } else {
      const submitter = event.submittedBy === null || event.submittedBy === event.decidedBy ? undefined : await holders.person(event.submittedBy, tx)
      recipients = submitter ? [submitter.email] : []
    }
    const title = event.title ?? `#${event.objectId}`
    const text = (lang: Lang) =>
      translate(editorialMessages, lang, TEXT[event.kind], {
        name: actor?.displayName ?? translate(editorialMessages, lang, 'someone'),
        title,
        comment: event.comment ?? '',
        href: `${event.origin ?? ''}${entity.adminHref?.(lang, event.objectId) ?? ''}`,
      })
    for (const to of recipients) {
      await enqueueMail(tx, {
        to,
        subject: translate(editorialMessages, 'cs', SUBJECT[event.kind], { title }),
        text: `${text('cs')}\n\n---\n\n${translate(editorialMessages, 'en', SUBJECT[event.kind], { title })}\n${text('en')}\n`,
      })
    }
  }
}
