'use client'

import { toast, useAuth } from '@payloadcms/ui'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * Greets staff the moment they sign in. The admin keeps this provider mounted across the login
 * page and the dashboard, so a user appearing where there was none is a fresh sign-in; reloads
 * start with the user already present and stay quiet.
 */
export function SignedInToast({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const hadUser = useRef(Boolean(user))
  useEffect(() => {
    const isStaff = Boolean((user as { roles?: string[] | null } | null)?.roles?.length)
    if (user && !hadUser.current && isStaff) {
      toast.success('Signed in successfully', { description: 'Welcome to the admin dashboard.' })
    }
    hadUser.current = Boolean(user)
  }, [user])
  return children
}
