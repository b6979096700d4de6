'use client'

import { useSearchParams } from 'next/navigation'

import { ownerParams } from './outcome'
import type { OwnerWords } from './words'

export type OwnerNotice = 'updated' | 'failed'

/** What a plain form post's redirect says of this lead's owner, if it is the one it changed. */
export function useOwnerNoticeFromRedirect(id: number | string | undefined): OwnerNotice | null {
  const query = useSearchParams()
  if (query.get(ownerParams.updated) === String(id)) return 'updated'
  if (query.get(ownerParams.failed) === String(id)) return 'failed'
  return null
}

/** The owner select's choices: the unassigned queue, then each colleague who may own the lead. */
export function OwnerOptions({
  colleagues,
  words,
}: {
  colleagues: { id: number; name: string }[]
  words: OwnerWords
}) {
  return (
    <>
      <option value="">{words.unassigned}</option>
      {colleagues.map((colleague) => (
        <option key={colleague.id} value={colleague.id}>
          {colleague.name}
        </option>
      ))}
    </>
  )
}

/** Whether the owner changed, said where the select is. */
export function OwnerNoticeLine({
  notice,
  words,
  className,
}: {
  notice: OwnerNotice
  words: OwnerWords
  className: string
}) {
  return (
    <p className={className} role={notice === 'failed' ? 'alert' : 'status'}>
      {notice === 'updated' ? words.updated : words.failed}
    </p>
  )
}
