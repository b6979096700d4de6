import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'

import type { RestResponse } from '../../helpers/rest'

const handlers = { GET: REST_GET(config), POST: REST_POST(config) }

export type RawResponse = RestResponse & { headers: Headers }

/**
 * Calls one of Payload's REST routes through the handler Next serves under /api with any body
 * (raw text, form data, anything) and any headers, as a client we do not control would. Each call
 * is a new client address unless one is given, so per-client rate limits do not mix calls up.
 */
export async function callRest(
  method: keyof typeof handlers,
  path: string,
  { body, headers = {} }: { body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const url = new URL(path, 'http://localhost:3000')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const request = new Request(url, {
    method,
    headers: { 'x-forwarded-for': randomUUID(), ...headers },
    body,
  })
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // Not JSON: kept as text, which the assertions then refuse as unreadable.
  }
  return { status: response.status, body: parsed, headers: response.headers }
}

export const postRaw = (
  path: string,
  body: BodyInit | undefined,
  headers: Record<string, string> = {},
) => callRest('POST', path, { body, headers })

/** A JSON body as a browser's fetch sends it. */
export const postJson = (path: string, text: string, headers: Record<string, string> = {}) =>
  postRaw(path, text, { 'content-type': 'application/json', ...headers })
