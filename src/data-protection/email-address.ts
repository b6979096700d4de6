/** One @, no spaces, a dot in the domain: loose on purpose, to find addresses stored long ago. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const invalidEmailMessage = 'Enter a valid e-mail address, e.g. name@example.com.'

/** The address to look for, trimmed and lower-cased; null when it is not an e-mail address. */
export function parseEmailAddress(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const email = input.trim().toLowerCase()
  return email.length <= 320 && emailShape.test(email) ? email : null
}
