import type { PayloadRequest, Where } from 'payload'

import type { Locale } from '@/lib/site/locales'

import { defaultRejections, type CandidateTemplate } from './default-templates'
import { jobApplicationSlug, type TemplatePurpose } from './purposes'

type Written = Pick<CandidateTemplate, 'subject' | 'body'>

/** What a candidate's e-mail fills in: the reply box's placeholders and the candidate's own. */
export type CandidateValues = {
  name: string
  reference: string
  sender: string
  position: string
  replyWithin: string
  siteName: string
}

/** The text with each known placeholder filled in; anything else in braces is left as written. */
export const fillCandidatePlaceholders = (text: string, values: CandidateValues): string =>
  text.replace(/\{(name|reference|sender|position|replyWithin|siteName)\}/g, (_, key: string) =>
    String(values[key as keyof CandidateValues]),
  )

const sameReason = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase()

/** The job-application templates kept for a purpose in a language, the latest edited first. */
async function keptTemplates(
  req: PayloadRequest,
  purpose: TemplatePurpose,
  language: Locale,
): Promise<(Written & { rejectionReason?: string | null })[]> {
  const where: Where = {
    and: [
      { submissionType: { equals: jobApplicationSlug } },
      { purpose: { equals: purpose } },
      { language: { equals: language } },
    ],
  }
  const { docs } = await req.payload.find({
    collection: 'reply-templates',
    where,
    sort: '-updatedAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
}

/**
 * The rejection in the candidate's language: the template for its reason, else the general one
 * (a rejection template with no reason), else the default general one.
 */
export async function rejectionTemplate(
  req: PayloadRequest,
  language: Locale,
  reason: string | null | undefined,
): Promise<Written> {
  const kept = await keptTemplates(req, 'rejection', language)
  const forReason = reason?.trim()
    ? kept.find((template) => sameReason(template.rejectionReason, reason))
    : undefined
  const general = kept.find((template) => !template.rejectionReason?.trim())
  return forReason ?? general ?? defaultRejections[language]
}

/** "5 business days", "5 jours ouvrés": how soon a candidate hears from us. */
export function replyWithin(target: { amount: number; unit: 'hours' | 'days' }, language: Locale) {
  const { amount, unit } = target
  const many = amount > 1
  if (language === 'fr') {
    return unit === 'days'
      ? `${amount} ${many ? 'jours ouvrés' : 'jour ouvré'}`
      : `${amount} ${many ? 'heures ouvrées' : 'heure ouvrée'}`
  }
  return `${amount} business ${unit === 'days' ? 'day' : 'hour'}${many ? 's' : ''}`
}
