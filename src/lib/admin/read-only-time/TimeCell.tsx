import Link from 'next/link'
import type { DefaultServerCellComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { readerTimeZoneOfThisRender } from '@/lib/admin/time-zone/read'

import { formatInZone } from './format'

/**
 * A date column of a list, written by the server in the site's zone. Payload's own cell writes
 * "Loading..." until the browser has loaded its date library, then the date: the column widened,
 * the table was laid out again and the row's buttons moved under the pointer.
 */
export async function TimeCell({
  cellData,
  collectionConfig,
  link,
  linkURL,
  payload,
  rowData,
}: DefaultServerCellComponentProps) {
  const zone = await readerTimeZoneOfThisRender(payload)
  const time = typeof cellData === 'string' ? formatInZone(cellData, zone) : ''
  if (!link) return <span>{time}</span>
  // The first column is the row's link; a user may move a date column there.
  const href =
    linkURL ??
    formatAdminURL({
      adminRoute: payload.config.routes.admin,
      path: `/collections/${collectionConfig.slug}/${encodeURIComponent(String(rowData.id))}`,
    })
  return (
    <Link href={href} prefetch={false}>
      {time}
    </Link>
  )
}
