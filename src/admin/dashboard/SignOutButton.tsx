'use client'

import { useAuth, useTranslation } from '@payloadcms/ui'
import { LogOut } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import '@/lib/admin/admin-button.scss'

/** Ends the session, then leaves the admin for the public site. */
export function SignOutButton() {
  const { logOut } = useAuth()
  const { i18n } = useTranslation()
  const router = useRouter()
  const [signingOut, setSigningOut] = useState(false)
  return (
    <button
      type="button"
      className="admin-button admin-button--secondary"
      disabled={signingOut}
      onClick={async () => {
        setSigningOut(true)
        await logOut()
        router.push('/')
      }}
    >
      <LogOut size={16} aria-hidden="true" />
      {i18n.language === 'fr' ? 'Se déconnecter' : 'Sign Out'}
    </button>
  )
}
