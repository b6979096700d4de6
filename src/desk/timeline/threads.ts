import type { LeadTimelineEntry } from './timeline'

/** An e-mail thread of a lead: its messages, sent and received, oldest first. */
export type EmailThread = { key: string; subject: string; messages: LeadTimelineEntry[] }

/** What the timeline lists, newest first: single entries, and e-mail threads at their latest message. */
export type TimelineItem =
  { thread: false; entry: LeadTimelineEntry } | { thread: true; conversation: EmailThread }

const threaded = new Set<LeadTimelineEntry['kind']>(['emailSent', 'emailReceived'])

/** A subject without the prefixes answers and forwards add ("Re:", "Fwd:", "TR :", "RE : "). */
export const threadSubject = (subject: string) =>
  subject
    .replace(/^(\s*(re|fwd?|tr|aw|réf)\s*:\s*)+/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()

/**
 * The timeline's entries with each e-mail thread (the e-mails sent and received under one subject,
 * whatever "Re:" an answer adds) gathered where its latest message is, its messages in the order
 * they were written. Held e-mails stay apart, each waiting for a decision.
 */
export function withThreads(entries: LeadTimelineEntry[]): TimelineItem[] {
  const threads = new Map<string, EmailThread>()
  const items: TimelineItem[] = []
  for (const entry of entries) {
    if (!threaded.has(entry.kind) || !entry.subject) {
      items.push({ thread: false, entry })
      continue
    }
    const key = threadSubject(entry.subject)
    const known = threads.get(key)
    if (known) {
      known.messages.unshift(entry)
      // Named by its first message, before any "Re:".
      known.subject = entry.subject
      continue
    }
    const conversation = { key: `thread-${entry.key}`, subject: entry.subject, messages: [entry] }
    threads.set(key, conversation)
    items.push({ thread: true, conversation })
  }
  return items
}

/** The lead's files, from its e-mails' attachments, each once, newest first. */
export function leadFilesOf(entries: LeadTimelineEntry[]) {
  const files = new Map<number, NonNullable<LeadTimelineEntry['files']>[number]>()
  for (const entry of entries) for (const file of entry.files ?? []) files.set(file.id, file)
  return [...files.values()]
}
