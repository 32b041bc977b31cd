/**
 * How strong a new password must be (spec 000 §5, ADR 025): zxcvbn-ts's estimate, with the
 * person's own e-mail and name as words an attacker would try first. One function, so the
 * submit handlers and live validation (its meter) judge a password alike.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

/** zxcvbn's 0–4: 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
export const MIN_PASSWORD_SCORE = 3

/** zxcvbn's matching is quadratic in length; beyond this a password is long enough anyway. */
const SCORED_LENGTH = 100

let estimator: Promise<ZxcvbnFactory> | undefined

/**
 * The estimator, made on the first password judged: its dictionaries hold about 60 MB of every
 * node's memory (ADR 014), and only registrations and password changes need them.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  )
  return estimator
}

export interface PasswordStrength {
  /** 0 (guessed at once) to 4 (very unguessable). */
  score: number
  strongEnough: boolean
}

const plain = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')

/** What an attacker knows of the person: the e-mail, its parts, and the words of the name (also without accents). */
export function userInputsOf(email: string, displayName = ''): string[] {
  const [local = '', domain = ''] = email.toLowerCase().split('@')
  const words = [email.toLowerCase(), local, ...local.split(/[._+-]+/), domain.split('.')[0] ?? '', ...displayName.toLowerCase().split(/\s+/)]
  return [...new Set([...words, ...words.map(plain)])].filter((w) => w.length >= 3)
}

export async function passwordStrength(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
  const { score } = (await zxcvbn()).check(password.slice(0, SCORED_LENGTH), userInputs)
  return { score, strongEnough: score >= MIN_PASSWORD_SCORE }
}
