import { NextResponse, type NextRequest } from 'next/server'

import { localeCookie } from '@/lib/site/locale-path'
import { defaultLocale, isLocale } from '@/lib/site/locales'

/**
 * A visitor who chose another language (the header's switcher keeps it in a cookie) is taken to
 * its home page from /. Only / runs this, and / itself stays a cached page: the redirect is
 * decided here, for this visitor only. Crawlers send no cookie and always get /.
 */
export function proxy(request: NextRequest) {
  const chosen = request.cookies.get(localeCookie)?.value
  if (!chosen || !isLocale(chosen) || chosen === defaultLocale) return NextResponse.next()
  const response = NextResponse.redirect(new URL(`/${chosen}`, request.url), 307)
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}

export const config = { matcher: '/' }
