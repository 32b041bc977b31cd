/**
 * The preview of a draft (ADR 066, 097): the public page with the draft's content under a banner,
 * for every editorial kind (the scaffold's, news, documents, pages); and the same preview framed
 * at a phone's width, `/qf/cs/sprava/nahled-na-telefonu?nahled=…` ·
 * `/qf/en/admin/phone-preview?preview=…`, so an editor sees the page as a visitor on a phone does
 * without a phone. The frame takes only a preview address of the administration in its own
 * language; the preview's own route checks who may see the draft.
 */
import type { FastifyPluginAsync } from 'fastify'
import { editorialMessages } from '../../../i18n/editorial.js'
import { otherLang, translator, type Lang } from '../../../i18n/index.js'
import { eachLang } from '../../../server/localized.js'
import { adminPageModel, adminTrail } from '../../../ui/admin-page.js'
import { Island } from '../../../ui/island.js'
import { PageHeading } from '../../../ui/page-heading.js'
import type { PreviewCheckTexts } from '../../../islands/preview-check.js'
import type { PageModel } from '../../../ui/page-model.js'
import { ADMIN_PREVIEW, PHONE_PREVIEW_PARAM, paths, routes } from '../../../ui/paths.js'
import { NotFoundError } from '../../../server/errors.js'
import { OPEN_DASHBOARD } from './dashboard.js'

const tEd = (lang: Lang) => translator(editorialMessages, lang)

/** The administration's sections, as `[cs, en]` address prefixes. */
const SECTIONS: Array<readonly [string, string]> = Object.values(routes as Record<string, { cs: string; en: string }>)
  .filter((r) => r.cs.startsWith(`${routes.adminHome.cs}/`) && r.en.startsWith(`${routes.adminHome.en}/`))
  .map((r) => [r.cs, r.en] as const)

const PREVIEW_PATH = /^(\/qf\/(?:cs\/sprava|en\/admin)\/[a-z0-9-]+)\/(\d{1,10})\/(nahled|preview)(\?revision=\d{1,10})?$/

/**
 * The preview address in `lang` and the other language's, or undefined when `href` is not the
 * preview of an item of an administration section in `lang`.
 */
export function previewAddresses(lang: Lang, href: string): { self: string; other: string } | undefined {
  const m = PREVIEW_PATH.exec(href)
  if (!m || m[3] !== ADMIN_PREVIEW[lang]) return undefined
  const section = SECTIONS.find((s) => s[lang === 'cs' ? 0 : 1] === m[1])
  if (!section) return undefined
  const other = otherLang(lang)
  return { self: href, other: `${section[other === 'cs' ? 0 : 1]}/${m[2]}/${ADMIN_PREVIEW[other]}${m[4] ?? ''}` }
}

/** The check's texts in the page's language (the island takes plain JSON). */
const checkTexts = (lang: Lang): PreviewCheckTexts => {
  const t = tEd(lang)
  return {
    running: t('checkRunning'),
    none: t('checkNone'),
    found: t('checkFound'),
    failed: t('checkFailed'),
    noScript: t('checkNoScript'),
    elements: t('checkElements'),
    impact: { minor: t('impactMinor'), moderate: t('impactModerate'), serious: t('impactSerious'), critical: t('impactCritical') },
  }
}

export interface PreviewOptions {
  /** The item's form, which the banner links back to. */
  back: string
  /** This preview's address (with its revision) and the other language's. */
  self: string
  alternate: string
  /** The page's title when not the public model's: "Náhled: …" is made of it. */
  title?: string
}

/** The public page's model with the draft banner above its content, never indexed. */
export function adminPreviewPageModel(lang: Lang, model: PageModel, opts: PreviewOptions): PageModel {
  const t = tEd(lang)
  const content = model.regions.pageContent
  return {
    ...model,
    title: t('previewTitle', { title: opts.title ?? model.title }),
    robots: 'noindex',
    structuredData: undefined,
    alternate: opts.alternate,
    regions: {
      ...model.regions,
      pageContent: () => (
        <div className="admin-preview">
          <div className="admin-preview__banner" role="note" id="adminPreviewBanner">
            <p>
              {t('previewBanner')}{' '}
              {/* In the phone frame, these leave the frame. */}
              <a href={opts.back} target="_top">
                {t('backToEdit')}
              </a>
              {' · '}
              <a href={paths.adminPhonePreview(lang, opts.self)} target="_top" id="adminPreviewPhone">
                {t('previewAtPhoneWidth')}
              </a>
            </p>
            <Island name="PreviewCheck" props={{ lang, texts: checkTexts(lang) }} />
          </div>
          {content?.()}
        </div>
      ),
    },
  }
}

function phonePreviewPageModel(lang: Lang, nav: Parameters<typeof adminPageModel>[1], addresses: { self: string; other: string }): PageModel {
  const t = tEd(lang)
  const title = t('previewAtPhoneWidth')
  return adminPageModel(lang, nav, {
    title,
    trail: adminTrail(lang),
    alternate: paths.adminPhonePreview(otherLang(lang), addresses.other),
    className: 'admin-phone-preview-page',
    body: (
      <>
        <PageHeading>{title}</PageHeading>
        <p>{t('phonePreviewLead')}</p>
        <p>
          <a href={addresses.self} id="phonePreviewFull">
            {t('previewFullWidth')}
          </a>
        </p>
        <div className="admin-phone-preview">
          <iframe src={addresses.self} title={t('phonePreviewFrame')} width={375} height={720} id="phonePreviewFrame" />
        </div>
      </>
    ),
  })
}

export const phonePreviewRoutes: FastifyPluginAsync = async (app) => {
  eachLang((lang) => {
    app.get(routes.adminPhonePreview[lang], { config: { permission: OPEN_DASHBOARD } }, async (req, reply) => {
      const value = (req.query as Record<string, unknown>)[PHONE_PREVIEW_PARAM[lang]]
      const addresses = typeof value === 'string' && value.length <= 300 ? previewAddresses(lang, value) : undefined
      if (!addresses) throw new NotFoundError(req.url)
      return reply.page(phonePreviewPageModel(lang, app.admin.linksFor(req.user!, lang, paths.adminHome(lang)), addresses))
    })
  })
}
