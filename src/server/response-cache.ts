import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { acceptsGzip, isPageAddress } from './page-requests'

/**
 * The front's response caches: an answer Next.js gave is kept in memory and given again from
 * there, without passing through Next's router, its static file server and its compression again.
 * Two kinds of answer are kept, each by its own policy:
 *
 * The page cache keeps a published page for a moment (a second by default). Under a crowd, most
 * visitors get a page for the cost of writing it out; the slow requests that made the tail of the
 * latency were those queued behind Next's handling of the others. What it keeps and serves is
 * narrow, so that it never shows anyone a page Next would not:
 * - only GET requests for a whole page: no client navigation (`rsc`, `next-router-*`), no range,
 *   no conditional request (Next answers those with a 304), nothing under /api, /admin or /_next;
 * - only pages Next answered from its page cache (`x-nextjs-cache` HIT or MISS), status 200,
 *   public, without a cookie set;
 * - never for staff (a Payload session) or in preview (Next's draft-mode cookie);
 * - one copy per encoding: gzip for browsers that take it, plain for the others.
 * A page expires from here a second after it was kept, and at once when this instance expires a
 * cache tag (a publish, a job; start.ts wires it). Another instance's publish reaches this one's
 * copies within that second.
 *
 * The asset cache keeps the build's scripts and stylesheets (`/_next/static/`), which never change
 * under their name (Next serves them `immutable`), for as long as there is room. Next reads each
 * from disk and gzips it again on every request: for one visitor's first page that was about
 * 55 ms of the server's CPU, spent while the visitor's browser lays out the page and compiles those
 * same scripts (on a 2-core host, the same CPU). Kept the same way: GET only, no range or
 * conditional request, status 200 and `immutable`, one copy per encoding; keyed by path, as the
 * query does not change the file.
 */

export type ResponseCacheOptions = {
  /** How long an answer is given from memory. */
  ttlMs: number
  /** The most answers kept at once, and their total size: strangers can ask for any address. */
  maxEntries: number
  maxBytes: number
}

export const defaultPageCacheOptions: ResponseCacheOptions = {
  ttlMs: 1000,
  maxEntries: 200,
  maxBytes: 16 * 1024 * 1024,
}

export const defaultAssetCacheOptions: ResponseCacheOptions = {
  ttlMs: Number.POSITIVE_INFINITY,
  maxEntries: 500,
  maxBytes: 16 * 1024 * 1024,
}

type KeptPage = {
  headers: OutgoingHttpHeaders
  body: Buffer
  keptUntil: number
  /** A request is fetching the page afresh from Next; the others get this copy meanwhile. */
  refreshing: boolean
}

const clientNavigationHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'range',
  'if-none-match',
  'if-modified-since',
]
/** Payload's session and Next's draft mode: those requests always reach Next. */
const staffOrPreviewCookie = /(?:^|;\s*)(?:payload-token|__prerender_bypass)=/
/** Headers that belong to one response, not to the page. */
const perResponseHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** What a cache keeps: under which key a request's answer is kept, and which answers are. */
type CachePolicy = {
  /** The key, starting with the encoding asked for; none when the answer is not to be kept. */
  keyOf(request: IncomingMessage): string | undefined
  /** Whether Next's answer, in the encoding the key asked for, is one to keep. */
  keeps(response: ServerResponse): boolean
}

const encodingOf = (request: IncomingMessage) => (acceptsGzip(request) ? 'gzip' : 'identity')

const isKeepableAnswer = (response: ServerResponse) =>
  response.statusCode === 200 && !response.hasHeader('set-cookie')

const cacheControlOf = (response: ServerResponse) =>
  String(response.getHeader('cache-control') ?? '')

const pagePolicy: CachePolicy = {
  keyOf(request) {
    if (request.method !== 'GET') return undefined
    if (!isPageAddress(request)) return undefined
    if (clientNavigationHeaders.some((header) => request.headers[header] !== undefined)) {
      return undefined
    }
    if (staffOrPreviewCookie.test(request.headers.cookie ?? '')) return undefined
    return `${encodingOf(request)} ${request.url ?? '/'}`
  },
  /** A published page, the same for every visitor. */
  keeps(response) {
    const servedFrom = response.getHeader('x-nextjs-cache')
    return (
      isKeepableAnswer(response) &&
      (servedFrom === 'HIT' || servedFrom === 'MISS') &&
      !/\b(?:private|no-store|no-cache)\b/.test(cacheControlOf(response))
    )
  },
}

