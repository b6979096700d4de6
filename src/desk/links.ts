import { siteUrl } from '@/server/env'

/** The admin page of one lead, of a type by its slug. */
export const leadUrl = (type: { slug: string }, id: number | string) =>
  `${siteUrl()}/admin/collections/${type.slug}/${id}`

/** The account a lead is assigned to, as the e-mail to it needs. */
export type Assignee = { id: number; email: string; displayName?: string | null }
