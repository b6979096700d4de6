'use client'

import { usePathname, useSearchParams } from 'next/navigation'

import { ownerParams } from './outcome'
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
  const notice =
    query.get(ownerParams.updated) === String(id)
      ? 'updated'
      : query.get(ownerParams.failed) === String(id)
        ? 'failed'
        : null
  return (
    <form className="owner-form" method="post" action={action}>
      <input type="hidden" name="back" value={here} />
      <select
        name="owner"
        defaultValue={current ?? ''}
        aria-label={`${words.ownerOf} ${reference}`}
      >
        <option value="">{words.unassigned}</option>
        {colleagues.map((colleague) => (
          <option key={colleague.id} value={colleague.id}>
            {colleague.name}
          </option>
        ))}
      </select>
      <button type="submit" className="owner-form__assign">
        {words.assign}
      </button>
      {notice && (
        <p className="owner-form__notice" role={notice === 'failed' ? 'alert' : 'status'}>
          {notice === 'updated' ? words.updated : words.failed}
        </p>
      )}
    </form>
  )
}
