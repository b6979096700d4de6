import { getTranslations } from 'next-intl/server'

import { showsDrafts } from '@/lib/data/published'

import { RefreshOnSave } from './refresh-on-save'

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
      <RefreshOnSave />
    </div>
  )
}
