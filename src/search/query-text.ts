/** The longest search text taken; more is cut, not refused (a pasted paragraph still searches). */
export const maxSearchLength = 200

/** The fewest digits a number must have to be looked for among phone numbers. */
const fewestPhoneDigits = 6

/** Most words of a search used: enough for a name and a company. */
const mostWords = 8

/** What a search box's text asks for, in the forms the queries take. */
export type SearchText = {
  /** The text as typed, trimmed and cut to its length: for the stemmed and similar-word matches. */
  text: string
  /**
   * Each word (letters and digits only, without accents, in lower case) as the start of a word,
   * all of them: a query of PostgreSQL's `to_tsquery`, safe by construction. Null without words.
   */
  prefixes: string | null
  /** The words without accents, in lower case, separated by spaces: for pg_trgm's similarity. */
  plainWords: string
  /** The digits a phone number typed in any form may be stored with: none for other text. */
  phoneDigits: string[]
}

const withoutAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '')

/**
 * The digits a phone number is stored with (its digits without leading zeros), for a number typed
 * in any form: "+233 24 123 4567", "00233241234567", "024 123 4567" or "(024) 123-4567". A local
 * number is found inside the international one it is stored as; an international number typed
 * whole is also looked for without its country code (two or three digits), in case it was stored
 * in local form.
 */
function phoneDigitsOf(text: string): string[] {
  if (!/^[\d\s()+./-]+$/.test(text)) return []
  const digits = text.replace(/\D/g, '').replace(/^0+/, '')
  if (digits.length < fewestPhoneDigits) return []
  if (digits.length < 11) return [digits]
  return [digits, digits.slice(3), digits.slice(2)]
}

/** The search box's text, as the queries use it; null when there is nothing to look for. */
export function readSearchText(typed: unknown): SearchText | null {
  const text = (typeof typed === 'string' ? typed : '').trim().slice(0, maxSearchLength)
  if (text === '') return null
  const words = withoutAccents(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, mostWords)
  const phoneDigits = phoneDigitsOf(text)
  if (words.length === 0 && phoneDigits.length === 0) return null
  return {
    text,
    // A phone number's groups of digits are not words of anything stored.
    prefixes:
      words.length === 0 || phoneDigits.length > 0
        ? null
        : words.map((word) => `${word}:*`).join(' & '),
    plainWords: words.join(' '),
    phoneDigits,
  }
}
