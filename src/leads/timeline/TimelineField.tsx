import type { UIFieldServerProps } from 'payload'

import { readerTimeZoneOfThisRender } from '@/admin/time-zone/read'
import { isSubmissionSlug, submissionTypes } from '@/submissions'
import { checkReadable } from '@/submissions/readable'
import { leadChat, type LeadChat } from '@/whatsapp/lead-chat'

import { inboxSettings } from '../replies/inbox/settings'
import { Timeline } from './Timeline'
import { readTimeline, type LeadTimelineEntry } from './timeline'

/**
 * The lead's timeline as the page is rendered: its entries are in the page's HTML, shown before
 * the admin's scripts arrive (and without them), with times in the reader's zone. The client part
 * takes over from there (adding, replying, reloading after a save).
 */
export async function TimelineField({ collectionSlug, id, payload, req }: UIFieldServerProps) {
  const zone = await readerTimeZoneOfThisRender(payload)
  const type = submissionTypes.find((each) => each.slug === collectionSlug)
  let entries: LeadTimelineEntry[] | null = null
  let whatsApp: LeadChat | null = null
  if (type && isSubmissionSlug(collectionSlug) && id !== undefined) {
    try {
      await checkReadable(req, type.slug, Number(id))
      ;[entries, whatsApp] = await Promise.all([
        readTimeline(req, type, Number(id)),
        leadChat(req, type, Number(id)),
      ])
    } catch (error) {
      // The client part reads it again, and says so if it cannot.
      payload.logger.error({ err: error }, `Timeline: could not read ${collectionSlug} ${id}`)
    }
  }
  return (
    <Timeline
      zone={zone}
      initial={entries}
      answersFiled={inboxSettings() !== null}
      whatsApp={whatsApp}
    />
  )
}
