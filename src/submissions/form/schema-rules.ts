import { z } from 'zod'

import { honeypotField } from './fill'
import { formMessages } from './messages'
import { inE164, numberingCountry } from './phone-number'

// zod otherwise probes for `new Function` to compile faster parsers, which the site's
// Content-Security-Policy (no 'unsafe-eval') reports as a violation in every browser.
z.config({ jitless: true })

/** Length caps: generous for people, small enough that nobody stores a novel through a form. */
export const maxLength = { short: 200, email: 254, phone: 30, url: 300, long: 5000 } as const

const { rules } = formMessages

const tooLong = (max: number) => rules.tooLong.replace('{max}', String(max))

/**
 * A NUL character, or half of a surrogate pair: nobody types them, PostgreSQL cannot store the
 * first and the second is not text at all (it would be stored as U+FFFD, not as sent).
 */
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const unsupportedCharactersMessage = rules.unsupportedCharacters

export const storable = (value: string) => !unstorable.test(value)

/** Trimmed text of at least `min` characters; `message` also answers a missing value. */
export const requiredText = (min: number, message: string, max: number = maxLength.short) =>
  z
    .string(message)
    .trim()
    .min(min, message)
    .max(max, tooLong(max))
    .refine(storable, unsupportedCharactersMessage)

/** Trimmed text that may be left out or empty; empty is stored as nothing. */
export const optionalText = (max: number = maxLength.short) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .refine(storable, unsupportedCharactersMessage)
    .optional()
    .transform((value) => value || undefined)

export const emailMessage = rules.email

/**
 * The domain as the collections' e-mail fields accept it: no label starts or ends with a hyphen.
 * zod alone allows "name@example-.com", which the collection then refuses to store.
 */
const emailDomain = /@(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}$/i

export const email = () =>
  z
    .string(emailMessage)
    .trim()
    .pipe(z.email(emailMessage).max(maxLength.email, emailMessage).regex(emailDomain, emailMessage))

export const phoneMessage = rules.phone

const impossiblePhoneMessage = rules.impossiblePhone

/** Digits with the usual separators and an optional leading +, as a phone field takes them. */
export const phoneText = () =>
  requiredText(1, phoneMessage, maxLength.phone).regex(/^\+?[\d\s().-]+$/, phoneMessage)

/**
 * How a typed phone number is stored, or why it is refused: in E.164 when `country` (an ISO
 * code) tells how to read it or it is in international form ("+…"), refused if it then cannot
 * exist; as typed otherwise, of at least 10 characters.
 */
function readPhone(typed: string, country?: string): { stored: string } | { refusal: string } {
  const readWith = numberingCountry(country)
  if (!readWith && !typed.startsWith('+')) {
    return typed.length >= 10 ? { stored: typed } : { refusal: phoneMessage }
  }
  const e164 = inE164(typed, readWith)
  return e164 ? { stored: e164 } : { refusal: impossiblePhoneMessage }
}

const storedPhone = (typed: string, country?: string) => {
  const read = readPhone(typed, country)
  return 'stored' in read ? read.stored : typed
}

/** The phone number of a form that names no country (see readPhone). */
export const phone = () =>
  phoneText()
    .superRefine(
      (typed, context) => {
        const read = readPhone(typed)
        if ('refusal' in read) context.addIssue(read.refusal)
      },
      { when: ({ issues }) => issues.length === 0 },
    )
    .overwrite((typed) => storedPhone(typed))

/**
 * `form`'s `phone` read as a number of the country `codeOf` finds in its `country` (see
 * readPhone). Checked as soon as both fields pass their own rules, even while others are refused.
 */
export const withPhoneOfCountry = <
  Form extends z.ZodObject<{ country: z.ZodType<string>; phone: z.ZodType<string> }>,
>(
  form: Form,
  codeOf: (country: string) => string | undefined,
) =>
  form
    .superRefine(
      ({ phone, country }, context) => {
        const read = readPhone(phone, codeOf(country))
        if ('refusal' in read) {
          context.addIssue({ code: 'custom', message: read.refusal, path: ['phone'] })
        }
      },
      {
        when: ({ issues }) =>
          !issues.some(({ path }) => path?.[0] === 'phone' || path?.[0] === 'country'),
      },
    )
    .overwrite((values) => ({
      ...values,
      phone: storedPhone(values.phone, codeOf(values.country)),
    }))

type Option = { readonly value: string; readonly label: string }

/** One of the options' values; an empty select answers with `message`. */
export function choice<const Options extends readonly [Option, ...Option[]]>(
  options: Options,
  message: string,
) {
  const values = options.map((option) => option.value) as [
    Options[number]['value'],
    ...Options[number]['value'][],
  ]
  return z.enum(values, message)
}

/** One of the options' values, or left out or empty (stored as nothing). */
export function optionalChoice<const Options extends readonly [Option, ...Option[]]>(
  options: Options,
  message: string,
) {
  const values = ['', ...options.map((option) => option.value)] as [
    '',
    ...Options[number]['value'][],
  ]
  return z
    .enum(values, message)
    .optional()
    .transform((value) => (value ? (value as Options[number]['value']) : undefined))
}

/** A consent box that must be ticked; the server records when. */
export const consent = (message: string) => z.boolean(message).refine((ticked) => ticked, message)

/** Fields every form sends besides its own: the honeypot and the key of this form fill. */
export const submissionFields = {
  [honeypotField]: z.string().max(maxLength.short).optional(),
  submissionKey: z.uuid(rules.expired),
}
