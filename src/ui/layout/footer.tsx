import { common } from '../../i18n/common.js'
import { translator, type Lang } from '../../i18n/index.js'
import type { MenuItem } from '../chrome.js'
import { paths } from '../paths.js'

/** Read once per process: a release does not outlive a New Year by much. */
const YEAR = new Date().getFullYear()

export function Footer({ lang, menu }: { lang: Lang; menu: MenuItem[] }) {
  const t = translator(common, lang)
  return (
    <footer className="page-footer">
      <div className="page-footer__grid">
        <section aria-labelledby="footerContact">
          <h2 id="footerContact">{t('footerContact')}</h2>
          <address>
            {t('siteName')}
            <br />
            {t('footerAddress')}
            <br />
            <a href="mailto:info@quercus-fontana.example">info@quercus-fontana.example</a>
            <br />
            <span className="phone-number">+420 491 000 111</span>
          </address>
        </section>
        <section aria-labelledby="footerLinks">
          <h2 id="footerLinks">{t('footerLinks')}</h2>
          <ul>
            {menu.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.title}</a>
              </li>
            ))}
            <li>
              <a href={paths.newsList(lang)}>{t('news')}</a>
            </li>
            <li>
              <a href={paths.eshop(lang)}>{t('eshop')}</a>
            </li>
          </ul>
        </section>
      </div>
      <p className="page-footer__copyright">{t('footerCopyright', { year: YEAR })}</p>
      <a href="#pageHeader" className="back-to-top" id="backToTop">
        {t('backToTop')}
      </a>
    </footer>
  )
}
