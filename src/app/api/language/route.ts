import { NextResponse, type NextRequest } from 'next/server'

import { languageSwitchOf } from '@/lib/site/language-switch'

const oneYearSeconds = 365 * 24 * 60 * 60

/** Never kept by a cache on the way, and never indexed (robots.txt keeps crawlers off /api/ too). */
const switchHeaders = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' }

/**
 * The header's language switch: keeps the visitor's choice in a cookie, which / reads on their
 * next visit (src/lib/site/language-choice.ts), and leads to the same page in that language.
 */
export function GET(request: NextRequest) {
  const choice = languageSwitchOf(request.nextUrl.searchParams)
  if (!choice.ok) {
    return NextResponse.json({ message: choice.message }, { status: 400, headers: switchHeaders })
  }
  // A relative Location: the browser resolves it on the origin it asked, whatever proxies say.
  const response = new NextResponse(null, {
    status: 303,
    headers: { ...switchHeaders, location: choice.location },
  })
  response.cookies.set(choice.cookie.name, choice.cookie.value, {
    path: '/',
    maxAge: oneYearSeconds,
    sameSite: 'lax',
    httpOnly: true,
  })
  return response
}
