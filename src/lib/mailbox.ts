/**
 * The mailbox an e-mail address delivers to, as limits and matching count it: case folded and a
 * `+tag` dropped, so that `Bomb+1@Example.com` and `bomb@example.com` are one mailbox.
 */
export function mailboxOf(address: string): string {
  const folded = address.trim().toLowerCase()
  const at = folded.lastIndexOf('@')
  if (at <= 0) return folded
  const local = folded.slice(0, at)
  const plus = local.indexOf('+')
  return `${plus > 0 ? local.slice(0, plus) : local}${folded.slice(at)}`
}

/**
 * Who a sender is across leads: their mailbox (mailboxOf), or null for what is no address
 * ("Kofi.Mensah+quotes@MTN.com.gh" and "kofi.mensah@mtn.com.gh" are one person). Dots and other
 * providers' aliases are left as they are: only the address's owner knows they are the same box.
 */
export function personKeyOf(email: string | null | undefined): string | null {
  const address = email?.trim() ?? ''
  const at = address.lastIndexOf('@')
  if (at < 1 || at === address.length - 1) return null
  return mailboxOf(address)
}
