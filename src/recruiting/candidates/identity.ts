import { personKeyOf } from '@/lib/mailbox'
import { inE164 } from '@/submissions/form/phone-number'

/**
 * A candidate's address as matching reads it: lowercase, a `+tag` dropped
 * ("Ama.Mensah+jobs@Example.com" is "ama.mensah@example.com"); null for what is no address.
 */
export const candidateEmailOf = (address: unknown): string | null =>
  typeof address === 'string' ? personKeyOf(address) : null

/**
 * A candidate's phone in E.164 ("+254712345678"), or null: a number typed without its country
 * code cannot be read as one country's rather than another's, so it never matches anyone.
 */
export function candidatePhoneOf(typed: unknown): string | null {
  if (typeof typed !== 'string' || !typed.trim().startsWith('+')) return null
  return inE164(typed.trim()) ?? null
}

/** How the admin names a candidate: their name as they last gave it, else their address. */
export const candidateNameOf = (first: unknown, last: unknown, email: string): string => {
  const name = [first, last]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ')
  return name || email
}
