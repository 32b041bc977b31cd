/**
 * Pages of registration, password reset and the profile (ADR 025). Every form posts to its own
 * page's address and works as a full page without JavaScript; a refused submission answers the
 * same page with its messages (422, forms kit), a throttled one 429 and a saturated hashing 503.
 */
import type { ReactNode } from 'react'
import { blankForm, formView, type FormSpec, type FormState, type FormView } from '../../forms/form.js'
import { accountMessages } from '../../i18n/account.js'
import { otherLang, translator, type Lang } from '../../i18n/index.js'
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs.js'
import { Container } from '../../ui/container.js'
import { FormSummary, PasswordMeter, TextField } from '../../ui/form-field.js'
import { validationMessages } from '../../i18n/validation.js'
import { PageHeading } from '../../ui/page-heading.js'
import type { PageModel } from '../../ui/page-model.js'
import { paths } from '../../ui/paths.js'
import type { AddressValues } from './account.schema.js'
import { AddressForm, ChangePasswordForm, ForgottenPasswordForm, ProfileForm, RegisterForm, ResetPasswordForm } from './account.schema.js'
import type { Address } from './account.types.js'
import { indexedId, indexedName, type IndexedErrors } from './addresses-form.js'
import type { Refusal } from './profile.service.js'

type AccountKey = keyof typeof accountMessages
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySpec = FormSpec<any, AccountKey>
type StateOf<F extends AnySpec> = FormState<F['schema'], AccountKey>

/** Notices the account page shows after a redirect (`?notice=`): a fixed list, nothing else is echoed. */
export const NOTICES = ['welcome', 'passwordReset', 'profileSaved', 'addressSaved', 'addressesSaved', 'addressDeleted'] as const satisfies readonly AccountKey[]
export type Notice = (typeof NOTICES)[number]
export const isNotice = (value: unknown): value is Notice => NOTICES.includes(value as Notice)

function waitText(lang: Lang, seconds: number) {
  const t = translator(accountMessages, lang)
  return seconds < 60 ? t('waitSeconds', { n: Math.max(1, seconds) }) : t('waitMinutes', { n: Math.ceil(seconds / 60) })
}

/** A form's view with a refusal (throttled, busy) as its summary. */
function viewOf<F extends AnySpec>(spec: F, state: StateOf<F>, lang: Lang, refusal?: Refusal): FormView {
  const view = formView(spec, state, lang)
  if (!refusal) return view
  const t = translator(accountMessages, lang)
  const text = refusal.outcome === 'busy' ? t('busy') : t('formThrottled', { wait: waitText(lang, refusal.retryAfterSeconds) })
  return { ...view, summary: { text, any: true } }
}

const statusOf = (state: { errors: object } | undefined, refusal?: Refusal) =>
  refusal ? (refusal.outcome === 'busy' ? 503 : 429) : state && Object.keys(state.errors).length > 0 ? 422 : 200

interface PageOptions {
  lang: Lang
  title: string
  /** The same page in the other language (without the visitor's token or ids: its start). */
  alternate: string | null
  status?: number
  trail?: Crumb[]
  children: ReactNode
}

function accountPage({ lang, title, alternate, status = 200, trail = [], children }: PageOptions): PageModel {
  return {
    title,
    alternate,
    status,
    robots: 'noindex',
    breadcrumbs: { trail, current: title },
    regions: {
      pageContent: () => (
        <Container id="pageContent" className="page-content page-content--narrow">
          <Breadcrumbs trail={trail} current={title} />
          <PageHeading>{title}</PageHeading>
          {children}
        </Container>
      ),
    },
  }
}

/**
 * A form named by the heading it serves (`labelledBy`), so that several on one page stay
 * distinguishable. Its id is its live-validation form id (src/features/account/live-forms.ts);
 * `preventSubmit` blocks a submission at once while fields show errors (ADR 031).
 */
function FormBlock({ id, action, view, lang, submit, labelledBy = 'mainContent', preventSubmit = false, children }: { id: string; action: string; view: FormView; lang: Lang; submit: string; labelledBy?: string; preventSubmit?: boolean; children: ReactNode }) {
  const v = translator(validationMessages, lang)
  return (
    <form
      className="form"
      id={id}
      method="post"
      action={action}
      noValidate
      aria-labelledby={labelledBy}
      data-live-validation={id}
      data-live-validation-prevent-submit={preventSubmit ? '' : undefined}
      data-live-validation-errors={v('formHasErrors')}
      data-live-validation-released={v('released')}
    >
      <FormSummary form={view} heading={translator(accountMessages, lang)('formErrors')} />
      {children}
      <button type="submit" className="button button--primary">
        {submit}
      </button>
    </form>
  )
}