const assetPath = /^\/_next\/static\/[^?#]+/
const conditionalOrPartialHeaders = ['range', 'if-none-match', 'if-modified-since', 'if-range']

const assetPolicy: CachePolicy = {
  keyOf(request) {
    if (request.method !== 'GET') return undefined
    const path = assetPath.exec(request.url ?? '')?.[0]
    if (!path) return undefined
    if (conditionalOrPartialHeaders.some((header) => request.headers[header] !== undefined)) {
      return undefined
    }
    return `${encodingOf(request)} ${path}`
  },
  keeps(response) {
    return isKeepableAnswer(response) && /\bimmutable\b/.test(cacheControlOf(response))
  },
}

const asBuffer = (chunk: unknown, encoding?: BufferEncoding): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array)

export type ResponseCache = {
  /** Answers the request from memory if it holds the answer; false if Next must answer it. */
  answer(request: IncomingMessage, response: ServerResponse): boolean
  /** Keeps Next's answer to the request, if it is one to keep. */
  keepAnswer(request: IncomingMessage, response: ServerResponse): void
  clear(): void
}

export const createPageCache = (options: ResponseCacheOptions = defaultPageCacheOptions) =>
  createResponseCache(pagePolicy, options)

export const createAssetCache = (options: ResponseCacheOptions = defaultAssetCacheOptions) =>
  createResponseCache(assetPolicy, options)

function createResponseCache(policy: CachePolicy, options: ResponseCacheOptions): ResponseCache {
  const { keyOf } = policy
  const pages = new Map<string, KeptPage>()
  let keptBytes = 0
  /** Counts clears: a page rendered before one is not kept after it. */
  let generation = 0

  const drop = (key: string) => {
    const page = pages.get(key)
    if (!page) return
    keptBytes -= page.body.length
    pages.delete(key)
  }

  function keep(key: string, page: KeptPage) {
    if (page.body.length > options.maxBytes / 4) return
    drop(key)
    // The oldest go first: a Map iterates in insertion order.
    for (const oldest of pages.keys()) {
      if (pages.size < options.maxEntries && keptBytes + page.body.length <= options.maxBytes) break
      drop(oldest)
    }
    pages.set(key, page)
    keptBytes += page.body.length
  }

  function serve(page: KeptPage, response: ServerResponse): true {
    response.writeHead(200, page.headers)
    response.end(page.body)
    return true
  }

  return {
    answer(request, response) {
      const key = keyOf(request)
      if (!key) return false
      const page = pages.get(key)
      if (!page) return false
      const now = Date.now()
      if (page.keptUntil <= now) {
        // One request fetches it afresh; the others keep getting this copy until it is in, so
        // that a page's expiry does not send every waiting request to Next at once. A refresh
        // that never came back (its client left) leaves the copy one more lifetime at most.
        if (page.refreshing && now < page.keptUntil + options.ttlMs) return serve(page, response)
        if (page.refreshing) drop(key)
        else page.refreshing = true
        return false
      }
      return serve(page, response)
    },

    keepAnswer(request, response) {
      const key = keyOf(request)
      if (!key) return
      const startedIn = generation
      const chunks: Buffer[] = []
      const write = response.write.bind(response) as (...args: unknown[]) => boolean
      const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
      response.write = ((chunk: unknown, ...rest: unknown[]) => {
        chunks.push(
          asBuffer(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined),
        )
        return write(chunk, ...rest)
      }) as ServerResponse['write']
      response.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (chunk !== undefined && typeof chunk !== 'function') {
          chunks.push(
            asBuffer(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined),
          )
        }
        const encoding = key.slice(0, key.indexOf(' '))
        const inEncoding = (response.getHeader('content-encoding') ?? 'identity') === encoding
        if (startedIn === generation && inEncoding && policy.keeps(response)) {
          const body = Buffer.concat(chunks)
          const headers: OutgoingHttpHeaders = {}
          for (const [name, value] of Object.entries(response.getHeaders())) {
            if (!perResponseHeaders.has(name) && value !== undefined) headers[name] = value
          }
          headers['content-length'] = body.length
          keep(key, { headers, body, keptUntil: Date.now() + options.ttlMs, refreshing: false })
        } else {
          drop(key)
        }
        return end(chunk, ...rest)
      }) as ServerResponse['end']
    },

    clear() {
      pages.clear()
      keptBytes = 0
      generation += 1
    },
  }
}
