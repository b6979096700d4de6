'use client'

import { LoaderCircle } from '@/components/ui/lucide-icons'
import { useLinkStatus } from 'next/link'

/** The careers list's loading state: a spinner on the page link while that page loads. */
export function PendingPage({ label }: { label: string }) {
  const { pending } = useLinkStatus()
  if (!pending) return null
  return (
    <span role="status" className="inline-flex">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  )
}