function NewPasswordFields({ view, lang, prefix }: { view: FormView; lang: Lang; prefix: string }) {
  const t = translator(accountMessages, lang)
  return (
    <>
      <TextField form={view} name="password" id={`${prefix}Password`} label={t('newPassword')} hint={t('newPasswordHint')} type="password" autoComplete="new-password" required minLength={10} maxLength={200} secret meter={`${prefix}PasswordStrength`} />
      <PasswordMeter id={`${prefix}PasswordStrength`} name="password" lang={lang} />
      <TextField form={view} name="passwordConfirm" id={`${prefix}PasswordConfirm`} label={t('passwordConfirm')} type="password" autoComplete="new-password" required maxLength={200} secret />
    </>
  )
}

export function registerPage(lang: Lang, state: { form?: StateOf<typeof RegisterForm>; refusal?: Refusal } = {}): PageModel {
  const t = translator(accountMessages, lang)
  const view = viewOf(RegisterForm, state.form ?? blankForm(), lang, state.refusal)
  return accountPage({
    lang,
    title: t('registerTitle'),
    alternate: paths.register(otherLang(lang)),
    status: statusOf(state.form, state.refusal),
    children: (
      <>
        <p className="perex">{t('registerIntro')}</p>
        <FormBlock id="registerForm" action={paths.register(lang)} view={view} lang={lang} submit={t('registerSubmit')} preventSubmit>
          <TextField form={view} name="displayName" id="registerName" label={t('displayName')} autoComplete="name" required maxLength={100} />
          <TextField form={view} name="email" id="registerEmail" label={t('email')} type="email" autoComplete="email" required maxLength={254} />
          <NewPasswordFields view={view} lang={lang} prefix="register" />
          <p className="form__hint" id="registerTerms">
            {t('registerTermsBefore')}
            <a href={paths.terms(lang)}>{t('registerTermsLink')}</a>
            {t('registerTermsMiddle')}
            <a href={paths.privacyNotice(lang)}>{t('registerPrivacyLink')}</a>.
          </p>
        </FormBlock>
        <p>
          <a href={paths.login(lang)}>{t('loginTitle')}</a>
        </p>
      </>
    ),
  })
}

/** After a registration or a reset request: the same page whether the address has an account or not. */
export function mailSentPage(lang: Lang, kind: 'register' | 'forgotten', email: string): PageModel {
  const t = translator(accountMessages, lang)
  return accountPage({
    lang,
    title: t('registerSentTitle'),
    alternate: kind === 'register' ? paths.register(otherLang(lang)) : paths.passwordForgotten(otherLang(lang)),
    children: (
      <p className="perex" role="status">
        {kind === 'register' ? t('registerSent', { email }) : t('forgottenSent', { email })}
      </p>
    ),
  })
}

/** A link that is not (or no longer) good: 410, and where to ask for a new one. */
export function invalidLinkPage(lang: Lang, kind: 'register' | 'reset'): PageModel {
  const t = translator(accountMessages, lang)
  const again = kind === 'register' ? paths.register(lang) : paths.passwordForgotten(lang)
  return accountPage({
    lang,
    title: kind === 'register' ? t('confirmTitle') : t('resetTitle'),
    alternate: kind === 'register' ? paths.register(otherLang(lang)) : paths.passwordForgotten(otherLang(lang)),
    status: 410,
    children: (
      <>
        <p className="perex" role="alert">
          {t('tokenInvalid')}
        </p>
        <p>
          <a href={again}>{kind === 'register' ? t('registerTitle') : t('forgottenTitle')}</a>
        </p>
      </>
    ),
  })
}

/** The registration link's page: one button confirms (a mail scanner following the link confirms nothing). */
export function confirmPage(lang: Lang, token: string): PageModel {
  const t = translator(accountMessages, lang)
  return accountPage({
    lang,
    title: t('confirmTitle'),
    alternate: paths.register(otherLang(lang)),
    children: (
      <>
        <p className="perex">{t('confirmIntro')}</p>
        <form className="form" id="confirmForm" method="post" action={paths.registerConfirm(lang)} aria-labelledby="mainContent">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary">
            {t('confirmSubmit')}
          </button>
        </form>
      </>
    ),
  })
}

export function forgottenPage(lang: Lang, state: { form?: StateOf<typeof ForgottenPasswordForm>; refusal?: Refusal } = {}): PageModel {
  const t = translator(accountMessages, lang)
  const view = viewOf(ForgottenPasswordForm, state.form ?? blankForm(), lang, state.refusal)
  return accountPage({
    lang,
    title: t('forgottenTitle'),
    alternate: paths.passwordForgotten(otherLang(lang)),
    status: statusOf(state.form, state.refusal),
    children: (
      <>
        <p className="perex">{t('forgottenIntro')}</p>
        <FormBlock id="forgottenForm" action={paths.passwordForgotten(lang)} view={view} lang={lang} submit={t('forgottenSubmit')}>
          <TextField form={view} name="email" id="forgottenEmail" label={t('email')} type="email" autoComplete="email" required maxLength={254} />
        </FormBlock>
      </>
    ),
  })
}

