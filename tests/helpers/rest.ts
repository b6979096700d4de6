import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

const handlers = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any endpoint; tests assert its shape
export type RestResponse = { status: number; body: any }

type Options = { token?: string; body?: unknown; formData?: FormData }

/**
 * Calls the app's REST API through the same route handlers Next serves under /api, with the
 * caller's session token, as a browser or integration would.
 */
export async function rest(
  method: keyof typeof handlers,
  path: string,
  { token, body, formData }: Options = {},
): Promise<RestResponse> {
  const url = new URL(path, 'http://localhost:3000')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const headers = new Headers()
  if (token) headers.set('Authorization', `JWT ${token}`)
  let requestBody: BodyInit | undefined
  if (formData) requestBody = formData
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json')
    requestBody = JSON.stringify(body)
  }
  const request = new Request(url, { method, headers, body: requestBody })
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // Not JSON (e.g. a file download); keep the text.
  }
  return { status: response.status, body: parsed }
}

export async function login(email: string, password: string): Promise<string> {
  const { status, body } = await rest('POST', '/api/users/login', { body: { email, password } })
  if (status !== 200 || !body?.token)
    throw new Error(`login as ${email} failed: ${status} ${JSON.stringify(body)}`)
  return body.token
}
