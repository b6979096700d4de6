import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { editsContent } from '@/access/roles'
import { payloadClient } from '@/lib/data/payload'
import { sitePagePath } from '@/publishing/preview-path'

/**
 * Opens a page in preview: an editor's (or admin's) session turns on Next's draft mode, in which
 * pages are rendered on each request with the latest drafts; anyone else gets the published page.
 */
export async function GET(request: NextRequest) {
  const path = sitePagePath(request.nextUrl.searchParams.get('path'))
  if (!path) {
    return Response.json(
      { error: 'Give the path of a page of this site to preview, e.g. /products/vas.' },
      { status: 400 },
    )
  }
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const draft = await draftMode()
  if (editsContent(user)) draft.enable()
  else draft.disable()
  redirect(path)
}
