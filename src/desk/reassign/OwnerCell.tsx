import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { isSubmissionSlug, type SubmissionSlug } from '@/submissions'
import { submissionReference } from '@/submissions/reference'

import { accountsWithRoles } from '../access'
import { OwnerForm } from './OwnerForm'
import './owner-form.scss'
import { workedTypes } from '@/desk/worked-types'

/** Who may own the type's leads, by name: read once per list, whatever its number of rows. */
const colleaguesFor = cache(async (payload: Payload, slug: SubmissionSlug) => {
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

const idOf = (value: unknown) => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : null
}

/** The owner column of a submission list: each row's owner, changed in place (OwnerForm). */
export async function OwnerCell({
  collectionConfig,
  payload,
  rowData,
}: DefaultServerCellComponentProps) {
  const slug = collectionConfig.slug
  const id = rowData.id
  if (!isSubmissionSlug(slug) || typeof id !== 'number') return null
  const type = workedTypes.find((each) => each.slug === slug)!
  return (
    <OwnerForm
      action={`${payload.config.routes.api}/${slug}/${id}/owner`}
      id={id}
      reference={submissionReference(type, id)}
      current={idOf(rowData.owner)}
      colleagues={await colleaguesFor(payload, slug)}
    />
  )
}
