'use client'

import { useSearchParams } from 'next/navigation'

import { mergeOutcomeParams } from './outcomes'

/**
 * What a merge or undo posted from this page did, or why not, read from the page's query: the
 * texts come translated from the server, keyed by the outcome the endpoint names.
 */
export function MergeNotice({ texts }: { texts: Record<string, string> }) {
  const query = useSearchParams()
  const refused = query.get(mergeOutcomeParams.refused)
  const done = query.get(mergeOutcomeParams.done)
  if (refused && texts[refused]) {
    return (
      <p className="candidate-merge__notice candidate-merge__notice--refused" role="alert">
        {texts[refused]}
      </p>
    )
  }
  if (done && texts[done]) {
    return (
      <p className="candidate-merge__notice" role="status">
        {texts[done]}
      </p>
    )
  }
  return null
}
