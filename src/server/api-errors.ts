import {
  APIError,
  type AfterErrorHook,
  type CollectionConfig,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload'

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

type FieldReasons = { errors: { message: string; path: string }[] }

const holdsFieldReasons = (data: unknown): data is FieldReasons =>
  typeof data === 'object' && data !== null && Array.isArray((data as { errors?: unknown }).errors)

/**
 * A refused save keeps its reasons, field by field. In the production build Payload's REST error
 * formatter does not recognise its own ValidationError (the server bundle holds more than one
 * copy of the class, so its `instanceof` fails) and answered with the summary alone ("The following
 * field is invalid: Slug"): API clients lost the reason, and the admin its messages under fields.
 */
export const keepValidationReasons: AfterErrorHook = ({ error, result }) => {
  const { data, status } = error as { data?: unknown; status?: number }
  if (status !== 400 || !holdsFieldReasons(data) || result?.errors?.[0]?.data) return
  return {
    status,
    response: { errors: [{ name: 'ValidationError', data, message: error.message }] },
  }
}

/**
 * A REST create or update whose body holds no JSON object (`null`, a number, a body of another
 * content type) is refused with 400 before field hooks read its fields, which would fail with a
 * server error in any collection or global.
 */
const requireDataObject = ({
  args,
  operation,
  req,
}: {
  args?: unknown
  operation: string
  req: PayloadRequest
}) => {
  if ((operation === 'create' || operation === 'update') && req.payloadAPI === 'REST') {
    const data: unknown = (args as { data?: unknown }).data
    if (typeof data !== 'object' || data === null) {
      throw new APIError('The request body must be a JSON object.', 400, null, true)
    }
  }
  return args
}

/** The collection or global with `requireDataObject` ahead of its own beforeOperation hooks. */
export const refusingNonObjectBodies = <Config extends CollectionConfig | GlobalConfig>(
  config: Config,
): Config =>
  ({
    ...config,
    hooks: {
      ...config.hooks,
      beforeOperation: [requireDataObject, ...(config.hooks?.beforeOperation ?? [])],
    },
  }) as Config
