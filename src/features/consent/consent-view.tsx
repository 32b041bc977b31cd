/**
 * The consent banner `#cookies-policy-pane` and settings `#cookies-policy-settings` (spec 001 §2),
 * rendered by the server into every page's frame. One plain form: accept all, technical only and
 * save selected post to the server, which sets the cookies and redirects back (no script needed);
 * the settings open without script as the `:target` of the banner's settings link. The runtime's
 * consent chunk (src/client/consent/) enhances the same markup: classes, tabs, focus trap.
 */
import type { ReactElement } from 'react'
import { consentAccordion, consentPane, consentSettings as settingsText } from '../../i18n/consent.js'
import { translator, type Lang } from '../../i18n/index.js'
import { LEVELS, PURPOSES, type Purpose } from '../../shared/consent.js'
import { Container } from '../../ui/container.js'
import { paths } from '../../ui/paths.js'
import { RECIPIENTS, type ConsentSettings } from './consent-config.js'

export const PANE_ID = 'cookies-policy-pane'
export const SETTINGS_ID = 'cookies-policy-settings'
export const DATA_ID = 'cookies-policy-data'

export interface ConsentState {
  levels: number[]
  recipients: Record<string, boolean>
  /** The banner asks: no decision yet, or one under an older policy revision. */
  ask: boolean
  outdated: boolean
}

interface Props {
  lang: Lang
  settings: ConsentSettings
  state: ConsentState
  /** The page the form returns to. */
  returnTo: string
}

/** The purposes with a toggle under these settings. */
export const purposesShown = (settings: ConsentSettings): Purpose[] =>
  PURPOSES.filter((p) => !['functionality', 'personalization', 'security'].includes(p) || settings.extraPurposes.includes(p))

