import type { Field, GlobalConfig } from 'payload'

import { anyone, editorsOnly } from '@/access'
import { hiddenUnless } from '@/admin/navigation'
import { trackingFrenchGlobal } from '@/admin/translations/status'
import { revalidateGlobal } from '@/server/revalidate'

/** A static page's copy: one global per page, edited by editors, read by everyone. */
export function pageGlobal(slug: string, label: string, fields: Field[]): GlobalConfig {
  return trackingFrenchGlobal({
    slug,
    label,
    admin: { group: 'Pages', hidden: hiddenUnless('editor') },
    access: { read: anyone, update: editorsOnly },
    hooks: { afterChange: [revalidateGlobal] },
    fields,
  })
}
