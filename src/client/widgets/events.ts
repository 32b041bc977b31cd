/** Events of the widgets (spec 001 §9). The in-viewport widget's are dispatched on the watched element. */
export const viewportEvents = {
  /** At least 40 % of the element came into view. */
  entered: 'viewport:entered',
  /** Less than 40 % of it is in view again. */
  left: 'viewport:left',
} as const

export const IN_VIEWPORT_CLASS = 'is-in-viewport'

/** A widget put new content into its element: the widget loader mounts the widgets inside it. */
export const WIDGETS_INSERTED = 'widgets:inserted'
