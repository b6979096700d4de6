import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

/**
 * The header the front sets on every request it passes on: the client's address as the front
 * trusts it. Any value a client sends under this name is replaced. The app reads it through
 * `clientAddress` (src/server/rate-limit.ts) only when the front runs (CLIENT_ADDRESS_FROM_FRONT).
 */
export const clientAddressHeader = 'x-client-address'

/**
 * An address as rate limits count it: IPv4-mapped IPv6 as plain IPv4, and IPv6 by its /64, which
 * one subscriber line holds whole (a client changing the rest of its address is still one client).
 */
export function countedAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]
  if (isIP(address) !== 6) return address
  const [head, tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * Who sent a request. With no proxy trusted, the connection's peer: whatever X-Forwarded-For a
 * client writes is ignored. With `trustedProxyHops` proxies in front, each appending the address
 * it received the request from to X-Forwarded-For, the entry that many places from the right
 * (everything further left was written by the client). A request that came through fewer
 * proxies than that is counted by its peer.
 */
export function clientAddressOf(request: IncomingMessage, trustedProxyHops: number): string {
  const peer = request.socket.remoteAddress ?? 'unknown'
  if (trustedProxyHops === 0) return countedAddress(peer)
  const header = request.headers['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const client = forwarded[forwarded.length - trustedProxyHops]
  return countedAddress(client && isIP(client) ? client : peer)
}
