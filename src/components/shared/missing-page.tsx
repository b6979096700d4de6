import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { NotFoundMessage } from '@/components/shared/not-found-message'
import { getSiteSettings } from '@/lib/data/globals'

import type { Locale } from '@/lib/site/locales'
import { movedTo } from '@/lib/site/redirect'

/** Makes the answer a 404; rendered by MissingPage only. */
function NotFoundStatus(): never {
  notFound()
}

/**
 * The 404 page, as the content of the page that found nothing: rendered on the server in the
 * address's language, inside the layout (header and footer), and answered with a 404.
 *
 * A page must not call notFound() itself. React renders no error boundary on the server, so the
 * [locale] layout's not-found.tsx cannot catch it there: the error escapes the whole document and
 * Next answers with its error document, `<html id="__next_error__">` with an empty body, leaving
 * the browser to draw the 404 page once the scripts have run (vercel/next.js#98954). Without
 * scripts, or until they run, the page is blank.
 *
 * So the page renders the 404 page as its content and calls notFound() inside a Suspense boundary
 * of its own, which holds nothing else. The routes under [locale] are ISR routes, rendered on
 * request and prerendered whole before the answer starts (a 404 is never kept:
 * src/server/shared-cache/cache-handler.mjs): Next then answers 404 and keeps everything outside
 * the boundary, adding `<meta name="robots" content="noindex">`. This is Next's prerendering at
 * work, not a documented promise (docs/internals.md). A route rendered
 * per request (`force-dynamic`) streams instead, and would answer 200: it must not use this. In
 * the browser, the boundary's notFound() reaches the layout's not-found.tsx, the same message.
 */
export function MissingPage({ locale }: { locale: Locale }) {
  return (
    <>
      <NotFoundMessage locale={locale} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}

/**
 * Answers an address no page serves: a permanent redirect where editors moved what was there
 * (redirect.ts), else the 404 page.
 */
export async function redirectOrMissingPage(locale: Locale, path: string) {
  const destination = await movedTo(locale, path)
  if (destination) permanentRedirect(destination)
  return <MissingPage locale={locale} />
}

/** The 404 page's title, for the page that renders MissingPage. */
export async function missingPageMetadata(locale: Locale): Promise<Metadata> {
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getSiteSettings(locale),
  ])
  return { title: `${t('notFound.title')} | ${settings.siteName}` }
}
