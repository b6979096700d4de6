import { maxLeadEmailAttachmentsBytes } from '@/submissions/pipeline/limits'

/** The most an e-mail's attachments weigh together, chosen and uploaded. */
export const maxAttachmentsBytes = maxLeadEmailAttachmentsBytes

export const tooLargeMessage =
  'The attachments weigh more than 10 MB together: nothing was sent. Attach fewer or smaller files.'
