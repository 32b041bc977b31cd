/**
 * A news item's (or event's) photo galleries in the administration (ADR 096), at
 * `/{id}/galerie` · `/{id}/galleries` under the item. Scoped as the item is: an item out of the
 * user's reach is a 404; who may read it but not change it sees the galleries and gets 403 for a
 * change. One POST takes every act by its button (`action`): `find-image` (or a page of results)
 * shows the page again with the picker's matches and what was chosen kept; `add` puts the chosen
 * pictures into a gallery or a new one; `up`, `down`, `remove` act on one picture, named by its
 * gallery, position and id (a page that is stale is refused, 409); `delete` needs the ticked
 * confirmation. Every change is one locked, audited transaction (galleries.repository.ts); the
 * app's `onSend` hook drops the node's rendered pages after it and `gallery_images` is content,
 * so every node's public pages show it at once.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { isRecord, singleValue } from '../../../forms/form.js'
import { galleriesAdminMessages, type GalleriesAdminMessageKey } from '../../../i18n/galleries-admin.js'
import { translate, type Lang } from '../../../i18n/index.js'
import { NotFoundError } from '../../../server/errors.js'
import { formBody } from '../../../server/forms.js'
import { eachLang } from '../../../server/localized.js'
import type { AdminNoticeModel } from '../../../ui/admin-frame.js'
import { ADMIN_GALLERIES, paths, routes } from '../../../ui/paths.js'
import type { Target } from '../../access/permissions.js'
import { pickedImages, pickerInput, type PickerView } from '../../media/admin/media-picker.js'
import { READ_NEWS, UPDATE_NEWS } from '../permissions.js'
import { galleriesPageModel, type GalleriesPageData } from './galleries-admin-pages.js'
import { MAX_GALLERY_PICTURES, type GalleryChange } from './galleries.repository.js'

const ID = /^[1-9]\d{0,8}$/
const GALLERY = /^[1-9]\d{0,5}$/
const POSITION = /^\d{1,4}$/
const DONE = { added: 'doneAdded', created: 'doneCreated', removed: 'doneRemoved', deleted: 'doneDeleted' } as const satisfies Record<string, GalleriesAdminMessageKey>
const FOCUS = /^[1-9]\d{0,5}-[1-9]\d{0,8}-(up|down)$/

export const galleriesAdminRoutes: FastifyPluginAsync = async (app) => {
  const { editorial, newsAdmin, newsGalleries, media } = app.services
  const entity = editorial.entity('news')
  const said = (lang: Lang, key: GalleriesAdminMessageKey, values?: Record<string, string | number>) => translate(galleriesAdminMessages, lang, key, values)

  /** The item and where it sits, or a 404 for one that does not exist or is out of the user's reach. */
  async function reachable(req: FastifyRequest, raw: string) {
    if (!ID.test(raw)) throw new NotFoundError(req.url)
    const id = Number(raw)
    const [item, target] = await Promise.all([newsAdmin.item(id), entity.target!(app.db, id)])
    if (!item || !target || !app.access.can(req.user, 'read', 'news', target)) throw new NotFoundError(req.url)
    return { item, target }
  }

  async function page(
    req: FastifyRequest,
    reply: FastifyReply,
    lang: Lang,
    reached: { item: NonNullable<Awaited<ReturnType<typeof newsAdmin.item>>>; target: Target },
    more: Partial<Pick<GalleriesPageData, 'picker' | 'target' | 'focus' | 'moved' | 'deleteError'>> = {},
    notice?: AdminNoticeModel,
    status?: number,
  ) {
    const galleries = await newsGalleries.galleries(reached.item.translationKey)
    const target = more.target && (more.target === 'new' || galleries.some((g) => String(g.n) === more.target)) ? more.target : galleries[0] ? String(galleries[0].n) : 'new'
    const data: GalleriesPageData = {
      item: reached.item,
      galleries,
      canUpdate: app.access.can(req.user, 'update', 'news', reached.target),
      picker: more.picker ?? { query: '', page: 1, chosen: [] },
      target,
      focus: more.focus,
      moved: more.moved,
      deleteError: more.deleteError,
    }
    const nav = app.admin.linksFor(req.user, lang, paths.adminNews(lang, { kind: reached.item.kind === 'event' ? 'event' : undefined }))
    return reply.code(status ?? 200).page(galleriesPageModel(lang, { nav }, data, notice, status))
  }

  eachLang((lang) => {
    const url = `${routes.adminNews[lang]}/:id/${ADMIN_GALLERIES[lang]}`

    app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(url, { config: { permission: { ...READ_NEWS, somewhere: true } } }, async (req, reply) => {
      const reached = await reachable(req, req.params.id)
      const done = typeof req.query.done === 'string' && Object.hasOwn(DONE, req.query.done) ? DONE[req.query.done as keyof typeof DONE] : undefined
      const focus = typeof req.query.focus === 'string' && FOCUS.test(req.query.focus) ? req.query.focus : undefined
      // After a move the pressed button takes the focus back and the gallery says what happened beside it.
      const moved = req.query.done === 'moved' && focus ? Number(focus.split('-')[0]) : undefined
      return page(req, reply, lang, reached, { focus, moved }, done ? { kind: 'status', text: said(lang, done) } : undefined)
    })

    app.post<{ Params: { id: string } }>(url, { config: { permission: { ...UPDATE_NEWS, somewhere: true } } }, async (req, reply) => {
      const reached = await reachable(req, req.params.id)
      const { item } = reached
      const body = formBody(req)
      const field = (name: string) => singleValue(body, name) ?? ''
      const action = field('action')
      const picker = pickerInput(body, 'imageIds')
      const refuse = (key: GalleriesAdminMessageKey, status: number, more: Parameters<typeof page>[4] = {}, values?: Record<string, string | number>) =>
        page(req, reply, lang, reached, more, { kind: 'error', text: said(lang, key, values) }, status)
      if (!app.access.can(req.user, 'update', 'news', reached.target)) return refuse('refusedPermission', 403)
      if (!isRecord(body)) return refuse('refusedInvalid', 422)
      const gallery = field('gallery')
      const who = { userId: req.user!.id, ip: req.ip }

      // The picker's search: the same page with the matches, the target and the chosen kept.
      if (picker.find || action === 'add') {
        const chosen = picker.forged ? ({ error: said(lang, 'refusedImageMissing') } as const) : await pickedImages(media.item, lang, picker.ids)
        const view = async (error?: string): Promise<PickerView> => ({
          query: picker.query,
          page: picker.page,
          chosen: 'items' in chosen ? chosen.items : [],
          results: await media.list({ q: picker.query, page: picker.page }),
          error,
        })
        const target = gallery === 'new' || GALLERY.test(gallery) ? gallery : undefined
        if ('error' in chosen) return refuse('refusedInvalid', 422, { picker: await view(chosen.error), target })
        if (picker.find) return page(req, reply, lang, reached, { picker: await view(), target })
        if (!target) return refuse('refusedInvalid', 422, { picker: await view() })
        if (chosen.items.length === 0) return refuse('refusedNoneChosen', 422, { picker: await view(said(lang, 'refusedNoneChosen')), target })
        const result = await newsGalleries.change(who, item, { kind: 'add', gallery: target === 'new' ? 'new' : Number(target), ids: chosen.items.map((i) => i.id) })
        if (!result.ok) {
          if (result.reason === 'too-many') return refuse('refusedTooMany', 422, { picker: await view(said(lang, 'refusedTooMany', { max: MAX_GALLERY_PICTURES })), target }, { max: MAX_GALLERY_PICTURES })
          if (result.reason === 'image-missing') return refuse('refusedImageMissing', 422, { picker: await view(said(lang, 'refusedImageMissing')), target })
          return refuse('refusedGalleryMissing', 409, { picker: await view(), target: 'new' })
        }
        return reply.redirect(paths.adminNewsGalleries(lang, item.id, { done: target === 'new' ? 'created' : 'added' }) + `#gallery${result.gallery}`, 303)
      }

      if (!GALLERY.test(gallery)) return refuse('refusedInvalid', 422)
      const n = Number(gallery)
      let change: GalleryChange
      if (action === 'up' || action === 'down' || action === 'remove') {
        const position = field('position')
        const image = field('image')
        if (!POSITION.test(position) || !ID.test(image)) return refuse('refusedInvalid', 422)
        change = action === 'remove' ? { kind: 'remove', gallery: n, position: Number(position), imageId: Number(image) } : { kind: 'move', gallery: n, position: Number(position), imageId: Number(image), by: action === 'up' ? -1 : 1 }
      } else if (action === 'delete') {
        if (field('confirm') !== 'on') return refuse('refusedConfirm', 422, { deleteError: { gallery: n, text: said(lang, 'refusedConfirm') } })
        change = { kind: 'delete', gallery: n }
      } else {
        return refuse('refusedInvalid', 422)
      }
      const result = await newsGalleries.change(who, item, change)
      if (!result.ok) return result.reason === 'stale' ? refuse('refusedStale', 409) : refuse('refusedGalleryMissing', 409)
      // No fragment: a browser skips `autofocus` when the address targets an element, and the focused button scrolls into view anyway.
      if (change.kind === 'move') return reply.redirect(paths.adminNewsGalleries(lang, item.id, { done: 'moved', focus: `${n}-${change.imageId}-${action}` }), 303)
      return reply.redirect(paths.adminNewsGalleries(lang, item.id, { done: change.kind === 'remove' ? 'removed' : 'deleted' }) + (change.kind === 'remove' ? `#gallery${n}` : ''), 303)
    })
  })
}
