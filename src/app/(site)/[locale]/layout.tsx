import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { AttributionBeforeScripts } from '@/submissions/attribution/before-scripts'
import { SiteFooter } from '@/components/layout/site-footer'
import { Toasts } from '@/submissions/form/toasts'
import { getSiteSettings } from '@/lib/data/globals'
import { siteUrl } from '@/server/env'
import { isLocale } from '@/lib/site/locales'
import { routeLocale } from '@/lib/site/route-params'
import { PreviewBar } from '@/publishing/preview-bar'

import '../globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }
/** The header is a slot (`@header`), the one part of the layout given the page's whole path. */
type LayoutProps = Props & { header: React.ReactNode }

/** Pages render on their first request and are then served from Next's cache. */
export function generateStaticParams() {
  return []
}

/** Defaults under each page's own metadata. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const settings = isLocale(locale) ? await getSiteSettings(locale) : null
  return {
    metadataBase: new URL(siteUrl()),
    title: settings?.siteName,
    icons: { icon: '/favicon.svg' },
  }
}

export default async function SiteLayout({ children, header, params }: LayoutProps) {
  const locale = await routeLocale(params)
  const [settings, t] = await Promise.all([getSiteSettings(locale), getTranslations('layout')])
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col">
        {/* First: a visitor who follows a link before the page's scripts keeps their campaign. */}
        <AttributionBeforeScripts />
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('skipToContent')}
        </a>
        <PreviewBar />
        {header}
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter settings={settings} locale={locale} />
        {/* Empty until a form needs a toast: sonner is not part of any page's first load. */}
        <Toasts />
      </body>
    </html>
  )
}
