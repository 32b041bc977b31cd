/**
 * Webslider (spec 001 §4, §9; ADR 036): Glide 3 with the spec's numbers, on markup the server
 * renders (src/ui/slider.tsx) as a scroll-snap strip that works without script: the first slide
 * shows, the others are a swipe or a numbered link away. Mounted, Glide moves the strip; the
 * previous/next buttons and the numbered links move it, rewinding from the end to the start; the
 * pause button stops autoplay for good (WCAG 2.2.2), and so do `prefers-reduced-motion`, the
 * pointer over the slider (Glide's `hoverpause`), a swipe (Glide's), and focus inside it.
 * Slides out of view are `inert`, so Tab never lands on a link that cannot be seen.
 */
import Glide, { Anchors, Autoplay, Images, Swipe } from '@glidejs/glide/dist/glide.modular.esm'

/** Spec 001 §9. Glide's own defaults, except autoplay (Glide: off) and throttle (Glide: 10). */
export const SLIDER = {
  autoplay: 4000,
  animationDuration: 400,
  rewindDuration: 800,
  swipeThreshold: 80,
  dragThreshold: 120,
  touchRatio: 0.5,
  touchAngle: 45,
  throttle: 25,
} as const

export function mount(el: HTMLElement): void {
  const slides = [...el.querySelectorAll<HTMLElement>('[data-slide]')]
  if (slides.length < 2) return
  const pauseButton = el.querySelector<HTMLButtonElement>('[data-slider-pause]')
  const live = el.querySelector<HTMLElement>('[data-slider-live]')
  const links = [...el.querySelectorAll<HTMLAnchorElement>('[data-slider-go]')]
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
  let stopped = reduced.matches
  let focusInside = false

  const glide = new Glide(el, {
    type: 'slider',
    rewind: true,
    hoverpause: true,
    keyboard: false,
    // No gap: the mounted strip is the script-free one (no shift at mount).
    gap: 0,
    ...SLIDER,
    autoplay: Number(el.dataset.autoplay) > 0 ? Number(el.dataset.autoplay) : SLIDER.autoplay,
  })

  function sync(): void {
    const playing = !stopped && !focusInside
    if (playing) glide.play()
    else glide.pause()
    pauseButton?.setAttribute('aria-pressed', String(stopped))
    el.classList.toggle('is-paused', stopped)
    // APG carousel: announce slide changes only while they are the visitor's own.
    live?.setAttribute('aria-live', playing ? 'off' : 'polite')
  }

  function current(): void {
    slides.forEach((slide, i) => {
      const active = i === glide.index
      slide.inert = !active
      slide.classList.toggle('is-active', active)
    })
    links.forEach((link, i) => {
      if (i === glide.index) link.setAttribute('aria-current', 'true')
      else link.removeAttribute('aria-current')
    })
    el.dataset.index = String(glide.index)
  }

  // `run`: the index is the new one as the move starts, so the links and `inert` follow at once.
  glide.on(['mount.after', 'run'], current)
  glide.mount({ Anchors, Autoplay, Images, Swipe })
  el.classList.add('is-mounted')

  el.querySelector('[data-slider-prev]')?.addEventListener('click', () => glide.go('<'))
  el.querySelector('[data-slider-next]')?.addEventListener('click', () => glide.go('>'))
  links.forEach((link, i) =>
    link.addEventListener('click', (event) => {
      event.preventDefault()
      event.stopPropagation()
      glide.go(`=${i}`)
    }),
  )
  pauseButton?.addEventListener('click', () => {
    stopped = !stopped
    sync()
  })
  reduced.addEventListener('change', () => {
    if (reduced.matches) stopped = true
    sync()
  })
  // The pause button itself does not count (APG carousel): pressing play there must play.
  el.addEventListener('focusin', (event) => {
    focusInside = event.target !== pauseButton
    sync()
  })
  el.addEventListener('focusout', (event) => {
    const to = event.relatedTarget
    if (to instanceof Node && el.contains(to) && to !== pauseButton) return
    focusInside = false
    sync()
  })
  // A partial update that swapped the slider out: its timer stops with it.
  glide.on('autoplay', () => {
    if (!el.isConnected) glide.destroy()
  })
  sync()
}
