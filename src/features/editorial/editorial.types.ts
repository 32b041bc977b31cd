/**
 * What a content feature gives the editorial primitives (ADR 058): one entry per editable kind in
 * its manifest's `editorial`. The feature keeps its tables; the entry says how a revision's
 * content is validated, written into a new row and published into the row.
 */
import type { z } from 'zod'
import type { Db } from '../../db/client.js'
import type { Lang } from '../../i18n/index.js'
import type { Target } from '../access/permissions.js'
import type { PageModel } from '../../ui/page-model.js'

export interface EditorialEntity<P = unknown, C = unknown> {
  /** The revisions' and log's `entity`: `page`, `news`, `document`. */
  name: string
  /** Its table, which carries `draftStateColumns()` and an integer `id`. */
  table: string
  /** Where a new item goes (language, address, owner): set once at creation. */
  placement?: z.ZodType<P>
  /** What a revision holds: everything an editor changes. */
  content: z.ZodType<C>
  /** Writes a new row, not live, from its placement and first content; its id. */
  insert?: (tx: Db, placement: P, content: C) => Promise<number>
  /** Writes the content into the row and the rows that belong to it. */
  apply: (tx: Db, id: number, content: C, context: { now: Date }) => Promise<void>
  /** The content the row holds now: the first revision of an item made before revisions were kept. */
  snapshot: (tx: Db, id: number) => Promise<C | undefined>
  /** Where the item sits, for scoped roles (ADR 057): its faculty's slug or its page-tree path. */
  target?: (db: Db, id: number) => Promise<Target | undefined>
  /** Its edit page in the administration, for the dashboard's queues and review mail. */
  adminHref?: (lang: Lang, id: number) => string
  /** The administration's create form of the kind, where a `new` autosave is offered back (ADR 094). */
  adminNewHref?: (lang: Lang) => string
  /**
   * The public page's view of `content` (a draft), for the preview and shared preview links
   * (ADR 066): in the item's language; undefined when the item is gone. `settings` carries what
   * the site is configured with that a body renders (the sign-language video host, ADR 101).
   */
  preview?: (db: Db, id: number, content: C, settings?: PreviewSettings) => Promise<{ lang: Lang; model: PageModel } | undefined>
}

export interface PreviewSettings {
  videoHost?: string
}

/** A manifest lists its entries with their own types; the service handles them as unknown. */
export const editorialEntity = <P, C>(entity: EditorialEntity<P, C>): EditorialEntity => entity as unknown as EditorialEntity

export type EditorialFailure =
  /** No such item (or revision of it). */
  | { kind: 'not-found' }
  /** The content or placement does not pass the entity's schema. */
  | { kind: 'invalid'; issues: z.core.$ZodIssue[] }
  /** The entity cannot be created through revisions (documents are created by uploading a file). */
  | { kind: 'not-creatable' }
  /** A new row's address or key is taken. */
  | { kind: 'conflict' }
  /** The save was based on a revision that is no longer the latest: someone saved meanwhile (ADR 059). */
  | { kind: 'stale'; latestRevisionId: number | null }
  /** Returning an item that waits for no review. */
  | { kind: 'not-in-review' }
  /** The same create form was posted before (ADR 094): the item it made. */
  | { kind: 'already-created'; id: number }

export class EditorialError extends Error {
  constructor(readonly failure: EditorialFailure) {
    super(`editorial: ${failure.kind}`)
  }
}

export interface RevisionSummary {
  id: number
  authorId: number | null
  authorEmail: string | null
  createdAt: Date
  /** The revision the row's live content came from. */
  isLive: boolean
  isLatest: boolean
  /** Set while this revision is scheduled to go live. */
  scheduledFor: Date | null
}

export interface DraftState {
  live: boolean
  hasUnpublishedChanges: boolean
  firstPublishedAt: Date | null
  lastPublishedAt: Date | null
  goLiveAt: Date | null
  expireAt: Date | null
  liveRevisionId: number | null
  latestRevisionId: number | null
}

/** A request for review as the dashboard and an edit page show it. */
export interface ReviewRequest {
  id: number
  entity: string
  objectId: number
  revisionId: number
  submittedBy: number | null
  submittedByName: string | null
  submittedAt: Date
  status: 'pending' | 'approved' | 'returned' | 'withdrawn'
  decidedBy: number | null
  decidedAt: Date | null
  comment: string | null
  /** The submitted revision's title, when its content has one. */
  title: string | null
}

/** What happened in a review, for the mail that tells the people concerned (ADR 059). */
export interface ReviewEvent {
  kind: 'submitted' | 'approved' | 'returned'
  entity: string
  objectId: number
  revisionId: number
  /** The revision's title, when its content has one. */
  title: string | null
  submittedBy: number | null
  decidedBy: number | null
  comment: string | null
  /** The site's public origin as the actor reached it, for links in the mail; null when unknown (the scheduler). */
  origin: string | null
}
