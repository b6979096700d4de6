'use client'

import { usePathname, useSearchParams } from 'next/navigation'

import { OwnerNoticeLine, OwnerOptions, useOwnerNoticeFromRedirect } from './owner-choices'
import type { OwnerWords } from './words'

type Props = {
  action: string
  id: number
  reference: string
  current: number | null
  colleagues: { id: number; name: string }[]
  words: OwnerWords
}

/**
 * A row's owner as a plain form: the select and its button post to POST /api/<slug>/:id/owner,
 * which brings the list back as it was, saying whether it changed. It works before the admin's
 * scripts run, and after them the same way.
 */
export function OwnerForm({ action, id, reference, current, colleagues, words }: Props) {
  const pathname = usePathname()
  const query = useSearchParams()
  const here = query.size > 0 ? `${pathname}?${query.toString()}` : pathname
  const notice = useOwnerNoticeFromRedirect(id)
  return (
    <form className="owner-form" method="post" action={action}>
      <input type="hidden" name="back" value={here} />
      <select
        name="owner"
        defaultValue={current ?? ''}
        aria-label={`${words.ownerOf} ${reference}`}
      >
        <OwnerOptions colleagues={colleagues} words={words} />
      </select>
      <button type="submit" className="owner-form__assign">
        {words.assign}
      </button>
      {notice && <OwnerNoticeLine notice={notice} words={words} className="owner-form__notice" />}
    </form>
  )
}
