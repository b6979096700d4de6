import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

const handlers = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
}

type Method = keyof typeof handlers

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any endpoint; tests assert its shape
export type RestResponse = { status: number; body: any }
export type RawResponse = RestResponse & { headers: Headers }

/**
 * Sends one request to the route handler Next serves under /api for `path`, exactly as given:
 * the body parsed as JSON where it is JSON, else kept as text (a file download, or an answer the
 * caller's assertions refuse as unreadable).
 */
export async function callRoute(
  method: Method,
  path: string,
  init: { headers?: HeadersInit; body?: BodyInit },
): Promise<RawResponse> {
  const url = new URL(path, 'http://localhost:3000')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const request = new Request(url, { method, ...init })
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: parsed, headers: response.headers }
}

type Options = { token?: string; body?: unknown; formData?: FormData; client?: string }

/**
 * Calls the app's REST API through the same route handlers Next serves under /api, with the
 * caller's session token, as a browser or integration would. Each call comes from a client
 * address of its own (as the production front reports it) unless one is given, so per-client
 * limits never mix calls up.
 */
export async function rest(
  method: Method,
  path: string,
  { token, body, formData, client = randomUUID() }: Options = {},
): Promise<RestResponse> {
  const headers = new Headers({ 'x-client-address': client })
  if (token) headers.set('Authorization', `JWT ${token}`)
  let requestBody: BodyInit | undefined
  if (formData) requestBody = formData
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json')
    requestBody = JSON.stringify(body)
  }
  const { status, body: parsed } = await callRoute(method, path, { headers, body: requestBody })
  return { status, body: parsed }
}

export async function login(email: string, password: string): Promise<string> {
  const { status, body } = await rest('POST', '/api/users/login', { body: { email, password } })
  if (status !== 200 || !body?.token)
    throw new Error(`login as ${email} failed: ${status} ${JSON.stringify(body)}`)
  return body.token
}
