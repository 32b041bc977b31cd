/**
 * Form fields that take the forms kit's view (src/forms/form.ts): label, hint, the error message
 * beside the field (spec 000 §5: class `error`), `aria-invalid` and `aria-describedby`, and the
 * value shown again after a failed submission.
 */
import { useContext, type InputHTMLAttributes, type ReactElement } from 'react'
import type { FormView } from '../forms/form.js'
import { translator, type Lang } from '../i18n/index.js'
import { validationMessages } from '../i18n/validation.js'
import { widgetMessages } from '../i18n/widgets.js'
import { ContentContext } from './page-context.js'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form' | 'defaultValue' | 'value'>

interface TextFieldProps extends InputProps {
  form: FormView
  name: string
  /** The input's id; its hint and message get ids derived from it. */
  id: string
  label: string
  hint?: string
  /** Passwords and the like are never filled in again. */
  secret?: boolean
  /** The id of the password meter that describes this field (PasswordMeter). */
  meter?: string
}

export function TextField({ form, name, id, label, hint, secret, meter, className, ...input }: TextFieldProps) {
  const error = form.error(name)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, meter ? `${meter}-text` : undefined, errorId].filter(Boolean).join(' ') || undefined
  const lang = useContext(ContentContext)?.lang
  const field = (
    <input
      {...input}
      id={id}
      name={name}
      defaultValue={secret ? undefined : form.value(name)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className={[className, error ? 'error' : undefined].filter(Boolean).join(' ') || undefined}
    />
  )
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="form__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {input.type === 'password' && lang ? <PasswordToggle lang={lang} inputId={id} input={field} /> : field}
      {error ? (
        <p className="form__message form__message--error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A text area with the same label, hint, message and value shown again as `TextField`. */
export function TextArea({ form, name, id, label, hint, rows, maxLength, required, lang }: { form: FormView; name: string; id: string; label: string; hint?: string; rows: number; maxLength: number; required?: boolean; lang?: Lang }) {
  const error = form.error(name)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="form__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        rows={rows}
        lang={lang}
        maxLength={maxLength}
        required={required}
        defaultValue={form.value(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={error ? 'error' : undefined}
      />
      {error ? (
        <p className="form__message form__message--error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * A password field with its show/hide button (the PasswordToggle widget, ADR 039): the button is
 * `hidden` until the widget mounts, in a box that reserves its room, so nothing shifts.
 */
function PasswordToggle({ lang, inputId, input }: { lang: Lang; inputId: string; input: ReactElement }) {
  const t = translator(widgetMessages, lang)
  return (
    <span className="password-field" data-component="PasswordToggle">
      {input}
      <button type="button" className="password-field__toggle" data-password-toggle aria-controls={inputId} aria-pressed="false" hidden>
        <span className="password-field__icon" aria-hidden="true" />
        <span className="visually-hidden">{t('showPassword')}</span>
      </button>
    </span>
  )
}

/** The form's message at its top when anything failed: what went wrong as a whole, or that fields say. */
export function FormSummary({ form, heading }: { form: FormView; heading: string }) {
  if (!form.summary.any) return null
  return (
    <p className="form__summary" role="alert">
      {heading} {form.summary.text ?? null}
    </p>
  )
}

/**
 * The password strength meter (spec 000 §5, ADR 031): filled by live validation's answer (its
 * score 0–4 and text); the text describes the password field and is read politely when it
 * changes. Rendered at its final size, so filling it moves nothing.
 */
export function PasswordMeter({ id, name, lang }: { id: string; name: string; lang: Lang }) {
  const t = translator(validationMessages, lang)
  const text = t('strengthUnknown')
  return (
    <div className="password-meter" data-password-meter={name} id={id}>
      <meter min={0} max={4} low={2} high={3} optimum={4} value={0} aria-labelledby={`${id}-text`} aria-valuetext={text} />
      <p className="password-meter__text" id={`${id}-text`} aria-live="polite">
        {text}
      </p>
    </div>
  )
}

/** A choice from a list with the same label, hint, message and value shown again as `TextField`. */
export function SelectField({ form, name, id, label, hint, options }: { form: FormView; name: string; id: string; label: string; hint?: string; options: readonly { value: string; label: string }[] }) {
  const error = form.error(name)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="form__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <select id={id} name={name} defaultValue={form.value(name)} aria-invalid={error ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} className={error ? 'error' : undefined}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="form__message form__message--error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
