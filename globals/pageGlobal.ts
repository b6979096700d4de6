import type { Field, GlobalConfig } from 'payload'

import { anyone, editorsOnly } from '@/access'

/** A static page's copy: one global per page, edited by editors, read by everyone. */
export function pageGlobal(slug: string, label: string, fields: Field[]): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Pages' },
    access: { read: anyone, update: editorsOnly },
    fields,
  }
}
