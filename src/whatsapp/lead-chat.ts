import type { PayloadRequest } from 'payload'

import { catalogues } from '@/i18n/messages'
import { stopClock } from '@/desk/clock/clock'
import { EntryRefusal } from '@/desk/timeline/timeline'
import { refusals } from '@/desk/timeline/outcome'
import { defaultLocale, isLocale, type Locale } from '@/lib/site/locales'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { submissionReference } from '@/submissions/reference'

import { chatLink, internationalDigits } from './chat-link'

type Type = SubmissionTypeOf<SubmissionSlug>

/** The chat a lead's page offers: whom it opens, the link, and the first message in it. */
export type LeadChat = { name: string; link: string; text: string }

/**
 * A chat with the visitor's phone, its first message written in the lead's language and signed by
 * the signed-in user; null when the lead has no phone in international form (+…) to open one with.
 */
export async function leadChat(
  req: PayloadRequest,
  type: Type,
  id: number,
): Promise<LeadChat | null> {
  const [lead, settings] = await Promise.all([
    req.payload.findByID({ collection: type.slug, id, depth: 0, overrideAccess: true, req }),
    req.payload.findGlobal({ slug: 'site-settings', select: { siteName: true }, depth: 0, req }),
  ])
  const answers = lead as unknown as Record<string, unknown>
  const digits = internationalDigits(typeof answers.phone === 'string' ? answers.phone : null)
  if (!digits) return null
  const language = isLocale(String(answers.language)) ? (answers.language as Locale) : defaultLocale
  const name = String(answers[type.visitor.name] ?? '').trim()
  const values: Record<string, string> = {
    name,
    // Every account has a display name: its name, else its address's first part.
    sender: (req.user?.collection === 'users' && req.user.displayName) || '',
    company: settings.siteName,
    title: type.messages[language].email.title,
    reference: submissionReference(type, id),
  }
  const text = catalogues[language].whatsapp.toLead.replace(
    /\{(\w+)\}/g,
    (placeholder, key: string) => values[key] ?? placeholder,
  )
  return { name, link: chatLink(digits, text), text }
}

/**
 * Logs on the lead's timeline the WhatsApp message the signed-in user says they sent from its
 * page, with the text the chat opened with; like a logged call or message, the first one stops the
 * response clock.
 */
export async function logWhatsAppMessage(req: PayloadRequest, type: Type, id: number) {
  const chat = await leadChat(req, type, id)
  if (!chat) throw new EntryRefusal('noPhone', refusals.noPhone)
  const author = req.user?.collection === 'users' ? req.user.id : undefined
  await req.payload.create({
    collection: 'lead-activities',
    data: {
      submissionCollection: type.slug,
      submissionId: id,
      kind: 'whatsapp',
      author,
      text: chat.text,
    },
    overrideAccess: true,
    req,
  })
  await stopClock(req, type, id, new Date())
}
