import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { sitePagePath } from '@/publishing/preview-path'
import { siteUrl } from '@/server/env'

/** The page a same-site link was followed from. */
function referringPath(request: NextRequest): string | null {
  const referer = request.headers.get('referer')
  if (!referer) return null
  try {
    const url = new URL(referer)
    return url.origin === new URL(siteUrl()).origin
      ? sitePagePath(`${url.pathname}${url.search}`)
      : null
  } catch {
    return null
  }
}

/** Leaves preview and shows the published page the editor was looking at. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  redirect(referringPath(request) ?? '/')
}
