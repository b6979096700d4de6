import { z } from 'zod'

import {
  availabilityOptions,
  experienceOptions,
  salaryCurrencies,
  salaryPeriodOptions,
} from '@/lib/content/submission-options'

import { maxAttachmentBytes } from '@/submissions/pipeline/limits'

import { jobApplicationMessages } from './messages'
import { postingAnswersIn } from './posting-answers'
import { parseSalary } from './salary'
import * as rule from '@/submissions/form/schema-rules'

const { errors } = jobApplicationMessages

/**
 * The rule each attachment follows, by field; the server also answers a file of the wrong content
 * with it.
 */
const attachmentRules = { resume: errors.resumeFile, coverLetter: errors.coverLetterFile }

/** A chosen file as both sides see it: a browser File, or the server's parsed upload. */
type AttachedFile = { name: string; size: number }

const isAttachedFile = (value: unknown): value is AttachedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AttachedFile).name === 'string' &&
  typeof (value as AttachedFile).size === 'number'

const attachment = (rule: string, missing: string) =>
  z
    .custom<AttachedFile>(isAttachedFile, missing)
    .refine((file) => file.size > 0 && file.size <= maxAttachmentBytes, rule)

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** The /apply form. The old site checked nothing; every required field has a clear message. */
const application = z
  .object({
    firstName: rule.requiredText(2, errors.firstName),
    lastName: rule.requiredText(2, errors.lastName),
    email: rule.email(),
    phone: rule.phone(),
    location: rule.requiredText(2, errors.location),
    linkedin: rule
      .optionalText(rule.maxLength.url)
      .refine((value) => value === undefined || isWebAddress(value), errors.linkedin),
    position: rule.requiredText(2, errors.position),
    salary: z
      .string()
      .trim()
      .max(40, errors.salary)
      .optional()
      .refine((value) => !value || parseSalary(value) !== null, errors.salary),
    // The posting's, chosen for the candidate; an empty choice (no posting) is US dollars a year.
    salaryCurrency: z
      .enum(['', ...salaryCurrencies], errors.salaryCurrency)
      .optional()
      .transform((value) => value || 'USD'),
    salaryPeriod: z
      .enum(['', ...salaryPeriodOptions.map((option) => option.value)], errors.salaryPeriod)
      .optional()
      .transform((value) => value || 'year'),
    experience: rule.choice(experienceOptions, errors.experience),
    availability: rule.choice(availabilityOptions, errors.availability),
    summary: rule.requiredText(10, errors.summary, rule.maxLength.long),
    skills: rule.requiredText(2, errors.skills, rule.maxLength.long),
    motivation: rule.requiredText(10, errors.motivation, rule.maxLength.long),
    resume: attachment(attachmentRules.resume, errors.resume),
    coverLetter: attachment(attachmentRules.coverLetter, attachmentRules.coverLetter).optional(),
    additionalInfo: rule.optionalText(rule.maxLength.long),
    terms: rule.consent(errors.terms),
    updates: z.boolean().default(false),
    // Judged against the posting by the step that reads its questions (posting-answers.ts).
    postingAnswers: z.record(z.string(), z.string()).optional(),
    ...rule.submissionFields,
  })
  // An amount typed with its currency ("GHS 28,000") is taken in it when that is the currency
  // chosen; another one is refused, naming both, rather than stored against the wrong currency.
  .superRefine((values, context) => {
    const typed = values.salary ? parseSalary(values.salary)?.currency : undefined
    if (typed && typed !== values.salaryCurrency) {
      context.addIssue({
        code: 'custom',
        path: ['salary'],
        message: errors.salaryOtherCurrency,
      })
    }
  })
  .transform(({ salary, ...values }) => ({
    ...values,
    salary: salary ? parseSalary(salary)?.amount : undefined,
  }))

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The answers to the posting's own questions, one field each, collected before the rules run. */
export const schema = z.preprocess(
  (values) => (isRecord(values) ? { ...values, postingAnswers: postingAnswersIn(values) } : values),
  application,
)

export type JobApplicationInput = z.input<typeof application>
