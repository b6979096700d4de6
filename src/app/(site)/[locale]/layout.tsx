import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'

import { isLocale } from '@/lib/locales'

import '../globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** Pages render on their first request and are then served from Next's cache. */
export function generateStaticParams() {
  return []
}

export const metadata: Metadata = {
  robots: { index: true, follow: true },
}

export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return (
    <html lang={locale}>
      <body>{children}</body>
    </html>
  )
}
