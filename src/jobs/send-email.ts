import type { TaskConfig } from 'payload'

import { emailRetryDelayMs } from '@/server/email'

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
  ],
  handler: async ({ input, req }) => {
    await req.payload.sendEmail({
      to: input.to,
      subject: input.subject,
      text: input.text,
      html: input.html ?? undefined,
      replyTo: input.replyTo ?? undefined,
      from: input.from ?? undefined,
      messageId: input.messageId ?? undefined,
    })
    return { output: {} }
  },
}
