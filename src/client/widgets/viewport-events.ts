/** Events of the in-viewport widget (spec 001 §9), dispatched on the watched element. */
export const viewportEvents = {
  /** At least 40 % of the element came into view. */
  entered: 'viewport:entered',
  /** Less than 40 % of it is in view again. */
  left: 'viewport:left',
} as const

export const IN_VIEWPORT_CLASS = 'is-in-viewport'