/** The JSON block the chunk reads (spec 001 §3 Texts): messagePane, messageSettings, messageAccordion, recipientData. */
export function consentData(lang: Lang, settings: ConsentSettings): string {
  const pick = <K extends string>(messages: Record<K, { cs: string; en: string }>) =>
    Object.fromEntries(Object.entries<{ cs: string; en: string }>(messages).map(([k, v]) => [k, v[lang]]))
  const data: Record<string, unknown> = {
    messagePane: pick(consentPane),
    messageSettings: pick(settingsText),
    messageAccordion: pick(consentAccordion),
  }
  if (settings.complex) {
    data.recipientData = Object.fromEntries(
      Object.entries(RECIPIENTS).map(([key, r]) => [
        key,
        {
          level: r.level,
          messages: {
            title: r.title[lang],
            perex: r.perex[lang],
            tableData: r.tableData.map((row) => ({ title: row.title, perex: row.perex[lang], expire: row.expire[lang], whoUse: row.whoUse })),
          },
        },
      ]),
    )
  }
  // `<` cannot end the script element early.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export function ConsentView({ lang, settings, state, returnTo }: Props): ReactElement {
  const p = translator(consentPane, lang)
  const s = translator(settingsText, lang)
  const a = translator(consentAccordion, lang)
  const on = (purpose: Purpose) => state.levels.includes(LEVELS[purpose])
  const recipientOn = (key: string) => RECIPIENTS[key]!.level === LEVELS.technical || (state.recipients[key] ?? state.levels.includes(RECIPIENTS[key]!.level))
  const button = (value: 'all' | 'technical' | 'selected', label: string, id?: string) => (
    <button type="submit" name="choice" value={value} className="cookies-policy__button" id={id} data-consent-choice={value}>
      {label}
    </button>
  )
  const purposes = (
    <fieldset className="cookies-policy__purposes">
      <legend className="visually-hidden">{s('tabPurposes')}</legend>
      <div className="cookies-policy__toggle">
        <input type="checkbox" role="switch" id="consentPurpose-technical" checked disabled aria-describedby="consentPurpose-technical-text" />
        <label htmlFor="consentPurpose-technical">{s('technicalTitle')}</label>
        <p id="consentPurpose-technical-text">{s('technicalText')}</p>
      </div>
      {purposesShown(settings).map((purpose) => (
        <div className="cookies-policy__toggle" key={purpose}>
          <input type="checkbox" role="switch" id={`consentPurpose-${purpose}`} name="purpose" value={purpose} defaultChecked={on(purpose)}
            data-consent-purpose={purpose} aria-describedby={`consentPurpose-${purpose}-text`}
          />
          <label htmlFor={`consentPurpose-${purpose}`}>{s(`${purpose}Title`)}</label>
          <p id={`consentPurpose-${purpose}-text`}>{s(`${purpose}Text`)}</p>
        </div>
      ))}
    </fieldset>
  )
  const recipients = settings.complex ? (
    <fieldset className="cookies-policy__recipients">
      <legend className="visually-hidden">{s('tabRecipients')}</legend>
      {Object.entries(RECIPIENTS).map(([key, r]) => {
        const technical = r.level === LEVELS.technical
        return (
          <div className="cookies-policy__toggle" key={key}>
            <input type="checkbox" role="switch" id={`consentRecipient-${key}`} name="recipient" value={key} defaultChecked={recipientOn(key)}
              disabled={technical} data-consent-recipient={key} data-level={r.level} aria-describedby={`consentRecipient-${key}-text`}
            />
            <label htmlFor={`consentRecipient-${key}`}>
              {r.title[lang]}
              {technical ? ` (${a('alwaysOn')})` : ''}
            </label>
            <p id={`consentRecipient-${key}-text`}>{r.perex[lang]}</p>
            <details className="cookies-policy__cookies">
              <summary>{a('showCookies', { title: r.title[lang] })}</summary>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{a('title')}</th>
                    <th scope="col">{a('perex')}</th>
                    <th scope="col">{a('type')}</th>
                    <th scope="col">{a('expire')}</th>
                    <th scope="col">{a('whoUse')}</th>
                  </tr>
                </thead>
                <tbody>
                  {r.tableData.map((row) => (
                    <tr key={row.title}>
                      <th scope="row">{row.title}</th>
                      <td>{row.perex[lang]}</td>
                      <td>{row.type[lang]}</td>
                      <td>{row.expire[lang]}</td>
                      <td>{row.whoUse}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </div>
        )
      })}
    </fieldset>
  ) : null
  return (
    <Container id="consent">
      <div className="cookies-policy" data-consent-mode={settings.complex ? 'complex' : 'simple'} data-consent-split={settings.splitContainers ? '1' : '0'}
        data-consent-lifetime={settings.lifetimeDays} data-consent-iframe={settings.iframe ? '1' : '0'} data-consent-exclude={settings.excludeSelector}
        data-consent-outdated={state.outdated ? '1' : undefined} data-gtm-analytics={settings.gtm.analytics} data-gtm-marketing={settings.gtm.marketing}
        data-gtm-host={settings.gtm.host}
      >
        <form method="post" action={paths.consent(lang)} className="cookies-policy__form" aria-labelledby="cookiesPolicyTitle">
          <input type="hidden" name="returnTo" value={returnTo} />
          <section id={PANE_ID} className={`cookies-policy-pane${state.ask ? ' is-open' : ''}`} aria-labelledby="cookiesPolicyTitle">
            <h2 id="cookiesPolicyTitle">{p('title')}</h2>
            <p>{p('text')}</p>
            <div className="cookies-policy__buttons">
              <a href={`#${SETTINGS_ID}`} className="cookies-policy__button" data-consent-open="settings" role="button">
                {p('settings')}
              </a>
              {settings.paneButtons.includes('technical') ? button('technical', p('technical')) : null}
              {button('all', p('acceptAll'))}
            </div>
            {settings.paneButtons.includes('close') ? (
              <button type="button" className="cookies-policy__close" data-consent-close="pane" aria-label={p('close')}>
                ×
              </button>
            ) : null}
          </section>
          <div id={SETTINGS_ID} className="cookies-policy-settings" role="dialog" aria-modal="true" aria-labelledby="cookiesPolicySettingsTitle" tabIndex={-1}>
            <div className="cookies-policy-settings__box">
              <div className="cookies-policy-settings__header">
                <h2 id="cookiesPolicySettingsTitle">{s('title')}</h2>
                {button('all', s('acceptAll'), 'cookiesPolicySettingsAcceptAll')}
                <a href={`#${PANE_ID}`} className="cookies-policy__close" data-consent-close="settings" role="button" aria-label={s('close')}>
                  ×
                </a>
              </div>
              <p>{s('intro')}</p>
              {recipients ? (
                <div className="cookies-policy-settings__tabs" data-consent-tabs="">
                  <div role="tablist" aria-label={s('tabs')} className="cookies-policy-settings__tablist" hidden>
                    <button type="button" role="tab" id="consentTab-purposes" aria-controls="consentPanel-purposes" aria-selected="true">{s('tabPurposes')}</button>
                    <button type="button" role="tab" id="consentTab-recipients" aria-controls="consentPanel-recipients" aria-selected="false" tabIndex={-1}>{s('tabRecipients')}</button>
                  </div>
                  <div id="consentPanel-purposes" role="tabpanel" aria-labelledby="consentTab-purposes">{purposes}</div>
                  <div id="consentPanel-recipients" role="tabpanel" aria-labelledby="consentTab-recipients">{recipients}</div>
                </div>
              ) : (
                purposes
              )}
              <div className="cookies-policy__buttons">
                {settings.settingsButtons.includes('selected') ? button('selected', s('acceptSelected')) : null}
                {settings.settingsButtons.includes('all') ? button('all', s('acceptAll')) : null}
                {settings.settingsButtons.includes('technical') ? button('technical', s('technical')) : null}
              </div>
            </div>
          </div>
        </form>
        <script type="application/json" id={DATA_ID} dangerouslySetInnerHTML={{ __html: consentData(lang, settings) }} />
      </div>
    </Container>
  )
}
