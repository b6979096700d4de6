import type { CollectionConfig, TaskConfig } from 'payload'

import { emailMessage, emailRetryDelayMs } from '@/server/email'

/**
 * Sends one e-mail through Payload's e-mail adapter. Queued in the same transaction as the
 * submission that causes it, so an e-mail exists only for a stored submission; retried with
 * back-off when the mail server is down.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send e-mail',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: emailRetryDelayMs() } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
    { name: 'replyTo', type: 'text' },
    { name: 'from', type: 'text' },
    { name: 'messageId', type: 'text' },
    { name: 'cc', type: 'text' },
    { name: 'bcc', type: 'text' },
    // The stored files that go with it: [{ key, filename }] (src/server/email.ts, emailMessage).
    { name: 'attachments', type: 'json' },
  ],
  handler: async ({ input, req }) => {
    await req.payload.sendEmail(
      await emailMessage(req.payload, {
        to: input.to,
        subject: input.subject,
        text: input.text,
        html: input.html ?? undefined,
        replyTo: input.replyTo ?? undefined,
        from: input.from ?? undefined,
        messageId: input.messageId ?? undefined,
        cc: input.cc ?? undefined,
        bcc: input.bcc ?? undefined,
        attachments: Array.isArray(input.attachments)
          ? (input.attachments as { key: string; filename: string }[])
          : undefined,
      }),
    )
    return { output: {} }
  },
}

/**
 * Payload's jobs collection, with the column the deliveries worker claims an e-mail by
 * (sendWaitingEmails in src/server/email.ts). Payload indexes its own `processing`: a claim
 * written there would touch every index of the table. No index covers this one, so taking an
 * e-mail is a HOT update, written in the row's own page.
 */
export function withEmailClaims({
  defaultJobsCollection,
}: {
  defaultJobsCollection: CollectionConfig
}): CollectionConfig {
  return {
    ...defaultJobsCollection,
    fields: [
      ...defaultJobsCollection.fields,
      {
        name: 'claimedAt',
        label: 'Claimed by the deliveries worker',
        type: 'date',
        admin: { hidden: true },
      },
    ],
  }
}
