import { gzipSync } from 'node:zlib'

/** The JavaScript a first visit to the page downloads: its script tags, gzipped, in kB. */
export async function firstLoadJavaScriptKb(baseUrl: string, pagePath: string): Promise<number> {
  const html = await (await fetch(baseUrl + pagePath)).text()
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((match) => match[1])
  let bytes = 0
  for (const source of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer())
    bytes += gzipSync(body).length
  }
  return Math.round((bytes / 1024) * 10) / 10
}
