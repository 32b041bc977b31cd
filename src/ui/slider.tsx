/**
 * The slider's markup (spec 001 §4, §9; ADR 036): a scroll-snap strip of slides that works
 * without script (the first slide shows, the numbered links and a swipe reach the others) and
 * that the Webslider widget (src/client/widgets/slider.ts) turns into Glide. Its buttons are
 * rendered but invisible until the widget mounts, so the first paint is the final layout.
 */
import type { ReactNode } from 'react'
import { translator, type Lang } from '../i18n/index.js'
import { widgetMessages } from '../i18n/widgets.js'

interface Props {
  lang: Lang
  /** Unique on the page; the slides' ids derive from it. */
  id: string
  label: string
  slides: ReactNode[]
  className?: string
}

export function Slider({ lang, id, label, slides, className }: Props) {
  const t = translator(widgetMessages, lang)
  const slideId = (i: number) => `${id}-${i + 1}`
  return (
    <section id={id} className={['slider', className].filter(Boolean).join(' ')} aria-roledescription={t('sliderRole')} aria-label={label} data-component="Webslider">
      {/* First in the tab order (APG carousel): the control that stops the motion. */}
      <button type="button" className="slider__button slider__pause" data-slider-pause aria-pressed="false">
        <span className="slider__pause-icon" aria-hidden="true" />
        <span className="visually-hidden">{t('sliderPause')}</span>
      </button>
      <div id={`${id}-track`} className="glide__track slider__track" data-glide-el="track" data-slider-live aria-live="off">
        <div className="glide__slides slider__slides">
          {slides.map((slide, i) => (
            <div key={i} id={slideId(i)} className="glide__slide slider__slide" data-slide role="group" aria-roledescription={t('slideRole')} aria-label={t('slideOf', { n: i + 1, count: slides.length })}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <nav className="slider__nav" aria-label={t('slides')}>
          <button type="button" className="slider__button slider__prev" data-slider-prev aria-controls={`${id}-track`}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('slidePrevious')}</span>
          </button>
          <ol className="slider__dots">
            {slides.map((_, i) => (
              <li key={i}>
                <a href={`#${slideId(i)}`} className="slider__dot" data-slider-go aria-current={i === 0 ? 'true' : undefined}>
                  <span className="visually-hidden">{t('slideGo', { n: i + 1 })}</span>
                </a>
              </li>
            ))}
          </ol>
          <button type="button" className="slider__button slider__next" data-slider-next aria-controls={`${id}-track`}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('slideNext')}</span>
          </button>
        </nav>
      ) : null}
    </section>
  )
}
