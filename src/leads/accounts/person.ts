/**
 * Who a lead's sender is across leads: their e-mail address in lower case, without a `+tag`
 * ("Kofi.Mensah+quotes@MTN.com.gh" and "kofi.mensah@mtn.com.gh" are one person). Dots and other
 * providers' aliases are left as they are: only the address's owner knows they are the same box.
 */
export function personKeyOf(email: string | null | undefined): string | null {
  const address = email?.trim().toLowerCase() ?? ''
  const at = address.lastIndexOf('@')
  if (at < 1 || at === address.length - 1) return null
  const local = address.slice(0, at)
  const untagged = local.split('+')[0]
  return `${untagged || local}${address.slice(at)}`
}
