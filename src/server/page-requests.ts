import type { IncomingMessage } from 'node:http'

import Negotiator from 'negotiator'

/** The addresses that are never a page: the API, the admin and Next's own files. */
const notPagePaths = /^\/(?:api|admin|_next)(?:\/|$)/

/** Whether a request's address is a page's (whatever else the request asks, its query aside). */
export const isPageAddress = (request: IncomingMessage) =>
  !notPagePaths.test((request.url ?? '/').split('?')[0])

/** Whether the client takes gzip, by its Accept-Encoding with q-values (`gzip;q=0` refuses it). */
export const acceptsGzip = (request: IncomingMessage) =>
  new Negotiator(request).encoding(['gzip', 'identity']) === 'gzip'
