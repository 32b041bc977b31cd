/**
 * The move to the next or previous photo lasts 250 to 400 ms (spec 001 §9, PhotoSwipe 4's
 * numbers): the distance left over the release speed, clamped; 333 ms without a flick
 * (arrows, keys). PhotoSwipe 5 moves with a spring of no fixed length, so its main-scroll
 * spring is replaced by a timed ease-out through the same callbacks (ADR 032).
 */
import type PhotoSwipe from 'photoswipe'

export const SWIPE_MIN_MS = 250
export const SWIPE_MAX_MS = 400
export const SWIPE_DEFAULT_MS = 333

/** `distance` px at `velocity` px/ms, clamped to 250–400 ms. */
export function swipeDuration(distance: number, velocity: number): number {
  const ms = velocity ? Math.abs(distance / velocity) : SWIPE_DEFAULT_MS
  return Math.round(Math.min(Math.max(ms, SWIPE_MIN_MS), SWIPE_MAX_MS))
}

interface SpringProps {
  isMainScroll?: boolean
  start: number
  end: number
  velocity?: number
  onUpdate: (x: number) => void
  onComplete?: () => void
}

interface Tween {
  props: SpringProps
  onFinish: () => void
  destroy: () => void
}

export function clampMainScroll(pswp: PhotoSwipe): void {
  const animations = pswp.animations as unknown as {
    activeAnimations: Tween[]
    startSpring: (props: SpringProps) => unknown
    stop: (animation: Tween) => void
  }
  const spring = animations.startSpring.bind(animations)
  animations.startSpring = (props) => {
    if (!props.isMainScroll) return spring(props)
    const duration = swipeDuration(props.end - props.start, props.velocity ?? 0)
    pswp.element?.setAttribute('data-swipe-ms', String(duration))
    const began = performance.now()
    let frame = 0
    const tween: Tween = {
      props,
      onFinish: () => animations.stop(tween),
      destroy: () => cancelAnimationFrame(frame),
    }
    const step = (time: number) => {
      const t = Math.min(1, (time - began) / duration)
      props.onUpdate(props.start + (props.end - props.start) * (1 - (1 - t) ** 3))
      if (t < 1) frame = requestAnimationFrame(step)
      else {
        props.onComplete?.()
        tween.onFinish()
      }
    }
    frame = requestAnimationFrame(step)
    animations.activeAnimations.push(tween)
    return tween
  }
}
