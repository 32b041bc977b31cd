import { UNIVERSITY } from '../../db/seed/facts.js'
import { common } from '../../i18n/common.js'
import { translator, type Lang } from '../../i18n/index.js'
import type { ChromeData } from '../chrome.js'
import { paths } from '../paths.js'
import { renderedOnce } from '../rendered-once.js'
import { EmailLink } from '../email.js'

/** Read once per process: a release does not outlive a New Year by much. */
const YEAR = new Date().getFullYear()

/** The footer's id: the document's head holds the first paint until the parser reaches it (ADR 013). */
export const FOOTER_ID = 'pageFooter'

/**
 * The footer: the university's contacts from the fact base (the same the contacts page states),
 * the links the chief editors keep (the footer menu, ADR 095), the statements every public site
 * owes (accessibility, privacy, cookies: fixed here, as the law and the consent banner need them),
 * the sitemap and the social networks.
 */
export function Footer({ lang, links }: { lang: Lang; links: ChromeData['footer'] }) {
  // The same for every page of a language until the menus change: rendered once (rendered-once.ts).
  return <footer className="page-footer" id={FOOTER_ID} dangerouslySetInnerHTML={{ __html: renderedOnce(links, lang, () => <FooterContent lang={lang} links={links} />) }} />
}

function FooterContent({ lang, links }: { lang: Lang; links: ChromeData['footer'] }) {
  const t = translator(common, lang)
  const { address } = UNIVERSITY
  return (
    <>
      <div className="page-footer__grid">
        <section aria-labelledby="footerContact">
          <h2 id="footerContact">{t('footerContact')}</h2>
          <address className="page-footer__address">
            <strong>{t('siteName')}</strong>
            <br />
            {address.street}
            <br />
            {t('footerPostal', { postalCode: address.postalCode, city: address.city })}
          </address>
          <dl className="page-footer__contacts">
            <div>
              <dt>{t('footerPhone')}</dt>
              <dd>
                {/* A `tel:` link on phones only: the runtime makes it (src/client/phone-links.ts). */}
                <span className="phone-number">{UNIVERSITY.phone}</span>
              </dd>
            </div>
            <div>
              <dt>{t('footerEmail')}</dt>
              <dd>
                <EmailLink address={UNIVERSITY.email} />
              </dd>
            </div>
            <div>
              <dt>{t('footerWrite')}</dt>
              <dd>
                <a href={paths.contact(lang)}>{t('footerContactForm')}</a>
              </dd>
              <dd>
                <a href={paths.newsletter(lang)}>{t('footerNewsletter')}</a>
              </dd>
            </div>
            <div>
              <dt>{t('footerDataBox')}</dt>
              <dd>{UNIVERSITY.dataBox}</dd>
            </div>
            <div>
              <dt>{t('footerIco')}</dt>
              <dd>{UNIVERSITY.ico}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="footerLinks">
          <h2 id="footerLinks">{t('footerLinks')}</h2>
          <ul>
            {links.map((item, i) => (
              <li key={i}>
                <a href={item.href}>{item.title}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footerWebsite">
          <h2 id="footerWebsite">{t('footerWebsite')}</h2>
          <ul className="page-footer__single">
            <li>
              <a href={paths.documentList(lang)}>{t('footerDocuments')}</a>
            </li>
            <li>
              <a href={paths.accessibilityStatement(lang)}>{t('footerAccessibility')}</a>
            </li>
            <li>
              <a href={paths.privacyNotice(lang)}>{t('footerPrivacy')}</a>
            </li>
            <li>
              <a href={paths.cookieSettings(lang)} id="footerCookieSettings" data-cookie-settings="">
                {t('footerCookies')}
              </a>
            </li>
            <li>
              <a href={paths.siteMap(lang)}>{t('footerSiteMap')}</a>
            </li>
          </ul>
          <h2 id="footerSocial">{t('footerSocial')}</h2>
          <ul className="page-footer__social">
            {UNIVERSITY.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} rel="me">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="page-footer__copyright">{t('footerCopyright', { year: YEAR })}</p>
      <a href="#pageHeader" className="back-to-top" id="backToTop" data-pu-action="backToTop">
        {t('backToTop')}
      </a>
    </>
  )
}
