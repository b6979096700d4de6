'use client'

import { useEffect, useId, useRef, useState } from 'react'

type Suggestion = { type: string; id: number; title: string; href: string }

type Props = {
  /** The results page the form goes to. */
  action: string
  /** GET /api/search. */
  api: string
  /** Each collection's name as a group of results, in the reader's language. */
  groups: Record<string, string>
  /** What the results page was asked for, to show in the box. */
  typed: string
  words: {
    label: string
    placeholder: string
    submit: string
    suggestions: string
    /** "All results for “{text}”". */
    allResults: string
  }
}

/** Suggestions shown while typing. */
const suggested = 8
/** How long typing must pause before suggestions are asked for. */
const pauseMs = 200

/**
 * The header's search form. Submitted, it opens the results page (with or without scripts); as
 * the person types, up to eight suggestions appear under it, grouped by type, which the arrow
 * keys and Enter, or a tap, open.
 */
export function SearchField({ action, api, groups, typed, words }: Props) {
  const id = useId()
  const listId = `${id}-suggestions`
  const [text, setText] = useState(typed)
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const form = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)

  // Uncontrolled, so that what was typed before the scripts arrived stays; read once they have.
  useEffect(() => setText(input.current?.value ?? ''), [])

  useEffect(() => {
    const query = text.trim()
    // An empty box shows no suggestions (see `shown`), so there is nothing to ask for.
    if (query === '') return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q: query, limit: String(suggested) })
      fetch(`${api}?${params}`, { credentials: 'include', signal: controller.signal })
        .then(async (response) =>
          response.ok ? ((await response.json()) as { results: Suggestion[] }).results : [],
        )
        .then((results) => {
          setSuggestions(results)
          setActive(-1)
        })
        .catch(() => undefined)
    }, pauseMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [api, text])

  useEffect(() => {
    const close = (event: PointerEvent) => {
      if (!form.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    return () => document.removeEventListener('pointerdown', close)
  }, [])

  const shown = open && text.trim() !== '' && suggestions.length > 0

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      setOpen(false)
      return
    }
    if (!shown) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + suggestions.length + 1) % (suggestions.length + 1))
    } else if (event.key === 'Enter' && active >= 0 && active < suggestions.length) {
      event.preventDefault()
      window.location.assign(suggestions[active]!.href)
    }
  }

  return (
    <form ref={form} className="search-box" role="search" action={action} method="get">
      <label className="search-box__label" htmlFor={`${id}-q`}>
        {words.label}
      </label>
      <input
        id={`${id}-q`}
        className="search-box__input"
        type="search"
        name="q"
        ref={input}
        defaultValue={typed}
        maxLength={200}
        placeholder={words.placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button className="search-box__submit" type="submit">
        {words.submit}
      </button>
      {shown && (
        <ul
          className="search-box__suggestions"
          id={listId}
          role="listbox"
          aria-label={words.suggestions}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.type}/${suggestion.id}/${suggestion.title}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="search-box__suggestion"
            >
              <a href={suggestion.href} tabIndex={-1}>
                <span className="search-box__title">{suggestion.title}</span>
                <span className="search-box__group">
                  {groups[suggestion.type] ?? suggestion.type}
                </span>
              </a>
            </li>
          ))}
          <li
            id={`${listId}-${suggestions.length}`}
            role="option"
            aria-selected={active === suggestions.length}
            className="search-box__suggestion search-box__suggestion--all"
          >
            <a href={`${action}?${new URLSearchParams({ q: text.trim() })}`} tabIndex={-1}>
              {words.allResults.replace('{text}', text.trim())}
            </a>
          </li>
        </ul>
      )}
    </form>
  )
}
