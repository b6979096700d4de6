import { getTranslations } from 'next-intl/server'

import { showsDrafts } from '@/lib/data/published'

/**
 * In the admin's live preview: tells the admin the page is ready for its messages, and loads the
 * page again, with the draft, each time the draft is saved. A script inline in the preview's own
 * HTML, because a client component in the layout would ship to every visitor, rendered or not.
 */
const reloadOnSave = `(() => {
  const admin = window.opener || window.parent
  if (!admin || admin === window) return
  addEventListener('message', (event) => {
    if (event.origin === location.origin && event.data && event.data.type === 'payload-document-event') location.reload()
  })
  admin.postMessage({ type: 'payload-live-preview', ready: true }, location.origin)
})()`

/** Says that a page shows drafts, and offers the way back; nothing outside an editor's preview. */
export async function PreviewBar() {
  if (!(await showsDrafts())) return null
  const t = await getTranslations('layout.preview')
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      <span>{t('notice')}</span>
      {/* A route handler that clears the preview cookie: a full navigation, not a client one. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/api/preview/exit" className="font-semibold underline underline-offset-2">
        {t('leave')}
      </a>
      <script dangerouslySetInnerHTML={{ __html: reloadOnSave }} />
    </div>
  )
}
