import type { Where } from 'payload'

/** What everyone may read of content with drafts, and all the public site reads of it. */
export const publishedOnly: Where = { _status: { equals: 'published' } }