export function resetPage(lang: Lang, token: string, state: { form?: StateOf<typeof ResetPasswordForm>; refusal?: Refusal } = {}): PageModel {
  const t = translator(accountMessages, lang)
  const view = viewOf(ResetPasswordForm, state.form ?? blankForm(), lang, state.refusal)
  return accountPage({
    lang,
    title: t('resetTitle'),
    alternate: paths.passwordForgotten(otherLang(lang)),
    status: statusOf(state.form, state.refusal),
    children: (
      <FormBlock id="resetForm" action={paths.passwordReset(lang)} view={view} lang={lang} submit={t('resetSubmit')}>
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields view={view} lang={lang} prefix="reset" />
      </FormBlock>
    ),
  })
}

export interface ProfileData {
  email: string
  displayName: string
  addresses: Address[]
}

export function accountPageModel(lang: Lang, profile: ProfileData, state: { notice?: Notice; form?: StateOf<typeof ProfileForm> } = {}): PageModel {
  const t = translator(accountMessages, lang)
  const view = formView(ProfileForm, state.form ?? { errors: {}, echo: { displayName: profile.displayName } }, lang)
  return accountPage({
    lang,
    title: t('accountTitle'),
    alternate: paths.account(otherLang(lang)),
    status: statusOf(state.form),
    children: (
      <>
        {state.notice ? (
          <p className="notice" role="status">
            {t(state.notice, { name: profile.displayName })}
          </p>
        ) : null}
        <h2 id="profileHeading">{t('profileHeading')}</h2>
        <p>
          {t('email')}: {profile.email}
        </p>
        <FormBlock id="profileForm" action={paths.account(lang)} view={view} lang={lang} submit={t('profileSubmit')} labelledBy="profileHeading">
          <TextField form={view} name="displayName" id="profileName" label={t('displayName')} autoComplete="name" required maxLength={100} />
        </FormBlock>
        <ul className="account__links">
          <li>
            <a href={paths.accountOrders(lang)} id="accountOrdersLink">
              {t('ordersLink')}
            </a>
          </li>
          <li>
            <a href={paths.accountPassword(lang)}>{t('changePasswordTitle')}</a>
          </li>
        </ul>
        <h2>{t('addressesHeading')}</h2>
        {profile.addresses.length === 0 ? <p>{t('noAddresses')}</p> : null}
        <ul className="address-list" id="addressList">
          {profile.addresses.map((a) => (
            <li key={a.id}>
              <address>
                {a.name}
                <br />
                {a.street}
                <br />
                {`${a.postalCode} ${a.city}`}
                {a.phone ? (
                  <>
                    <br />
                    {a.phone}
                  </>
                ) : null}
              </address>
              <a href={paths.address(lang, a.id)} aria-label={t('addressEditOf', { name: `${a.name}, ${a.street}` })}>
                {t('addressEdit')}
              </a>{' '}
              <form method="post" action={paths.addressDelete(lang, a.id)} className="inline-form" aria-label={t('addressDeleteOf', { name: `${a.name}, ${a.street}` })}>
                <button type="submit" className="button" data-confirm={t('addressDeleteConfirm')} aria-label={t('addressDeleteOf', { name: `${a.name}, ${a.street}` })}>
                  {t('addressDelete')}
                </button>
              </form>
            </li>
          ))}
        </ul>
        <p>
          <a href={paths.addressNew(lang)}>{t('addressNew')}</a>
          {profile.addresses.length > 1 ? (
            <>
              {' · '}
              <a href={paths.accountAddresses(lang)}>{t('addressesEdit')}</a>
            </>
          ) : null}
        </p>
      </>
    ),
  })
}

export function changePasswordPage(lang: Lang, state: { form?: StateOf<typeof ChangePasswordForm>; refusal?: Refusal } = {}): PageModel {
  const t = translator(accountMessages, lang)
  const view = viewOf(ChangePasswordForm, state.form ?? blankForm(), lang, state.refusal)
  return accountPage({
    lang,
    title: t('changePasswordTitle'),
    alternate: paths.accountPassword(otherLang(lang)),
    status: statusOf(state.form, state.refusal),
    trail: [{ label: t('accountTitle'), href: paths.account(lang) }],
    children: (
      <FormBlock id="changePasswordForm" action={paths.accountPassword(lang)} view={view} lang={lang} submit={t('changePasswordSubmit')}>
        <TextField form={view} name="currentPassword" id="currentPassword" label={t('currentPassword')} type="password" autoComplete="current-password" required maxLength={200} secret />
        <NewPasswordFields view={view} lang={lang} prefix="change" />
      </FormBlock>
    ),
  })
}

