import type { DefaultServerCellComponentProps } from 'payload'

import { adminLanguageOf } from '@/lib/admin/language/words'
import { isSubmissionSlug } from '@/submissions'
import { submissionReference } from '@/submissions/reference'

import { colleaguesFor } from './colleagues'
import { ownerIdOf } from './owner-id'
import { OwnerForm } from './OwnerForm'
import { ownerWords } from './words'
import './owner-form.scss'
import { workedTypes } from '@/desk/worked-types'

/** The owner column of a submission list: each row's owner, changed in place (OwnerForm). */
export async function OwnerCell({
  collectionConfig,
  i18n,
  payload,
  rowData,
}: DefaultServerCellComponentProps & { i18n?: { language?: string } }) {
  const slug = collectionConfig.slug
  const id = rowData.id
  if (!isSubmissionSlug(slug) || typeof id !== 'number') return null
  const type = workedTypes.find((each) => each.slug === slug)!
  return (
    <OwnerForm
      action={`${payload.config.routes.api}/${slug}/${id}/owner`}
      id={id}
      reference={submissionReference(type, id)}
      current={ownerIdOf(rowData.owner)}
      colleagues={await colleaguesFor(payload, slug)}
      words={ownerWords(adminLanguageOf(i18n))}
    />
  )
}
