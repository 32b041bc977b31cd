/**
 * Live validation's wire protocol (spec 000 §3, §7, §8; docs/protocol.md), named once for the
 * server (src/features/validation) and the runtime (src/client/validation/).
 */

/** Form fields the runtime adds to every validation request (spec 000 §3). */
export const LV_FIELDS = {
  contextId: 'Live-Validation-Context-Id',
  widgets: 'Live-Validation-Requested-Widgets',
  form: 'Live-Validation-Form',
  layoutContext: 'ramJetLayoutContext',
} as const

export const LV_RESERVED: readonly string[] = Object.values(LV_FIELDS)

/** The page path `/qf/...` → its validation endpoint `/validate/...` (and back). */
export const validationPath = (pagePath: string) => pagePath.replace(/^\/qf\//, '/validate/')
export const pagePathOf = (validatePath: string) => validatePath.replace(/^\/validate\//, '/qf/')

/** Spec 000 §8: the codes the runtime acts on; any other is the failure callback with 500. */
export const LV_ERRORS = {
  /** The context no longer exists: reset it and start the handshake again. */
  contextGone: '01',
  /** A parallel call on the same context: retry after about 200 ms. */
  parallel: '02',
  /** The request is not one of a form we know (unknown form, wrong page, too many fields). */
  badRequest: '03',
  /** The form state was released on the server: drop the context, the page must be reloaded. */
  released: '04',
} as const

export type LvErrorCode = (typeof LV_ERRORS)[keyof typeof LV_ERRORS]

/** `errorMessage` is `Error NN: text`; the runtime reads the code from it. */
export const errorCodeOf = (message: unknown): string | null => (typeof message === 'string' ? (/^Error (\d{2})\b/.exec(message)?.[1] ?? null) : null)

export type LvMessageType = 'error' | 'warning' | 'info'

export interface LvMessage {
  type: LvMessageType
  text: string
  /** The password meter's 0–4. */
  score?: number
}

export interface LvWidget {
  widgetId: string
  widgetInputName: string
  widgetMessageId: string
  /** The value validated; null for secret fields (passwords are never sent back). */
  validatedValue: string | null
  hasErrors: boolean
  hasInfos: boolean
  hasMessages: boolean
  messages: LvMessage[]
  keyedMessages: Record<string, LvMessage>
  hasKeyedErrors: boolean
}

export interface LvData {
  validationContextId: string
  /** The whole form's state: `error` while any field has an error, `warning`, else `ok`. */
  containerStatus: 'ok' | 'warning' | 'error'
  /** Fields that must still be put right before the form can be submitted (the whole form's, not only those asked). */
  requires: string[]
  widgets: LvWidget[]
}

export interface LvAnswer {
  error: boolean
  errorMessage: string
  data: LvData | null
}

/** A widget's element ids from its form and field name (`addresses[1].city` → `lv-f-addresses-1-city`). */
export const widgetIdOf = (formId: string, name: string) => `lv-${formId}-${name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/-+$/, '')}`
export const messageIdOf = (formId: string, name: string) => `${widgetIdOf(formId, name)}-message`

/** Spec 000 §9. */
export const LV_TIMING = { minInterval: 1000, postponedSubmit: 300, parallelRetry: 200 } as const

/** More fields than any form of ours has: the rest of such a request is not read (ADR 031). */
export const LV_MAX_FIELDS = 200
/** The longest value validated; longer ones are refused as too long without being parsed. */
export const LV_MAX_VALUE = 10_000
