import { randomUUID } from 'node:crypto'

import { callRoute } from '../../helpers/rest'

/**
 * Calls one of Payload's REST routes with any body (raw text, form data, anything) and any
 * headers, as a client we do not control would. Each call is a new client address unless one is
 * given, so per-client rate limits do not mix calls up.
 */
export const callRest = (
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  { body, headers }: { body?: BodyInit; headers: Record<string, string> },
) => callRoute(method, path, { headers: { 'x-client-address': randomUUID(), ...headers }, body })

export const postRaw = (
  path: string,
  body: BodyInit | undefined,
  headers: Record<string, string> = {},
) => callRest('POST', path, { body, headers })

/** A JSON body as a browser's fetch sends it. */
export const postJson = (path: string, text: string, headers: Record<string, string> = {}) =>
  postRaw(path, text, { 'content-type': 'application/json', ...headers })
