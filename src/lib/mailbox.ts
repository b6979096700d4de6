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
