import type { Payload, PayloadRequest } from 'payload'

import { locales } from '@/lib/site/locales'
import type { JobPostingsSelect } from '@/payload-types'
import { storable } from '@/submissions/form/schema-rules'

/**
 * The open posting with this title in either language (the form offers the page's), with the
 * fields `select` names; `req` reads it inside that request's transaction.
 */
export async function activePostingTitled<Select extends JobPostingsSelect<true>>(
  payload: Payload,
  title: string,
  select: Select,
  req?: PayloadRequest,
) {
  // Read before the form's rules refuse it: no posting has a title PostgreSQL cannot compare.
  if (!storable(title)) return undefined
  for (const locale of locales) {
    const { docs } = await payload.find({
      collection: 'job-postings',
      where: { and: [{ title: { equals: title } }, { status: { equals: 'active' } }] },
      select,
      locale,
      fallbackLocale: false,
      limit: 1,
      depth: 0,
      req,
    })
    if (docs[0]) return docs[0]
  }
  return undefined
}
