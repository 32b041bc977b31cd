/** The part of Glide 3's modular build the slider uses (the package ships no types). */
declare module '@glidejs/glide/dist/glide.modular.esm' {
  type Extension = (glide: Glide, components: unknown, events: unknown) => unknown
  export default class Glide {
    constructor(root: HTMLElement, options: Record<string, unknown>)
    index: number
    settings: Record<string, unknown>
    mount(extensions?: Record<string, Extension>): this
    go(pattern: string): this
    play(interval?: number): this
    pause(): this
    destroy(): this
    on(event: string | string[], handler: (...args: unknown[]) => void): this
  }
  export const Anchors: Extension
  export const Autoplay: Extension
  export const Images: Extension
  export const Swipe: Extension
}
