import type { Payload } from 'payload'
import { cache } from 'react'

import { workedTypes } from '@/desk/worked-types'
import type { SubmissionSlug } from '@/submissions'

import { accountsWithRoles } from '../access'

/** Who may own the type's leads, by name: read once per list, whatever its number of rows. */
export const colleaguesFor = cache(async (payload: Payload, slug: SubmissionSlug) => {
  const type = workedTypes.find((each) => each.slug === slug)!
  const { docs } = await payload.find({
    collection: 'users',
    where: accountsWithRoles(type.workedBy),
    select: { displayName: true, email: true },
    sort: 'displayName',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((account) => ({ id: account.id, name: account.displayName || account.email }))
})
