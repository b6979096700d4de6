import { gzipSync } from 'node:zlib'

import { queuedScripts } from '../../src/server/paint-first'

/**
 * The JavaScript a first visit to the page downloads: its script tags and the scripts it queues
 * until it is painted (src/server/paint-first.ts), gzipped, in kB. Scripts marked `nomodule`
 * (polyfills for browsers without ES modules) are skipped, as every browser the site supports
 * skips them.
 */
export async function firstLoadJavaScriptKb(baseUrl: string, pagePath: string): Promise<number> {
  const html = await (await fetch(baseUrl + pagePath)).text()
  const sources = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+\.js[^"]*)"/.exec(tag)?.[1])
    .filter((source): source is string => source !== undefined)
    .concat(queuedScripts(html))
  let bytes = 0
  for (const source of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer())
    bytes += gzipSync(body).length
  }
  return Math.round((bytes / 1024) * 10) / 10
}
