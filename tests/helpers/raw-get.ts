import type { IncomingHttpHeaders } from 'node:http'
import { request as httpRequest } from 'node:http'
import { gunzipSync } from 'node:zlib'

export type RawAnswer = { status: number; text: string; headers: IncomingHttpHeaders }

/**
 * A request with only the headers given (fetch would ask for gzip by itself), for tests of what
 * the server itself does with encodings; a gzipped body is undone.
 */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        const zipped = response.headers['content-encoding'] === 'gzip'
        resolve({
          status: response.statusCode ?? 0,
          text: (zipped ? gunzipSync(body) : body).toString(),
          headers: response.headers,
        })
      })
    })
    request.on('error', reject)
    request.end()
  })
}
