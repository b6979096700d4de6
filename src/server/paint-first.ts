import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import { constants, createGzip, type Gzip } from 'node:zlib'

import { acceptsGzip, isPageAddress } from './page-requests'

/**
 * Paint first: a page's scripts are fetched once its first frame is painted, not beside its
 * stylesheet.
 *
 * Next.js puts the framework's and the page's scripts (about 120 kB gzipped) in the page's head as
 * async scripts, with a preload for the one that starts the app. A browser fetches them with the
 * stylesheet and compiles them while it lays the page out for the first time: on a slow link they
 * take bandwidth from the stylesheet that the first paint waits for, and on a phone's few cores
 * their compiling takes the CPU from that first layout. Reading the first screen needs none of
 * them, and links and every form work without them (see "Forms without JavaScript").
 *
 * So the front rewrites each of those script tags into a call that queues the script, and a short
 * script at the top of the head fetches the queue once the first frame is on screen, or at once in
 * a tab that is not shown (which paints nothing until it is). A script tag parsed after that is
 * fetched at once. The scripts are the same and run in any order, as async scripts do.
 */

const scriptTag = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const scriptPreload =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g

/**
 * The first paint is known once it is on screen, from its paint timing entry; a frame's own
 * callbacks run before the frame is shown, and on a slow device the showing can take a few
 * hundred milliseconds more. A browser without paint timing waits for the first frame instead.
 * Half a second after the load event the queue starts in any case, so that a page with nothing to
 * paint still comes to life.
 */
const loader =
  '<script>(function(){var q=[],go=false;' +
  'function load(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)}' +
  'function start(){if(!go){go=true;q.forEach(load)}}' +
  'self.__afterPaint=function(s){go?load(s):q.push(s)};' +
  'if(document.visibilityState==="hidden")start();' +
  'else if((self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)' +
  'new PerformanceObserver(function(l,o){o.disconnect();start()}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(start)});' +
  'addEventListener("load",function(){setTimeout(start,500)})})()</script>'

/** A page's HTML, or a piece of it, with its script tags and their preload rewritten. */
function rewriteScriptTags(html: string): string {
  return html
    .replace(scriptPreload, '')
    .replace(
      scriptTag,
      (_tag, src: string) => `<script>__afterPaint(${JSON.stringify(src)})</script>`,
    )
}

