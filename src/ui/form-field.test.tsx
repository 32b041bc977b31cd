import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { FormView } from '../forms/form.js'
import { FormSummary, TextField } from './form-field.js'

const view = (errors: Record<string, string>, echo: Record<string, string>, form?: string): FormView => ({
  value: (n) => echo[n],
  error: (n) => errors[n],
  summary: { text: form, any: Object.keys(errors).length > 0 || !!form },
})

describe('form fields', () => {
  it('wire a field with an error to its message and hint, and show the value again', () => {
    const html = renderToString(
      <TextField form={view({ email: 'Zadejte e-mail.' }, { email: 'a@' })} name="email" id="f-email" label="E-mail" hint="Školní adresa" type="email" />,
    )
    expect(html).toContain('<label for="f-email">E-mail</label>')
    expect(html).toContain('<p class="form__hint" id="f-email-hint">Školní adresa</p>')
    expect(html).toContain('<input type="email" id="f-email" aria-invalid="true" aria-describedby="f-email-hint f-email-error" class="error" name="email" value="a@"/>')
    expect(html).toContain('<p class="form__message form__message--error" id="f-email-error">Zadejte e-mail.</p>')
  })

  it('leave a valid field unmarked, and never fill a secret one', () => {
    const html = renderToString(<TextField form={view({}, { pin: '1234' })} name="pin" id="f-pin" label="PIN" type="password" secret />)
    expect(html).not.toContain('aria-invalid')
    expect(html).not.toContain('aria-describedby')
    expect(html).not.toContain('1234')
  })

  it('summarise a failed form as an alert, and say nothing for a clean one', () => {
    expect(renderToString(<FormSummary form={view({}, {})} heading="Chyba." />)).toBe('')
    expect(renderToString(<FormSummary form={view({}, {}, 'Špatné heslo.')} heading="Chyba." />)).toBe('<p class="form__summary" role="alert">Chyba.<!-- --> <!-- -->Špatné heslo.</p>')
  })
})
