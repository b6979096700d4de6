import type { AfterErrorHook } from 'payload'

/**
 * What Payload's REST body parsing throws on a multipart body it cannot read (a content type
 * without boundary, a cut-off or malformed part). Payload answers these, and a `_payload` field
 * that is not JSON, with a 500; they are the client's mistake.
 */
const unreadableMultipart =
  /^(Malformed (content type|part header|urlencoded form)|Multipart: Boundary not found|Unexpected end of (form|file)|Unsupported content type|Missing Content-Type|Request is not eligible for file upload)/

/**
 * PostgreSQL's "data exception" class (22xxx): a value the database cannot take, e.g. a NUL
 * character in text (22021) or a string too long for its column (22001). Through the public API
 * such a value can only come from the request.
 */
const isDataException = (error: Error) => {
  const code =
    (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && code.startsWith('22')
}

const isServerError = (error: Error) => ((error as { status?: number }).status ?? 500) >= 500

const badRequest = (message: string) => ({ status: 400, response: { errors: [{ message }] } })

/**
 * Answers a request the API cannot read or store with 400 and a plain message instead of a 500
 * "Something went wrong": `hooks.afterError` of the Payload config. The error is still logged.
 */
export const refuseUnreadableRequests: AfterErrorHook = ({ error }) => {
  if (!isServerError(error)) return
  if (error instanceof SyntaxError || unreadableMultipart.test(String(error.message))) {
    return badRequest('The request body could not be read.')
  }
  if (isDataException(error)) return badRequest('The request contains a value that is not allowed.')
}