/** The new-address form (`id` absent) or one address's edit form. */
export function addressPage(lang: Lang, id: number | undefined, state: { form?: StateOf<typeof AddressForm>; values?: AddressValues; limit?: number } = {}): PageModel {
  const t = translator(accountMessages, lang)
  const echo = state.values ? { ...state.values } : {}
  const form = state.form ?? (state.limit ? { errors: { form: 'addressLimit' as const }, echo } : { errors: {}, echo })
  const base = formView(AddressForm, form, lang)
  const view = state.limit ? { ...base, summary: { text: t('addressLimit', { n: state.limit }), any: true } } : base
  const title = id === undefined ? t('addressNew') : t('addressEdit')
  return accountPage({
    lang,
    title,
    alternate: id === undefined ? paths.addressNew(otherLang(lang)) : paths.address(otherLang(lang), id),
    status: state.limit ? 409 : statusOf(state.form),
    trail: [{ label: t('accountTitle'), href: paths.account(lang) }],
    children: (
      <FormBlock id="addressForm" action={id === undefined ? paths.addressNew(lang) : paths.address(lang, id)} view={view} lang={lang} submit={t('addressSubmit')} preventSubmit>
        <TextField form={view} name="name" id="addressName" label={t('addressName')} autoComplete="name" required maxLength={100} />
        <TextField form={view} name="street" id="addressStreet" label={t('street')} autoComplete="address-line1" required maxLength={200} />
        <TextField form={view} name="city" id="addressCity" label={t('city')} autoComplete="address-level2" required maxLength={100} />
        <TextField form={view} name="postalCode" id="addressPostalCode" label={t('postalCode')} hint={t('postalCodeHint')} autoComplete="postal-code" inputMode="numeric" required maxLength={10} />
        <TextField form={view} name="phone" id="addressPhone" label={t('phone')} hint={t('phoneHint')} type="tel" autoComplete="tel" maxLength={30} />
      </FormBlock>
    ),
  })
}

/**
 * Every address of the account in one form (spec 000 "indexed widgets"): a fieldset per address
 * with fields named `addresses[i].field` and the address's id hidden, live-validated per index
 * (`addressesForm`) and judged per index on submit with the same messages.
 */
export function addressesPage(lang: Lang, ids: number[], state: { errors?: IndexedErrors; echo: Record<string, string> }): PageModel {
  const t = translator(accountMessages, lang)
  const errors = state.errors ?? {}
  // The kit's view takes the indexed names as they are: values and messages by full name.
  const view = formView(AddressForm, { errors, echo: state.echo } as unknown as StateOf<typeof AddressForm>, lang)
  const field = (i: number, name: string) => ({ form: view, name: indexedName(i, name), id: indexedId(i, name) })
  return accountPage({
    lang,
    title: t('addressesEdit'),
    alternate: paths.accountAddresses(otherLang(lang)),
    status: Object.keys(errors).length ? 422 : 200,
    trail: [{ label: t('accountTitle'), href: paths.account(lang) }],
    children: (
      <>
        <p className="perex">{t('addressesEditIntro')}</p>
        <FormBlock id="addressesForm" action={paths.accountAddresses(lang)} view={view} lang={lang} submit={t('addressesSubmit')} preventSubmit>
          {ids.map((id, i) => (
            <fieldset key={id} className="form__group">
              <legend>{t('addressBlock', { n: i + 1 })}</legend>
              <input type="hidden" name={indexedName(i, 'id')} value={String(id)} />
              <TextField {...field(i, 'name')} label={t('addressName')} autoComplete={`section-a${i} shipping name`} required maxLength={100} />
              <TextField {...field(i, 'street')} label={t('street')} autoComplete={`section-a${i} shipping address-line1`} required maxLength={200} />
              <TextField {...field(i, 'city')} label={t('city')} autoComplete={`section-a${i} shipping address-level2`} required maxLength={100} />
              <TextField {...field(i, 'postalCode')} label={t('postalCode')} hint={t('postalCodeHint')} autoComplete={`section-a${i} shipping postal-code`} inputMode="numeric" required maxLength={10} />
              <TextField {...field(i, 'phone')} label={t('phone')} hint={t('phoneHint')} type="tel" autoComplete={`section-a${i} shipping tel`} maxLength={30} />
            </fieldset>
          ))}
        </FormBlock>
      </>
    ),
  })
}
