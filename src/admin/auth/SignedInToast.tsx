'use client'

import { toast, useAuth, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * Greets staff the moment they sign in. The admin keeps this provider mounted across the login
 * page and the dashboard, so a user appearing where there was none is a fresh sign-in; reloads
 * start with the user already present and stay quiet.
 */
export function SignedInToast({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const french = i18n.language === 'fr'
  const hadUser = useRef(Boolean(user))
  useEffect(() => {
    const isStaff = Boolean((user as { roles?: string[] | null } | null)?.roles?.length)
    if (user && !hadUser.current && isStaff) {
      toast.success(french ? 'Connexion réussie' : 'Signed in successfully', {
        description: french
          ? 'Bienvenue dans l’administration du site.'
          : 'Welcome to the admin dashboard.',
      })
    }
    hadUser.current = Boolean(user)
  }, [user, french])
  return children
}
