/**
 * Sign-language videos (spec 000 §2.13, §3): the overall switch in the header and a content
 * block's videos. Without JavaScript a block is a list of plain links to its videos
 * (`<noscript>`); with it, the runtime (src/client/sign-language.ts) shows the block's triggers
 * from its `<template>` only while the switch is on, so nothing of them shows, moves the layout
 * or is requested while it is off (ADR 023).
 */
import { contentBlockMessages } from '../i18n/content-blocks.js'
import { translator, type Lang } from '../i18n/index.js'
import { videoEmbedUrl } from '../shared/sign-language.js'
import { SIGN_LANGUAGE_SWITCH_ID } from './containers.js'
import { Icon } from './icon.js'

/**
 * A real switch (`role="switch"`, `aria-checked`); a native button, so click, Enter and Space
 * toggle it. Invisible until the runtime reads the stored state: its place is kept, so nothing
 * moves when it appears, and without JavaScript it cannot be met at all.
 */
export function SignLanguageSwitch({ lang }: { lang: Lang }) {
  const t = translator(contentBlockMessages, lang)
  return (
    <button type="button" role="switch" aria-checked="false" id={SIGN_LANGUAGE_SWITCH_ID} className="header-button sign-language-switch" title={t('signLanguageSwitchHint')}>
      <Icon name="sign-language" />
      <span>{t('signLanguageSwitch')}</span>
    </button>
  )
}

interface VideosProps {
  lang: Lang
  /** Well-formed codes only (parseVideoCodes). */
  codes: string[]
  /** The heading of the section the videos translate: names each video. */
  heading: string
  host: string
}

export function SignLanguageVideos({ lang, codes, heading, host }: VideosProps) {
  if (codes.length === 0) return null
  const t = translator(contentBlockMessages, lang)
  const label = (i: number) => t('signLanguageVideo', { heading, n: i + 1 })
  return (
    <div className="sign-language" data-sign-language-videos={codes.join(',')} data-sign-language-host={host}>
      <noscript>
        <p className="sign-language__label">{t('signLanguageBlock')}</p>
        <ul className="sign-language__links">
          {codes.map((code, i) => (
            <li key={code}>
              <a href={videoEmbedUrl(host, code)}>{label(i)}</a>
            </li>
          ))}
        </ul>
      </noscript>
      <template>
        <ul className="sign-language__triggers" aria-label={t('signLanguageBlock')}>
          {codes.map((code, i) => (
            <li key={code}>
              <button type="button" className="sign-language__trigger" data-sign-language-video={code} aria-haspopup="dialog">
                <Icon name="sign-language" />
                {label(i)}
              </button>
            </li>
          ))}
        </ul>
      </template>
    </div>
  )
}
