import { z } from 'zod'

import { maxAttachmentBytes } from '@/submissions/pipeline/limits'

import { jobApplicationMessages, jobApplicationOptions } from './messages'
import {
  choice,
  consent,
  email,
  maxLength,
  optionalText,
  phone,
  requiredText,
  submissionFields,
} from '@/submissions/form/schema-rules'

const { errors } = jobApplicationMessages

/**
 * The rule each attachment follows, by field; the server also answers a file of the wrong content
 * with it.
 */
export const attachmentRules = { resume: errors.resumeFile, coverLetter: errors.coverLetterFile }

/** A chosen file as both sides see it: a browser File, or the server's parsed upload. */
export type AttachedFile = { name: string; size: number }

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
export const jobApplicationSchema = z.object({
  firstName: requiredText(2, errors.firstName),
  lastName: requiredText(2, errors.lastName),
  email: email(),
  phone: phone(),
  location: requiredText(2, errors.location),
  linkedin: optionalText(maxLength.url).refine(
    (value) => value === undefined || isWebAddress(value),
    errors.linkedin,
  ),
  position: requiredText(2, errors.position),
  salary: z
    .string()
    .trim()
    .regex(/^[\d,]{0,12}$/, errors.salary)
    .optional()
    .transform((value) => (value ? Number(value.replaceAll(',', '')) : undefined)),
  experience: choice(jobApplicationOptions.experience, errors.experience),
  availability: choice(jobApplicationOptions.availability, errors.availability),
  summary: requiredText(10, errors.summary, maxLength.long),
  skills: requiredText(2, errors.skills, maxLength.long),
  motivation: requiredText(10, errors.motivation, maxLength.long),
  resume: attachment(attachmentRules.resume, errors.resume),
  coverLetter: attachment(attachmentRules.coverLetter, attachmentRules.coverLetter).optional(),
  additionalInfo: optionalText(maxLength.long),
  terms: consent(errors.terms),
  updates: z.boolean().default(false),
  ...submissionFields,
})

/** The parts of the application sent as files; everything else travels as JSON. */
export const jobApplicationFileFields = ['resume', 'coverLetter'] as const
export type JobApplicationFileField = (typeof jobApplicationFileFields)[number]

export type JobApplicationInput = z.input<typeof jobApplicationSchema>
export type JobApplicationValues = z.output<typeof jobApplicationSchema>
