'use client'

import type { MouseEvent, ReactNode } from 'react'

/**
 * A merge or undo button inside the candidate's document form (forms cannot nest). Before the
 * admin's scripts run it posts that form to `action`; once they run, the document form would
 * save the candidate instead, so a click posts a form of its own with the named fields of its
 * box (`fields`: the closest element with that class), the same plain post either way.
 */
export function CandidatePostButton({
  action,
  fields,
  confirm,
  children,
  className,
}: {
  action: string
  fields?: string
  confirm?: string
  children: ReactNode
  className?: string
}) {
  const post = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    if (confirm && !window.confirm(confirm)) return
    const form = document.createElement('form')
    form.method = 'post'
    form.action = action
    const box = fields ? event.currentTarget.closest(`.${fields}`) : null
    box?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name]').forEach((input) => {
      const copy = document.createElement('input')
      copy.type = 'hidden'
      copy.name = input.name
      copy.value = input.value
      form.append(copy)
    })
    document.body.append(form)
    form.submit()
  }
  return (
    <button
      type="submit"
      formAction={action}
      formMethod="post"
      className={className}
      onClick={post}
    >
      {children}
    </button>
  )
}
