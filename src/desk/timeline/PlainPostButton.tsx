'use client'

import type { ReactNode } from 'react'

type Props = {
  action: string
  /** How the form is posted: URL-encoded, or multipart where it carries files. */
  encType?: 'multipart/form-data'
  busy: boolean
  onPress: () => void
  children: ReactNode
  className?: string
}

/**
 * A lead page box's send button, or the desk's Assign. It sits in the document's own form (forms
 * cannot nest): before the admin's scripts run, it posts that form to `action` as a plain form;
 * once they run, a click calls `onPress` instead.
 */
export function PlainPostButton({
  action,
  encType,
  busy,
  onPress,
  children,
  className = 'timeline__submit',
}: Props) {
  return (
    <button
      type="submit"
      formAction={action}
      formMethod="post"
      formEncType={encType}
      className={className}
      disabled={busy}
      onClick={(event) => {
        event.preventDefault()
        onPress()
      }}
    >
      {children}
    </button>
  )
}
