/**
 * The contact form `/qf/cs/kontakt` · `/qf/en/contact` (ADR 043): name, e-mail,
 * faculty, topic, message and an attachment sent ahead by the upload widget (`data-upload`,
 * src/client/widgets/upload.ts; the spec's `FGUpload`), with the honeypot and the signed time
 * of the anti-spam check (the spec's `GoogleRecaptcha` place). Live validation as every form.
 */
import { blankForm, formView, type FormState } from '../../forms/form.js'
import { contactMessages } from '../../i18n/contact.js'
import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { validationMessages } from '../../i18n/validation.js'
import { Breadcrumbs } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { FormSummary, TextField } from '../../ui/form-field.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import { CONTACT_TOPICS, ContactForm } from './contact.schema.js'
import { HONEYPOT_FIELD, STAMP_FIELD } from './human-check.js'

export type ContactFormState = FormState<(typeof ContactForm)['schema'], keyof typeof contactMessages>
type State = ContactFormState

export interface FacultyChoice {
  code: string
  name: string
}

const topicKey = (topic: string) => `topic${topic[0]!.toUpperCase()}${topic.slice(1)}` as 'topicOther'

function page(lang: Lang, title: string, status: number, children: React.ReactNode): PageModel {
  return {
    title,
    alternate: paths.contact(otherLang(lang)),
    status,
    breadcrumbs: { trail: [], current: title },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content page-content--narrow">
          <Breadcrumbs trail={[]} current={title} />
          <PageHeading>{title}</PageHeading>
          {children}
        </Container>
      ),
    },
  }
}

/** A select in the kit's manner: label, message beside it, `aria-invalid`, the `error` class. */
/**
 * `required` only where the first option is the empty placeholder (HTML: a required select's first
 * option must be one); a select that always has a choice (the faculty) is not marked required.
 */
function SelectField({ id, name, label, value, error, options, required = true }: { id: string; name: string; label: string; value: string | undefined; error: string | undefined; options: { value: string; label: string }[]; required?: boolean }) {
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''} required={required} aria-invalid={error ? true : undefined} aria-describedby={errorId} className={error ? 'error' : undefined}>
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

export function contactPage(lang: Lang, faculties: FacultyChoice[], stamp: string, state: { form?: State; humanCheckFailed?: boolean; keptAttachment?: string } = {}): PageModel {
  const t = translator(contactMessages, lang)
  const v = translator(validationMessages, lang)
  const base = formView(ContactForm, state.form ?? blankForm(), lang)
  const view = state.humanCheckFailed ? { ...base, summary: { text: t('humanCheckFailed'), any: true } } : base
  const failed = Boolean(state.humanCheckFailed) || Object.keys(state.form?.errors ?? {}).length > 0
  const messageError = view.error('message')
  const attachmentError = view.error('attachment')
  return page(
    lang,
    t('title'),
    failed ? 422 : 200,
    <>
      <p className="perex">{t('intro')}</p>
      <form
        className="form"
        id="contactForm"
        method="post"
        action={paths.contact(lang)}
        encType="multipart/form-data"
        noValidate
        aria-labelledby="mainContent"
        data-live-validation="contactForm"
        data-live-validation-prevent-submit=""
        data-live-validation-errors={v('formHasErrors')}
        data-live-validation-released={v('released')}
      >
        <FormSummary form={view} heading={t('formErrors')} />
        <TextField form={view} name="name" id="contactName" label={t('name')} autoComplete="name" required maxLength={100} />
        <TextField form={view} name="email" id="contactEmail" label={t('email')} type="email" autoComplete="email" required maxLength={254} />
        <SelectField
          id="contactFaculty"
          name="faculty"
          label={t('faculty')}
          value={view.value('faculty') ?? 'university'}
          error={view.error('faculty')}
          required={false}
          options={[{ value: 'university', label: t('facultyUniversity') }, ...faculties.map((f) => ({ value: f.code, label: f.name }))]}
        />
        <SelectField
          id="contactTopic"
          name="topic"
          label={t('topic')}
          value={view.value('topic')}
          error={view.error('topic')}
          options={[{ value: '', label: t('topicChoose') }, ...CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(topicKey(topic)) }))]}
        />
        <div className="form__field">
          <label htmlFor="contactMessage">{t('message')}</label>
          <p className="form__hint" id="contactMessage-hint">
            {t('messageHint')}
          </p>
          <textarea
            id="contactMessage"
            name="message"
            rows={6}
            required
            maxLength={5000}
            defaultValue={view.value('message')}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={['contactMessage-hint', messageError ? 'contactMessage-error' : ''].filter(Boolean).join(' ')}
            className={messageError ? 'error' : undefined}
          />
          {messageError ? (
            <p className="form__message form__message--error" id="contactMessage-error">
              {messageError}
            </p>
          ) : null}
        </div>
        <div
          className="form__field upload"
          data-upload={paths.contactUpload(lang)}
          data-upload-texts={JSON.stringify({ uploading: t('uploading'), uploaded: t('uploaded'), failed: t('attachmentFailed'), tooBig: t('attachmentTooBig'), type: t('attachmentType') })}
        >
          <label htmlFor="contactAttachmentFile">{t('attachment')}</label>
          <p className="form__hint" id="contactAttachmentFile-hint">
            {t('attachmentHint')}
          </p>
          <input
            type="file"
            id="contactAttachmentFile"
            name="attachmentFile"
            accept="application/pdf,image/png,image/jpeg"
            aria-describedby="contactAttachmentFile-hint contactAttachmentFile-status"
            aria-invalid={attachmentError ? true : undefined}
            className={attachmentError ? 'error' : undefined}
          />
          <input type="hidden" name="attachment" defaultValue={view.value('attachment') ?? ''} />
          <progress className="upload__progress" max={100} value={0} aria-label={t('uploadProgress')} />
          <p className={attachmentError ? 'upload__status form__message--error' : 'upload__status'} id="contactAttachmentFile-status" role="status">
            {attachmentError ?? (state.keptAttachment ? t('attachmentKept', { name: state.keptAttachment }) : '')}
          </p>
        </div>
        <div hidden>
          <label htmlFor="contactWebsite">{t('honeypot')}</label>
          <input type="text" id="contactWebsite" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <input type="hidden" name={STAMP_FIELD} value={stamp} />
        <button type="submit" className="button button--primary">
          {t('submit')}
        </button>
      </form>
    </>,
  )
}

export function contactSentPage(lang: Lang, email: string): PageModel {
  const t = translator(contactMessages, lang)
  return page(
    lang,
    t('sentTitle'),
    200,
    <p className="perex" role="status">
      {t('sent', { email })}
    </p>,
  )
}
