import {
  addDataAndFileToRequest,
  APIError,
  headersWithCors,
  type Payload,
  type PayloadHandler,
  type SanitizedConfig,
} from 'payload'

import { databasePoolSize } from '@/server/database/pool'

import { countPasswordResetRequest } from './sign-in-throttle'

/**
 * Resets run after the answer, a few at a time. Payload's forgot-password operation holds a
 * transaction's connection while it reserves the request on a second one from the same pool:
 * with as many running as the pool has connections, each would wait for a connection none
 * releases, until the connect timeout.
 */
function resetsAFewAtATime(payload: Payload) {
  const inFlight = Math.max(1, Math.floor(databasePoolSize() / 2) - 1)
  let running = 0
  const waiting: (() => void)[] = []
  return async (email: string) => {
    if (running >= inFlight) await new Promise<void>((resolve) => waiting.push(resolve))
    running += 1
    try {
      // Payload's own operation (token, expiry, the e-mail), for the account of that address if
      // there is one; the Local API, since the request was counted already.
      await payload.forgotPassword({ collection: 'users', data: { email } })
    } catch (error) {
      payload.logger.error({ err: error, msg: 'A password reset could not be done' })
    } finally {
      running -= 1
      waiting.shift()?.()
    }
  }
}

/** An address PostgreSQL can look up: well-formed text without NUL, of an address's length. */
const isStorableAddress = (email: string) =>
  email.length <= 254 && email.isWellFormed() && !email.includes('\u0000')

/**
 * `POST /api/users/forgot-password` answers before it looks the address up: counted against the
 * limits, then "Success" whether or not an account has that address, in the same time either way
 * (finding the account, writing its token and sending the e-mail took a registered address some
 * 170 ms more, which told who has an account). The reset itself is done once the answer is sent.
 */
export function withPasswordResetsAfterTheAnswer(config: SanitizedConfig): SanitizedConfig {
  const users = config.collections.find((collection) => collection.slug === 'users')
  const endpoint = users?.endpoints
    ? users.endpoints.find((each) => each.path === '/forgot-password' && each.method === 'post')
    : undefined
  if (!endpoint) throw new Error('The users collection has no forgot-password endpoint to replace')
  let reset: ((email: string) => Promise<void>) | undefined
  const handler: PayloadHandler = async (req) => {
    await addDataAndFileToRequest(req)
    const email = typeof req.data?.email === 'string' ? req.data.email.trim() : ''
    if (!email) throw new APIError('Missing email.', 400, null, true)
    // Refused here, as the account lookup after the answer could not refuse it.
    if (!isStorableAddress(email)) {
      throw new APIError('The e-mail address is not valid.', 400, null, true)
    }
    await countPasswordResetRequest(req, email)
    reset ??= resetsAFewAtATime(req.payload)
    void reset(email)
    return Response.json(
      { message: req.t('general:success') },
      { headers: headersWithCors({ headers: new Headers(), req }), status: 200 },
    )
  }
  endpoint.handler = handler
  return config
}
