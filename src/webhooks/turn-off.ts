import type { Payload } from 'payload'

import { inTransaction } from '@/server/database/transaction'
import { queueEmails } from '@/server/email'
import { siteUrl } from '@/server/env'

/** What the endpoint's page tells admins, and the e-mail to them, once it has been turned off. */
const turnedOffNote = (since: Date) =>
  `Turned off: every delivery failed from ${since.toISOString()} for 3 days. Check the receiver, then tick Active again.`

/**
 * Turns the endpoint off once its deliveries have failed for the retry window, and tells the
 * admins (by e-mail, through the queue, and on the endpoint's page), in one transaction.
 */
export async function turnOffFailingEndpoint(
  payload: Payload,
  endpoint: number,
  failingSince: Date,
) {
  await inTransaction(payload, async (req) => {
    const note = turnedOffNote(failingSince)
    const turnedOff = await payload.update({
      collection: 'webhook-endpoints',
      id: endpoint,
      data: { active: false, turnedOff: note },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const { docs: admins } = await payload.find({
      collection: 'users',
      where: { roles: { contains: 'admin' } },
      select: { email: true },
      pagination: false,
      depth: 0,
      req,
    })
    const page = `${siteUrl()}/admin/collections/webhook-endpoints/${endpoint}`
    await queueEmails(
      req,
      admins.map(({ email }) => ({
        to: email,
        subject: `Webhook endpoint turned off: ${turnedOff.url}`,
        text: `${note}\n\nIts deliveries are kept; replay them from its page: ${page}`,
      })),
      { sentBy: 'schedule' },
    )
  })
  payload.logger.warn(`Webhook endpoint ${endpoint} turned off after 3 days of failed deliveries`)
}
