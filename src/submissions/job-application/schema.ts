import { z } from 'zod'

import { maxAttachmentBytes } from '@/submissions/pipeline/limits'

import { jobApplicationOptions } from './messages'
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

/** The rule every attachment follows; the server also answers a file of the wrong content with it. */
export const attachmentRule = (label: 'Resume' | 'Cover letter') =>
  `${label} must be a PDF, DOC or DOCX file of at most 5 MB`

/** A chosen file as both sides see it: a browser File, or the server's parsed upload. */
export type AttachedFile = { name: string; size: number }

const isAttachedFile = (value: unknown): value is AttachedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AttachedFile).name === 'string' &&
  typeof (value as AttachedFile).size === 'number'

const attachment = (label: 'Resume' | 'Cover letter', missing: string) =>
  z
    .custom<AttachedFile>(isAttachedFile, missing)
    .refine((file) => file.size > 0 && file.size <= maxAttachmentBytes, attachmentRule(label))

const linkedinMessage = 'Please enter a valid URL, e.g. https://www.linkedin.com/in/your-name'

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** The /apply form. The old site checked nothing; every required field has a clear message. */
export const jobApplicationSchema = z.object({
  firstName: requiredText(2, 'First name must be at least 2 characters'),
  lastName: requiredText(2, 'Last name must be at least 2 characters'),
  email: email(),
  phone: phone(),
  location: requiredText(2, 'Please enter your current location'),
  linkedin: optionalText(maxLength.url).refine(
    (value) => value === undefined || isWebAddress(value),
    linkedinMessage,
  ),
  position: requiredText(2, 'Please select the position you are applying for'),
  salary: z
    .string()
    .trim()
    .regex(/^[\d,]{0,12}$/, 'Please enter the expected salary in whole US dollars')
    .optional()
    .transform((value) => (value ? Number(value.replaceAll(',', '')) : undefined)),
  experience: choice(jobApplicationOptions.experience, 'Please select your years of experience'),
  availability: choice(jobApplicationOptions.availability, 'Please select your availability'),
  summary: requiredText(10, 'Please provide a short professional summary', maxLength.long),
  skills: requiredText(2, 'Please list your key skills', maxLength.long),
  motivation: requiredText(10, 'Please tell us why you want to join us', maxLength.long),
  resume: attachment('Resume', 'Please attach your resume'),
  coverLetter: attachment('Cover letter', attachmentRule('Cover letter')).optional(),
  additionalInfo: optionalText(maxLength.long),
  terms: consent('You must agree to the terms.'),
  updates: z.boolean().default(false),
  ...submissionFields,
})

/** The parts of the application sent as files; everything else travels as JSON. */
export const jobApplicationFileFields = ['resume', 'coverLetter'] as const
export type JobApplicationFileField = (typeof jobApplicationFileFields)[number]

export type JobApplicationInput = z.input<typeof jobApplicationSchema>
export type JobApplicationValues = z.output<typeof jobApplicationSchema>
