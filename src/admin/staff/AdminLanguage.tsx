'use client'

import { useAuth, useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { isStaffLanguage } from './options'

/**
 * The admin speaks the signed-in person's language, as set on their account. Signing in already
 * sets Payload's language cookie (preferences.ts); this follows a change saved on the account
 * page, or a browser whose cookie says otherwise, by Payload's own switch (cookie and refresh).
 */
export function AdminLanguage({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const { i18n, switchLanguage } = useTranslation()
  const language = (user as { language?: unknown } | null)?.language
  useEffect(() => {
    if (isStaffLanguage(language) && language !== i18n.language) void switchLanguage?.(language)
  }, [language, i18n.language, switchLanguage])
  return children
}
