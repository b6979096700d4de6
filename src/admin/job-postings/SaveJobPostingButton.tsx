'use client'

import {
  FormSubmit,
  toast,
  useEditDepth,
  useForm,
  useFormModified,
  useHotkey,
  useOperation,
} from '@payloadcms/ui'
import { useRef } from 'react'

export const jobPostingUpdated = 'Job posting updated successfully'

/**
 * Payload's save button for job postings, confirming an update in the spec's words. Creation is
 * confirmed by the server's message ("Job posting created successfully", see the i18n overrides)
 * after the editor moves to the new posting; failures keep Payload's server message.
 */
export function SaveJobPostingButton() {
  const { submit } = useForm()
  const modified = useFormModified()
  const operation = useOperation()
  const editDepth = useEditDepth()
  const ref = useRef<HTMLButtonElement>(null)
  const disabled = operation === 'update' && !modified

  useHotkey({ cmdCtrlKey: true, editDepth, keyCodes: ['s'] }, (event) => {
    event.preventDefault()
    event.stopPropagation()
    ref.current?.click()
  })

  async function save() {
    if (operation !== 'update') return void submit()
    const result = await submit({ disableSuccessStatus: true })
    if (result?.res.ok) toast.success(jobPostingUpdated)
  }

  return (
    <FormSubmit
      buttonId="action-save"
      disabled={disabled}
      onClick={() => void save()}
      ref={ref}
      size="medium"
      type="button"
    >
      Save
    </FormSubmit>
  )
}
