import type { IncomingMessage } from 'node:http'

import Negotiator from 'negotiator'

/**
 * The app's own addresses, never a page: the API, the admin, the first admin's setup link, the
 * English prefix (redirected to the unprefixed address) and Next's own files.
 */
const appAddresses = /^\/(?:api|admin|setup|en|_next)(?:\/|$)/

/** Whether a path (no query) is one of the app's own addresses rather than a page's. */
export const isAppAddress = (pathname: string) => appAddresses.test(pathname)

/** Whether a request's address is a page's (whatever else the request asks, its query aside). */
export const isPageAddress = (request: IncomingMessage) =>
  !isAppAddress((request.url ?? '/').split('?')[0])

/** Whether the client takes gzip, by its Accept-Encoding with q-values (`gzip;q=0` refuses it). */
export const acceptsGzip = (request: IncomingMessage) =>
  new Negotiator(request).encoding(['gzip', 'identity']) === 'gzip'
