import type { Field, GlobalConfig } from 'payload'

import { hiddenUnless } from '@/lib/admin/navigation'
import { trackingFrenchGlobal } from '@/admin/translations/missing-french'
import { withGlobalDrafts } from '@/publishing/drafts'
import { revalidateGlobal } from '@/publishing/revalidate'

/**
 * A static page's copy, shown at `path`: one global per page, prepared and published by editors,
 * read by everyone once published.
 */
export function pageGlobal(
  slug: string,
  label: string,
  path: string,
  fields: Field[],
): GlobalConfig {
  return withGlobalDrafts(
    trackingFrenchGlobal({
      slug,
      label,
      admin: { group: 'Pages', hidden: hiddenUnless('editor') },
      hooks: { afterChange: [revalidateGlobal] },
      fields,
    }),
    path,
  )
}
