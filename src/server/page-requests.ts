import type { IncomingMessage } from 'node:http'

/** The addresses that are never a page: the API, the admin and Next's own files. */
const notPagePaths = /^\/(?:api|admin|_next)(?:\/|$)/

/** Whether a request's address is a page's (whatever else the request asks). */
export const isPageAddress = (request: IncomingMessage) => !notPagePaths.test(request.url ?? '/')

export const acceptsGzip = (request: IncomingMessage) =>
  /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
