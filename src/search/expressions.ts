import { sql, type SQLWrapper } from '@payloadcms/db-postgres/drizzle'

import type { SearchText } from './query-text'

/**
 * Whether a row's words match the search: each word typed as the start of a stored word, or the
 * text's English or French stems (websearch syntax: "quoted phrases", or, -not). The configurations
 * are the migration's, which read words without accents.
 */
export const matchesWords = (words: SQLWrapper, search: SearchText) =>
  sql`${words} @@ (to_tsquery('search.simple', ${search.prefixes ?? ''})
    || websearch_to_tsquery('search.english', ${search.text})
    || websearch_to_tsquery('search.french', ${search.text}))`

/** pg_trgm's similarity of the text to the most similar part of the column's words, 0 to 1. */
export const wordSimilarity = (text: string, plain: SQLWrapper) =>
  sql<number>`word_similarity(${text}, ${plain})`

/** Whether the column has words similar enough to the text (pg_trgm's `<%`, which its index serves). */
export const similarWordsIn = (text: string, plain: SQLWrapper) => sql`${text} <% ${plain}`
