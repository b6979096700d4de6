import { z } from 'zod'

/** The most addresses CC or BCC takes. */
export const maxCopyAddresses = 10

const email = z.email()

/** A list of addresses as typed (commas, semicolons or spaces between them), or why it is refused. */
export function copyAddresses(
  typed: unknown,
  label: 'CC' | 'BCC',
): { ok: true; addresses: string[] } | { ok: false; message: string } {
  const text = typeof typed === 'string' ? typed : ''
  const addresses = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((each) => each.trim())
        .filter((each) => each !== ''),
    ),
  ]
  if (addresses.length > maxCopyAddresses) {
    return {
      ok: false,
      message: `${label} takes at most ${maxCopyAddresses} addresses; it has ${addresses.length}.`,
    }
  }
  const wrong = addresses.find((address) => !email.safeParse(address).success)
  if (wrong !== undefined) {
    return {
      ok: false,
      message: `“${wrong.slice(0, 80)}” in ${label} is not an e-mail address. Write addresses like name@company.com, separated by commas.`,
    }
  }
  return { ok: true, addresses }
}
