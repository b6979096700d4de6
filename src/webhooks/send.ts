import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'

import { signatureHeader, webhookSignature } from './signature'
import {
  RefusedDestinationError,
  vetDestination,
  type GuardOptions,
  type ResolvedAddress,
} from './address-guard'

/** How long a receiver has to answer before the attempt counts as failed. */
export const deliveryTimeoutMs = 10_000

export type DeliveryRequest = {
  url: string
  /** Never empty in practice: the field's hook generates one on every save without it. */
  secret: string | null
  /** The delivery's id, also in its body: receivers drop one they already took. */
  deliveryId: string
  body: string
}

/** What one attempt came to: a 2xx, or the status and the reason it failed. */
export type AttemptOutcome = { ok: boolean; statusCode: number | null; error: string | null }

export type SendOptions = GuardOptions & { timeoutMs?: number; now?: () => Date }

// Kept-alive connections, each opened to an address vetted for its host name.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 16 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 16 }),
}

/** Connects to the vetted address whatever the name resolves to by then (no DNS rebinding). */
const pinnedLookup =
  ({ address, family }: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }

const reasonOf = (error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const { code, message } = (cause ?? {}) as { code?: string; message?: string }
  return code && message && !message.includes(code) ? `${code}: ${message}` : String(message)
}

/**
 * Why a redirect was not followed, and whether its target would be refused too: judged as in
 * production even where WEBHOOKS_ALLOW_PRIVATE lets local sinks be reached.
 */
async function redirectRefusal(location: string | undefined, base: string, guard: GuardOptions) {
  if (!location) return 'Redirected without a Location: redirects are not followed.'
  const target = new URL(location, base).toString()
  const refused = await vetDestination(target, { ...guard, allowPrivate: false }).then(
    () => undefined,
    (error: unknown) => (error instanceof RefusedDestinationError ? error.message : undefined),
  )
  return `Redirected to ${target}: redirects are not followed.${refused ? ` ${refused}` : ''}`
}

/**
 * One attempt to deliver: the body POSTed to the endpoint's address with its signature, over a
 * connection to the address the guard vetted (SNI and Host stay the URL's name). A 2xx is a
 * success; anything else, a redirect included, a failure with its reason.
 */
export async function sendDelivery(
  request: DeliveryRequest,
  { timeoutMs = deliveryTimeoutMs, now = () => new Date(), ...guard }: SendOptions = {},
): Promise<AttemptOutcome> {
  let destination: ResolvedAddress
  try {
    destination = await vetDestination(request.url, guard)
  } catch (error) {
    return { ok: false, statusCode: null, error: reasonOf(error) }
  }
  const url = new URL(request.url)
  const protocol = url.protocol as keyof typeof agents
  const client = protocol === 'https:' ? https : http
  return new Promise<AttemptOutcome>((resolve) => {
    const outgoing = client.request(url, {
      method: 'POST',
      agent: agents[protocol],
      lookup: pinnedLookup(destination),
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'site-webhooks/1',
        'webhook-id': request.deliveryId,
        [signatureHeader]: webhookSignature(request.secret ?? '', request.body, now()),
      },
    })
    outgoing.on('response', (response) => {
      response.resume()
      const statusCode = response.statusCode ?? 0
      if (statusCode >= 200 && statusCode < 300) {
        resolve({ ok: true, statusCode, error: null })
      } else if (statusCode >= 300 && statusCode < 400) {
        void redirectRefusal(response.headers.location, request.url, guard).then((error) =>
          resolve({ ok: false, statusCode, error }),
        )
      } else {
        resolve({ ok: false, statusCode, error: `Answered ${statusCode}.` })
      }
    })
    outgoing.on('error', (error) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError'
      resolve({
        ok: false,
        statusCode: null,
        error: timedOut ? `No answer within ${timeoutMs / 1000} s.` : reasonOf(error),
      })
    })
    outgoing.end(request.body)
  })
}
