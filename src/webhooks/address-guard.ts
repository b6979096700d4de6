import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'

import ipaddr from 'ipaddr.js'

/** What a name resolves to, as `dns.promises.lookup(name, { all: true })` answers. */
export type ResolvedAddress = { address: string; family: number }
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true })

/** For tests only: lets deliveries go to plain http and to private addresses (local sinks). */
export const privateAddressesAllowed = () => process.env.WEBHOOKS_ALLOW_PRIVATE === 'true'

export type GuardOptions = { resolve?: Resolver; allowPrivate?: boolean }

/** A destination deliveries must not go to; its message says why, for the delivery log. */
export class RefusedDestinationError extends Error {
  override name = 'RefusedDestinationError'
}

/**
 * ipaddr.js's name of the range an address is in: 'unicast' for a public one, else e.g.
 * 'loopback', 'private', 'linkLocal', 'carrierGradeNat', 'uniqueLocal', 'multicast',
 * 'unspecified', 'reserved'. An IPv4-mapped IPv6 address is judged as its IPv4 address.
 */
export const addressRange = (address: string): string => {
  const parsed = ipaddr.process(address)
  // ::a.b.c.d (IPv4-compatible, deprecated since 2006): ipaddr.js calls it unicast, and some
  // systems still reach the IPv4 address through it.
  const range = parsed.range()
  if (
    range === 'unicast' &&
    parsed.kind() === 'ipv6' &&
    parsed.match(ipaddr.IPv6.parse('::'), 96)
  ) {
    return 'ipv4Compatible'
  }
  return range
}

const publicRange = 'unicast'

/** Why a URL is no destination for webhooks before any name is resolved, or undefined. */
export function urlRefusal(url: string, { allowPrivate = privateAddressesAllowed() } = {}) {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'Enter a full address, e.g. https://crm.example.com/hooks/leads.'
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:']
  if (!schemes.includes(parsed.protocol)) return 'Only https addresses receive webhooks.'
  if (parsed.username || parsed.password) return 'Put no user name or password in the address.'
  const host = hostOf(parsed)
  if (allowPrivate) return undefined
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return `${host} is this server itself: only public addresses receive webhooks.`
  }
  if (isIP(host) && addressRange(host) !== publicRange) {
    return `${host} is a ${addressRange(host)} address: only public addresses receive webhooks.`
  }
  return undefined
}

/**
 * The URL's host as resolvers and ipaddr.js take it: an IPv6 literal without its brackets, a name
 * without the trailing dot of its fully qualified form (`localhost.` is localhost).
 */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.+$/, '')

/**
 * The one address a delivery to `url` connects to: its host resolved, and every address it
 * resolves to public (one private answer is enough to refuse: a name may mix them to slip one
 * past a check of the first). Throws RefusedDestinationError saying why otherwise.
 */
export async function vetDestination(
  url: string,
  { resolve = systemResolver, allowPrivate = privateAddressesAllowed() }: GuardOptions = {},
): Promise<ResolvedAddress> {
  const refusal = urlRefusal(url, { allowPrivate })
  if (refusal) throw new RefusedDestinationError(`Refused: ${refusal}`)
  const host = hostOf(new URL(url))
  const family = isIP(host)
  const addresses = family ? [{ address: host, family }] : await resolve(host)
  if (addresses.length === 0) throw new RefusedDestinationError(`Refused: ${host} has no address.`)
  if (!allowPrivate) {
    const inner = addresses.find(({ address }) => addressRange(address) !== publicRange)
    if (inner) {
      throw new RefusedDestinationError(
        `Refused: ${host} resolves to ${inner.address}, a ${addressRange(inner.address)} address: only public addresses receive webhooks.`,
      )
    }
  }
  return addresses[0]!
}
