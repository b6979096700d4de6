import type { PayloadRequest, Where } from 'payload'

const sendEmailJobs: Where = { taskSlug: { equals: 'sendEmail' } }

/**
 * Notification and confirmation e-mails still in the jobs queue (waiting, or failed for good)
 * written to or on behalf of this address: their input copies what the visitor sent. Sent
 * e-mails' jobs are deleted on completion, so the queue holds few; they are matched here rather
 * than in SQL because Payload's JSON queries refuse or misread addresses with `+` or `'`.
 */
export async function findQueuedEmails(req: PayloadRequest, email: string): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: sendEmailJobs,
    select: { input: true },
    pagination: false,
    depth: 0,
    req,
  })
  return docs
    .filter((job) => {
      const input = (job.input ?? {}) as { to?: unknown; replyTo?: unknown }
      return [input.to, input.replyTo].some(
        (address) => typeof address === 'string' && address.trim().toLowerCase() === email,
      )
    })
    .map((job) => job.id)
}

/** Queued e-mails created before the cutoff: they copy submissions that retention removes. */
export const queuedEmailsBefore = (cutoff: Date): Where => ({
  and: [sendEmailJobs, { createdAt: { less_than: cutoff.toISOString() } }],
})

export async function deleteQueuedEmails(req: PayloadRequest, where: Where): Promise<number> {
  const { totalDocs } = await req.payload.count({ collection: 'payload-jobs', where, req })
  if (totalDocs > 0) await req.payload.db.deleteMany({ collection: 'payload-jobs', where, req })
  return totalDocs
}
