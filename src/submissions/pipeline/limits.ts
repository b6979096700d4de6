/**
 * How big a form may be, in bytes. Free of dependencies: the production front
 * (src/submissions/pipeline/body-limits.ts) refuses larger bodies with these figures before anything reads them.
 */

/** A form's text, however long its answers, fits easily; anything bigger is not a person typing. */
export const maxValuesBytes = 64 * 1024

/** One résumé or cover letter. */
export const maxAttachmentBytes = 5 * 1024 * 1024

/** A multipart part's headers and boundaries, generously. */
const partOverheadBytes = 16 * 1024

/** The largest body a form can legitimately send: its values plus its files at their limit. */
export const maxFormBodyBytes = (fileFields: number) =>
  maxValuesBytes + fileFields * (maxAttachmentBytes + partOverheadBytes)

/** What an e-mail from a lead's page attaches at most, chosen and uploaded together (src/desk/replies). */
export const maxLeadEmailAttachmentsBytes = 10 * 1024 * 1024

/**
 * An e-mail from a lead's page: its attachments, and the rest of the page's form, which a post made
 * before the scripts run carries whole (the document's fields beside the e-mail's).
 */
export const maxLeadEmailBodyBytes = maxLeadEmailAttachmentsBytes + 1024 * 1024