/** The scripts a rewritten page queues until it is painted, in the order it queues them. */
export const queuedScripts = (html: string): string[] =>
  [...html.matchAll(/__afterPaint\(("[^"]+")\)/g)].map((call) => JSON.parse(call[1]) as string)

/** Adds the loader at the top of the head; the page as it was if it has no head to put it in. */
function withLoader(html: string): string {
  return html.includes('<head>') ? html.replace('<head>', `<head>${loader}`) : html
}

/**
 * Next's shell for a page it renders only in the browser (its answer when a page's notFound() or
 * another error escapes the whole document, vercel/next.js#98954; the site's missing pages avoid
 * it, src/components/shared/missing-page.tsx): the body is empty until the scripts run, so it is sent as it
 * is.
 */
const browserRenderedShell = '<html id="__next_error__">'

/** A whole page rewritten at once: what the streamed rewrite must add up to. */
export const paintFirstPage = (html: string) =>
  html.includes(browserRenderedShell) ? html : withLoader(rewriteScriptTags(html))

/** What Next would have compressed among the answers to a page's address. */
const compressible =
  /^(?:text\/|image\/svg\+xml|application\/(?:[a-z.+-]*\+)?(?:json|xml|javascript))/

/**
 * A request for a page (not a client navigation, not the admin, not a file). Whatever it accepts:
 * the page cache gives one copy of a page to every request for it.
 */
function isPageRequest(request: IncomingMessage): boolean {
  return request.method === 'GET' && request.headers.rsc === undefined && isPageAddress(request)
}

/**
 * Rewrites the page Next writes to `response`, as it streams, and compresses it here (Next is
 * asked for it uncompressed, since its gzip cannot be rewritten). Anything other than an HTML
 * answer passes through unchanged, compressed here when the browser takes gzip.
 */
export function paintFirst(request: IncomingMessage, response: ServerResponse): void {
  if (!isPageRequest(request)) return
  const gzip = acceptsGzip(request)
  request.headers['accept-encoding'] = 'identity'

  const write = response.write.bind(response) as (chunk: Buffer) => boolean
  const end = response.end.bind(response) as (chunk?: Buffer) => ServerResponse
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse

  type Mode = { html: boolean; compress: boolean }
  let mode: Mode | undefined
  const decoder = new StringDecoder('utf8')
  let carried = ''
  let seenHead = false
  let compressor: Gzip | undefined

  /** Decides, once the status and headers are known, what to do with the body. */
  function decide(status = response.statusCode, headers?: OutgoingHttpHeaders): Mode {
    if (mode) return mode
    if (status === 204 || status === 304) return (mode = { html: false, compress: false })
    const type = String(headers?.['content-type'] ?? response.getHeader('content-type') ?? '')
    const encoded =
      (headers?.['content-encoding'] ?? response.getHeader('content-encoding')) !== undefined
    mode = {
      html: /^text\/html\b/.test(type) && !encoded,
      compress: gzip && !encoded && compressible.test(type),
    }
    if (mode.html || mode.compress) {
      response.removeHeader('content-length')
      if (headers) {
        for (const name of Object.keys(headers)) {
          if (name.toLowerCase() === 'content-length') delete headers[name]
        }
      }
    }
    if (mode.compress) {
      compressor = createGzip({ flush: constants.Z_SYNC_FLUSH })
      compressor.on('data', (data: Buffer) => write(data))
      response.setHeader('content-encoding', 'gzip')
      response.setHeader('vary', withAcceptEncoding(response.getHeader('vary')))
    }
    return mode
  }

  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((part) => typeof part === 'object' && part !== null) as
      OutgoingHttpHeaders | undefined
    decide(status, headers)
    return writeHead(status, ...rest)
  }) as ServerResponse['writeHead']

  /** The body's next piece, rewritten when it is HTML; a tag cut in two waits for its end. */
  function transform(chunk: Buffer, last: boolean): Buffer {
    if (!mode?.html) return chunk
    // The shell starts the first piece Next writes; should a piece ever cut it, the loader's
    // fallback after the load event still brings the page to life.
    if (!seenHead && carried === '' && chunk.includes(browserRenderedShell)) {
      mode.html = false
      return chunk
    }
    let text = carried + decoder.write(chunk) + (last ? decoder.end() : '')
    carried = ''
    if (!last) {
      const open = text.lastIndexOf('<')
      if (open > text.lastIndexOf('>')) {
        carried = text.slice(open)
        text = text.slice(0, open)
      }
    }
    if (!seenHead && text.includes('<head>')) {
      seenHead = true
      text = withLoader(text)
    }
    return Buffer.from(rewriteScriptTags(text))
  }

  const asBuffer = (chunk: unknown, encoding?: unknown): Buffer =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : Buffer.from(chunk as Uint8Array)

  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    decide()
    const piece = transform(asBuffer(chunk, encoding), false)
    if (typeof encoding === 'function') encoding()
    else if (typeof callback === 'function') callback()
    if (!compressor) return write(piece)
    compressor.write(piece)
    compressor.flush()
    return true
  }) as ServerResponse['write']

  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    decide()
    const hasChunk = chunk !== undefined && chunk !== null && typeof chunk !== 'function'
    const piece = transform(hasChunk ? asBuffer(chunk, encoding) : Buffer.alloc(0), true)
    const done = [chunk, encoding, callback].find((part) => typeof part === 'function') as
      (() => void) | undefined
    if (!compressor) return end(piece.length ? piece : undefined).once('finish', () => done?.())
    compressor.once('end', () => {
      end()
      done?.()
    })
    compressor.end(piece)
    return response
  }) as ServerResponse['end']
}

function withAcceptEncoding(vary: number | string | string[] | undefined): string {
  const values = (Array.isArray(vary) ? vary : vary === undefined ? [] : [String(vary)])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
  if (!values.some((value) => value.toLowerCase() === 'accept-encoding'))
    values.push('Accept-Encoding')
  return values.join(', ')
}
