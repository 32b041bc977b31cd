/**
 * The forms live validation answers for (ADR 031): form id → its schema (the submit
 * handler's own, src/forms/), the pages that show it, and checks only the server can make. A
 * feature registers its forms once (`app.liveForms.register(...)`); the endpoint knows nothing
 * of any particular form.
 */
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { FormSpec } from '../../forms/form.js'
import type { Lang } from '../../i18n/index.js'

export type NoteType = 'error' | 'warning' | 'info'

/** What a server-only check says of one field: a localized text, and for some a number (a meter's). */
export interface Note {
  type: NoteType
  key: string
  text: string
  score?: number
}

export interface CheckContext {
  lang: Lang
  request: FastifyRequest
}

export interface LiveForm {
  /** The form element's id, sent as `Live-Validation-Form`. */
  id: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec: FormSpec<z.ZodObject<any>, string>
  /** Whether `path` (a `/qf/...` page path without its query) shows this form. */
  page(path: string, lang: Lang): boolean
  /**
   * Checks the schema cannot make (password strength against the person's name, say): notes by
   * field, for fields the schema found no error in. `input` is every field as sent (strings).
   */
  check?(input: Record<string, string>, ctx: CheckContext): Promise<Record<string, Note[]>>
}

export class LiveFormRegistry {
  private readonly forms = new Map<string, LiveForm>()

  register(...forms: LiveForm[]): void {
    for (const form of forms) {
      if (this.forms.has(form.id)) throw new Error(`Live form ${form.id} is registered twice`)
      this.forms.set(form.id, form)
    }
  }

  get(id: string): LiveForm | undefined {
    return this.forms.get(id)
  }

  /** Whether any form lives on `path`: the endpoint answers other paths with an error. */
  anyOn(path: string, lang: Lang): boolean {
    return [...this.forms.values()].some((f) => f.page(path, lang))
  }
}

/** A page matcher for fixed paths per language (`routes.register`) and patterns. */
export const onPages =
  (...pages: ({ cs: string; en: string } | RegExp)[]) =>
  (path: string, lang: Lang) =>
    pages.some((p) => (p instanceof RegExp ? p.test(path) : p[lang] === path))
