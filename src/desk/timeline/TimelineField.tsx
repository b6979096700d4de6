import { Fragment, type ReactNode } from 'react'
import type { UIFieldServerProps } from 'payload'

import { readerTimeZoneOfThisRender } from '@/lib/admin/time-zone/read'
import { isSubmissionSlug } from '@/submissions'
import { checkReadable } from '@/submissions/readable'

import { replyDraftOf, type ReplyDraft } from '../replies/email/draft'
import { inboxSettings } from '../replies/inbox/settings'
import { timelineActionsOf } from './actions'
import { Timeline } from './Timeline'
import { readTimeline, type LeadTimelineEntry } from './timeline'
import { workedTypes } from '@/desk/worked-types'

/**
 * The timeline as the page is rendered: its entries are in the page's HTML, shown before the
 * admin's scripts arrive (and without them), with times in the reader's zone, and the actions
 * features offer beside it. The client part takes over from there (adding, replying, reloading
 * after a save).
 */
export async function TimelineField({ collectionSlug, id, payload, req }: UIFieldServerProps) {
  const zone = await readerTimeZoneOfThisRender(payload)
  const type = workedTypes.find((each) => each.slug === collectionSlug)
  let entries: LeadTimelineEntry[] | null = null
  let actions: ReactNode[] = []
  let draft: ReplyDraft | null = null
  if (type && isSubmissionSlug(collectionSlug) && id !== undefined) {
    try {
      await checkReadable(req, type.slug, Number(id))
      ;[entries, actions, draft] = await Promise.all([
        readTimeline(req, type, Number(id)),
        Promise.all(timelineActionsOf(payload).map((action) => action(req, type, Number(id)))),
        replyDraftOf(req, type, Number(id)),
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
      replyDraft={draft}
      actions={actions.map((action, index) => (
        <Fragment key={index}>{action}</Fragment>
      ))}
    />
  )
}
