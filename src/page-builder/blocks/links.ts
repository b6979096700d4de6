import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'
import type { Media } from '@/payload-types'

/** Where a button leads in the page's language: a site path stays in it, a section or site as written. */
export const hrefIn = (locale: Locale, link: string) =>
  link.startsWith('/') ? localePath(locale, link) : link

export const idOf = (relation: number | { id: number }) =>
  typeof relation === 'number' ? relation : relation.id

export const mediaOf = (value: number | Media | null | undefined) =>
  typeof value === 'object' && value?.url ? value : undefined
