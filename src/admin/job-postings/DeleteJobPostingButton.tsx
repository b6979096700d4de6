'use client'

import {
  ConfirmationModal,
  PopupList,
  toast,
  useConfig,
  useDocumentInfo,
  useForm,
  useModal,
} from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'
import './job-postings.scss'

export const deleteJobPostingQuestion = 'Are you sure you want to delete this job posting?'
export const jobPostingDeleted = 'Job posting deleted successfully'
export const jobPostingDeleteFailed = 'Failed to delete job posting'

/**
 * "Delete" in a job posting's menu, asking and answering in the spec's words. Payload's own
 * delete entry can only phrase its question with the collection's capitalised label, so
 * custom.scss hides it on job postings and this one takes its place.
 */
export function DeleteJobPostingButton() {
  const { id, hasDeletePermission } = useDocumentInfo()
  const { setModified } = useForm()
  const { openModal } = useModal()
  const router = useRouter()
  const {
    config: {
      routes: { admin: adminRoute, api },
    },
  } = useConfig()
  if (!id || !hasDeletePermission) return null
  const modalSlug = `delete-job-posting-${id}`

  async function deletePosting() {
    setModified(false)
    const response = await fetch(formatAdminURL({ apiRoute: api, path: `/job-postings/${id}` }), {
      method: 'DELETE',
      credentials: 'include',
    }).catch(() => null)
    if (!response?.ok) {
      toast.error(jobPostingDeleteFailed)
      return
    }
    toast.success(jobPostingDeleted)
    router.push(formatAdminURL({ adminRoute, path: '/collections/job-postings' }))
  }

  return (
    <>
      <PopupList.Button id="action-delete-job-posting" onClick={() => openModal(modalSlug)}>
        Delete
      </PopupList.Button>
      <ConfirmationModal
        modalSlug={modalSlug}
        heading="Delete job posting"
        body={deleteJobPostingQuestion}
        confirmLabel="Delete"
        confirmingLabel="Deleting…"
        onConfirm={deletePosting}
      />
    </>
  )
}
