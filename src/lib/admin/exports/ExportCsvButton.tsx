'use client'

import { useConfig } from '@payloadcms/ui'
import { Download } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import '../admin-button.scss'

/** The list's own filters, search and sort: what the export should contain, in that order. */
function exportQuery(searchParams: URLSearchParams): string {
  const query = new URLSearchParams()
  searchParams.forEach((value, key) => {
    if (key.startsWith('where') || key === 'search' || key === 'sort') query.append(key, value)
  })
  return query.toString()
}

/** Downloads the list as CSV, exactly as currently filtered. */
export function ExportCsvButton({ collectionSlug }: { collectionSlug: string }) {
  const searchParams = useSearchParams()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const query = exportQuery(searchParams)
  return (
    <a
      className="admin-button admin-button--secondary"
      href={`${api}/${collectionSlug}/export.csv${query ? `?${query}` : ''}`}
      download
    >
      <Download size={16} aria-hidden="true" />
      Export CSV
    </a>
  )
}
