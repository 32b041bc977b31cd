/**
 * How strong a new password must be (spec 000 §5, ADR 025): zxcvbn-ts's estimate, with the
 * person's own e-mail and name as words an attacker would try first. One function, so the
 * submit handlers and live validation (issue 13, its meter) judge a password alike.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'

/** zxcvbn's 0–4: 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
export const MIN_PASSWORD_SCORE = 3

/** zxcvbn's matching is quadratic in length; beyond this a password is long enough anyway. */
const SCORED_LENGTH = 100

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
})

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

export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  const { score } = zxcvbn.check(password.slice(0, SCORED_LENGTH), userInputs)
  return { score, strongEnough: score >= MIN_PASSWORD_SCORE }
}
