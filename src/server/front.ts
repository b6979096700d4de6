import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http'

import { clientAddressHeader, clientAddressOf } from './client-address'
import { createLargeBodyGate, defaultLargeBodyLimits, type LargeBodyLimits } from './large-bodies'
import { isPageAddress } from './page-requests'
import { paintFirst } from './paint-first'
import type { ResponseCache } from './response-cache'
import { securityHeaders } from './security-headers.mjs'
import { strangerLog } from './stranger-log'

export type FrontOptions = {
  /** The most bytes a request to a path may send (src/submissions/pipeline/body-limits.ts). */
  bodyLimitOf: (pathname: string) => number
  /**
   * Where a request is sent instead, for this visitor, if anywhere: / to the home page of the
   * language they chose (src/lib/site/language-choice.ts). Answered 307, never cached.
   */
  visitorRedirect?: (request: IncomingMessage, pathname: string) => string | undefined
  /** How many proxies in front of the app append to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number
  /** Published pages answered from memory for a moment (response-cache.ts); none without it. */
  pageCache?: ResponseCache
  /** The build's scripts and stylesheets answered from memory (response-cache.ts). */
  assetCache?: ResponseCache
  /** Bodies above this many bytes count as large: only so many are read at once. */
  largeBodyBytes?: number
  largeBodyLimits?: LargeBodyLimits
  /**
   * Whether a large body to this path is refused before it is read: one the caller may not send
   * (an upload without being signed in); the app would read it whole before checking access.
   */
  refusesLargeBody?: (request: IncomingMessage, pathname: string) => boolean
  /** How long the rest of a refused body is drained before the connection is closed. */
  refusedBodyDrainMs?: number
  /**
   * Told of every request to a page's address before it is answered, to count it as a view once
   * it is served (src/campaigns/page-views); none without it.
   */
  pageViews?: {
    count: (request: IncomingMessage, pathname: string, response: ServerResponse) => void
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

const tooLargeMessage = (limit: number) =>
  `The request is too large: at most ${megabytes(limit)} can be sent here.`

const busyMessage = 'Too many uploads are in progress. Please try again in a moment.'

const signInToUploadMessage = 'Sign in to upload files here.'

const malformedAddressMessage = 'The address is not valid: it holds a malformed %-escape.'

const ownSecurityHeaders = Object.fromEntries(
  securityHeaders.map(({ key, value }) => [key.toLowerCase(), value]),
)

/** Whether each %-escape of a path decodes; Next answers 500, and logs nothing, when one does not. */
function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

const logMalformedAddress = strangerLog({
  line: (path) => `400: malformed address ${path}`,
  skipped: (count) => `400: ${count} more malformed address(es) in the last minute, not logged`,
})

/**
 * Answers a request the front will not pass on, without reading its body. Browsers posting a form
 * get a short page; everyone else JSON in the shape both the forms and Payload's clients read.
 * The rest of the body is then drained, never held, for a few seconds before the connection is
 * closed, as nginx's lingering close does: closed at once, while the client is still sending, the
 * connection is reset and the client never reads the answer.
 */
function refuse(
  drainMs: number,
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  message: string,
  retryAfterSeconds?: number,
) {
  if (response.headersSent || response.destroyed) return
  const wantsPage = /\btext\/html\b/.test(request.headers.accept ?? '')
  const page = (title: string, advice: string) =>
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${message} ${advice}</p></body></html>`
  const body = !wantsPage
    ? JSON.stringify({ ok: false, message, errors: [{ message }] })
    : status === 400
      ? page('Page not found', 'Please check the address, or go to the home page.')
      : status === 401
        ? page('Not sent', 'Please sign in and try again.')
        : page('Your form was not sent', 'Please go back, choose smaller files and send it again.')
  response.writeHead(status, {
    ...ownSecurityHeaders,
    'content-type': wantsPage ? 'text/html; charset=utf-8' : 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...(retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {}),
  })
  response.end(body)
  if (request.complete) return
  const socket = request.socket
  const close = setTimeout(() => socket.destroy(), drainMs)
  request.once('end', () => clearTimeout(close))
  socket.once('close', () => clearTimeout(close))
}

/**
 * Holds a body sent without a length (chunked) until it has all arrived, refusing it as soon as
 * it passes the limit: the chunks the connection delivers are kept aside instead of queued on the
 * request, then queued all at once, so whoever reads the request afterwards reads it as sent.
 */
function holdUnsizedBody(request: IncomingMessage, maxBytes: number): Promise<boolean> {
  return new Promise((resolve) => {
    const push = request.push.bind(request)
    const held: Buffer[] = []
    let size = 0
    const release = (complete: boolean) => {
      request.push = push
      resolve(complete)
    }
    request.push = (chunk: Buffer | null) => {
      if (chunk === null) {
        release(true)
        for (const part of held) push(part)
        return push(null)
      }
      size += chunk.length
      if (size > maxBytes) {
        held.length = 0
        release(false)
        return false
      }
      held.push(chunk)
      return true
    }
    request.once('close', () => {
      if (request.push !== push) release(false)
    })
  })
}

/**
 * The production front: every request passes through it before Next.js sees it. It sets the
 * client's address from the connection (or the trusted proxies), and refuses a body larger than
 * its route allows before reading it: by its Content-Length, or while it streams when it has
 * none. Large uploads are limited in number at any one time, so that even allowed bodies cannot
 * together exhaust memory. A visitor who chose French is sent from / to /fr. Pages are answered
 * from memory when they can be (response-cache.ts), and rewritten so that their scripts are fetched
 * once they are painted (paint-first.ts).
 */
/**
 * Headers a response carries once. Next appends a cached redirect's Location and stale time a
 * second time (vercel/next.js#82117): proxies and crawlers then read "/new, /new", an address
 * that does not exist.
 */
const singleHeaders = new Set(['location', 'x-nextjs-stale-time'])

function keepSingleHeadersSingle(response: ServerResponse): void {
  const append = response.appendHeader.bind(response)
  response.appendHeader = (name, value) =>
    singleHeaders.has(name.toLowerCase()) && response.hasHeader(name)
      ? response
      : append(name, value)
}

/**
 * A 404 is kept by no cache. Next answers a missing product, region or address, an ISR page
 * showing the 404 page (src/components/shared/missing-page.tsx), with the Cache-Control of a page it keeps,
 * `s-maxage=31536000`, although it keeps no 404 itself (shared-cache/cache-handler.mjs): a cache
 * in front of the site would answer 404 for a year at an address an editor has since published or
 * redirected.
 */
const notKept = 'private, no-cache, no-store, max-age=0, must-revalidate'

function keepNoMissingPage(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status === 404) {
      response.setHeader('cache-control', notKept)
      // Headers given to writeHead itself win over those set before.
      const given = rest.find((part) => typeof part === 'object' && part !== null) as
        OutgoingHttpHeaders | undefined
      for (const name of Object.keys(given ?? {})) {
        if (name.toLowerCase() === 'cache-control') given![name] = notKept
      }
    }
    return writeHead(status, ...rest)
  }) as ServerResponse['writeHead']
}

export function createFront(handle: RequestListener, options: FrontOptions): RequestListener {
  const {
    bodyLimitOf,
    visitorRedirect,
    trustedProxyHops,
    pageCache,
    assetCache,
    largeBodyBytes = 1024 * 1024,
    largeBodyLimits = defaultLargeBodyLimits,
    refusesLargeBody,
    refusedBodyDrainMs = 5000,
    pageViews,
  } = options
  const largeBodies = createLargeBodyGate(largeBodyLimits)
  const refuseUnread = refuse.bind(null, refusedBodyDrainMs)
  const caches = [pageCache, assetCache].filter((cache) => cache !== undefined)

  return (request, response) => {
    keepSingleHeadersSingle(response)
    keepNoMissingPage(response)
    request.headers[clientAddressHeader] = clientAddressOf(request, trustedProxyHops)
    const pathname = (request.url ?? '/').split('?')[0]
    if (hasMalformedEscape(pathname)) {
      logMalformedAddress(pathname)
      return refuseUnread(request, response, 400, malformedAddressMessage)
    }
    const redirect = visitorRedirect?.(request, pathname)
    if (redirect) {
      response.writeHead(307, { location: redirect, 'cache-control': 'private, no-store' })
      return response.end()
    }
    const limit = bodyLimitOf(pathname)
    const declared = request.headers['content-length']

    if (declared !== undefined) {
      const length = Number(declared)
      if (length > limit) return refuseUnread(request, response, 413, tooLargeMessage(limit))
      if (length > largeBodyBytes) {
        if (refusesLargeBody?.(request, pathname)) {
          return refuseUnread(request, response, 401, signInToUploadMessage)
        }
        const client = String(request.headers[clientAddressHeader])
        if (!largeBodies.admit(request, response, client)) {
          return refuseUnread(request, response, 503, busyMessage, 10)
        }
      }
      return handle(request, response)
    }
    if (request.headers['transfer-encoding'] === undefined) {
      if (pageViews && isPageAddress(request)) pageViews.count(request, pathname, response)
      if (caches.some((cache) => cache.answer(request, response))) return
      for (const cache of caches) cache.keepAnswer(request, response)
      paintFirst(request, response)
      return handle(request, response)
    }

    void holdUnsizedBody(request, Math.min(limit, largeBodyBytes)).then((complete) => {
      if (complete) handle(request, response)
      else refuseUnread(request, response, 413, tooLargeMessage(Math.min(limit, largeBodyBytes)))
    })
  }
}
