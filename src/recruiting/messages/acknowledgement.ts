import type { PayloadRequest } from 'payload'

import { responseTargetOf } from '@/desk/clock/targets'
import { teamReplyAddress } from '@/desk/replies/reply'
import { workedTypes } from '@/desk/worked-types'
import type { Locale } from '@/lib/site/locales'
import type { EmailInput } from '@/server/email'
import { submissionReference } from '@/submissions/reference'
import type { StoredSubmission } from '@/submissions/pipeline/steps'

import { openApplication } from './default-templates'
import { jobApplicationSlug } from './purposes'
import { intakePosting, type RecruitingIntake } from '../intake-read'
import { fillCandidatePlaceholders, replyWithin } from './templates'

export const jobApplicationType = () =>
  workedTypes.find((type) => type.slug === jobApplicationSlug)!

/** A posting's title in a language (its English where it has no French), or none for no posting. */
export async function postingTitle(
  req: PayloadRequest,
  posting: unknown,
  language: Locale,
): Promise<string | undefined> {
  const id =
    typeof posting === 'object' && posting !== null ? (posting as { id: unknown }).id : posting
  if (typeof id !== 'number') return undefined
  const found = await req.payload
    .findByID({
      collection: 'job-postings',
      id,
      locale: language,
      fallbackLocale: 'en',
      select: { title: true },
      depth: 0,
      overrideAccess: true,
      req,
    })
    .catch(() => null)
  return found?.title ?? undefined
}

/**
 * The candidate's acknowledgement, in the language they applied in: the reference, the posting's
 * title, and what happens next (every application read, an answer within the reply target, how
 * to reply), from the acknowledgement template recruiters keep. It carries nothing the candidate
 * typed: anyone can type anyone's address into the form. Replies go to the team that owns the
 * application, else the careers address. All but the team comes from the recruiting desk's read
 * before the transaction (intake-read.ts).
 */
export async function acknowledgementEmail(
  req: PayloadRequest,
  stored: StoredSubmission,
  intake: RecruitingIntake,
): Promise<EmailInput> {
  const { settings } = intake
  const language = stored.locale
  const type = jobApplicationType()
  const template = intake.acknowledgements[language]
  const posting =
    typeof stored.row.job === 'number' ? intakePosting(intake, stored.row.job) : undefined
  const values = {
    name: '',
    sender: '',
    reference: submissionReference(type, stored.id),
    position: posting?.titles[language] ?? posting?.titles.en ?? openApplication[language],
    replyWithin: replyWithin(responseTargetOf(settings, type), language),
    siteName: settings.siteName,
  }
  const owner = typeof stored.row.owner === 'number' ? stored.row.owner : null
  const answerTo = (await teamReplyAddress(req, owner)) ?? settings.careersAddress
  return {
    to: stored.sender.email,
    subject: fillCandidatePlaceholders(template.subject, values),
    text: fillCandidatePlaceholders(template.body, values),
    ...(answerTo && { replyTo: answerTo }),
  }
}
