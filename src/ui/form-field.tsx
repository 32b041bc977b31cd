/**
 * Form fields that take the forms kit's view (src/forms/form.ts): label, hint, the error message
 * beside the field (spec 000 §5: class `error`), `aria-invalid` and `aria-describedby`, and the
 * value shown again after a failed submission.
 */
import type { InputHTMLAttributes } from 'react'
import type { FormView } from '../forms/form.js'

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
}

export function TextField({ form, name, id, label, hint, secret, className, ...input }: TextFieldProps) {
  const error = form.error(name)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="form__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        id={id}
        name={name}
        defaultValue={secret ? undefined : form.value(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={[className, error ? 'error' : undefined].filter(Boolean).join(' ') || undefined}
      />
      {error ? (
        <p className="form__message form__message--error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
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
