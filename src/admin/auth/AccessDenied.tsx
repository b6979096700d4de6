'use client'

import { toast, useAuth } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import './auth.scss'

export const accessDeniedTitle = 'Access Denied'
export const accessDeniedMessage = "You don't have admin privileges."

/** How long the message stays before the visitor is taken to the public site. */
const redirectDelayMs = 2500

/**
 * Shown to a signed-in account without a role instead of Payload's "unauthorized" page: it says
 * why, ends the session and sends the visitor to the home page.
 */
export function AccessDenied() {
  const { logOut } = useAuth()
  const router = useRouter()
  useEffect(() => {
    toast.error(accessDeniedTitle, { description: accessDeniedMessage })
    const signOut = logOut().catch(() => false)
    const timer = window.setTimeout(() => {
      void signOut.then(() => router.push('/'))
    }, redirectDelayMs)
    return () => window.clearTimeout(timer)
  }, [logOut, router])
  return (
    <div className="access-denied" role="alert">
      <h1 className="access-denied__title">{accessDeniedTitle}</h1>
      <p>{accessDeniedMessage}</p>
      <p className="access-denied__note">
        An administrator must grant your account a role first. Taking you to the home page…
      </p>
    </div>
  )
}
