import { createLocalReq, type ServerProps } from 'payload'

import { adminLanguageOf, labelIn } from '@/lib/admin/language/words'
import { searchPath } from '@/lib/admin/navigation'

import { pluralLabelOf, readableCollections, searchedCollections } from './collections'
import { SearchField } from './SearchField'
import { searchWords } from './words'
import './search.scss'

/**
 * The search box in the admin's header, for staff who may read something it finds: a plain GET
 * form to the results page, which works before and without the admin's scripts; once they have
 * arrived, it also suggests results as the person types.
 */
export async function SearchBox({ i18n, payload, user, searchParams }: ServerProps) {
  if (!user) return null
  const readable = await readableCollections(await createLocalReq({ user }, payload))
  if (readable.length === 0) return null
  const language = adminLanguageOf(i18n)
  const words = searchWords(language)
  const { admin, api } = payload.config.routes
  const groups = Object.fromEntries(
    searchedCollections.map((collection) => [
      collection,
      labelIn(pluralLabelOf(collection), language),
    ]),
  )
  return (
    <SearchField
      action={`${admin}${searchPath}`}
      api={`${api}/search`}
      groups={groups}
      typed={typeof searchParams?.q === 'string' ? searchParams.q : ''}
      words={{
        label: words.label,
        placeholder: words.placeholder,
        submit: words.submit,
        suggestions: words.suggestions,
        allResults: words.allResults('{text}'),
      }}
    />
  )
}
