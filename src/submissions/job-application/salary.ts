import { salaryCurrencies, type SalaryCurrency } from '@/lib/content/submission-options'

/** Symbols candidates type for a currency, besides its ISO code. */
const symbols: Readonly<Record<string, SalaryCurrency>> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  'GH₵': 'GHS',
  '₵': 'GHS',
  '₦': 'NGN',
  KSH: 'KES',
  R: 'ZAR',
  '₹': 'INR',
}

const isCode = (token: string): token is SalaryCurrency =>
  (salaryCurrencies as readonly string[]).includes(token)

/** "28,000", "28 000", "28.000", "28000": thousands grouped as people write them, no decimals. */
const amountPattern = /^\d{1,3}(?:[,.\s\u00a0\u202f’']\d{3})*$|^\d{1,12}$/

export type TypedSalary = { amount: number; currency?: SalaryCurrency } | null

/**
 * A salary as a candidate types it: an amount, with or without its currency's code or symbol
 * before or after it ("GHS 28,000", "28 000 €"). Null when it is not one.
 */
export function parseSalary(text: string): TypedSalary {
  const match = /^([^\d\s]*)\s*([\d][\d,.\s\u00a0\u202f’']*?)\s*([^\d\s]*)$/u.exec(text.trim())
  if (!match) return null
  const [, before, digits, after] = match
  if (before && after) return null
  const token = (before || after).toUpperCase()
  const currency = token ? (isCode(token) ? token : symbols[token]) : undefined
  if (token && !currency) return null
  if (!amountPattern.test(digits)) return null
  const amount = Number(digits.replace(/\D/g, ''))
  return Number.isSafeInteger(amount) ? { amount, ...(currency && { currency }) } : null
}
