import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { AdminScreen } from '@/lib/admin/AdminScreen'
import { adminLanguageOf, labelIn } from '@/lib/admin/language/words'
import { searchPath } from '@/lib/admin/navigation'

import { pluralLabelOf, searchedCollections } from './collections'
import { searchRecords } from './find'
import { searchWords } from './words'
import './search.scss'

/** Results on the page: more than the header's suggestions, the most one search answers. */
const shownResults = 50

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/**
 * /admin/search?q=…: what the header's search box found that the person may read, grouped by
 * type, each a link to its page. A plain page: it works before and without the admin's scripts.
 */
export async function SearchView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const { admin } = req.payload.config.routes
  const asked = one(props.searchParams?.q)
  const text = typeof asked === 'string' ? asked.trim() : ''
  if (!req.user) {
    const back = `${admin}${searchPath}${text === '' ? '' : `?${new URLSearchParams({ q: text })}`}`
    redirect(
      `${admin}${req.payload.config.admin.routes.login}?${new URLSearchParams({ redirect: back })}`,
    )
  }
  const language = adminLanguageOf(req.i18n)
  const words = searchWords(language)
  const results = text === '' ? [] : await searchRecords(req, text, shownResults)
  const groups = searchedCollections
    .map((collection) => ({
      collection,
      label: labelIn(pluralLabelOf(collection), language),
      results: results.filter((result) => result.type === collection),
    }))
    .filter((group) => group.results.length > 0)
  return (
    <AdminScreen {...props} title={words.search} className="search-results">
      <h1>{words.search}</h1>
      <p>{words.intro}</p>
      <form
        className="search-results__form"
        role="search"
        action={`${admin}${searchPath}`}
        method="get"
      >
        <label className="search-box__label" htmlFor="search-page-q">
          {words.label}
        </label>
        <input
          id="search-page-q"
          className="search-box__input"
          type="search"
          name="q"
          defaultValue={text}
          maxLength={200}
          placeholder={words.placeholder}
        />
        <button className="search-box__submit search-results__submit" type="submit">
          {words.submit}
        </button>
      </form>
      {text === '' ? (
        <p>{words.empty}</p>
      ) : results.length === 0 ? (
        <div role="status">
          <p>{words.nothing(text)}</p>
          <p>{words.nothingHint}</p>
        </div>
      ) : (
        <>
          <p role="status">{words.results(results.length)}</p>
          {groups.map((group) => (
            <section
              key={group.collection}
              className="search-results__group"
              aria-labelledby={`search-group-${group.collection}`}
              data-type={group.collection}
            >
              <h2 id={`search-group-${group.collection}`}>
                {group.label} ({group.results.length})
              </h2>
              <ul>
                {group.results.map((result) => (
                  <li key={`${result.id}/${result.title}`}>
                    <a href={result.href}>{result.title}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </AdminScreen>
  )
}
