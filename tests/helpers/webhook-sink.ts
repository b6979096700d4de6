import { once } from 'node:events'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'

/** A request a sink received, as it arrived. */
export type Received = { path: string; headers: http.IncomingHttpHeaders; body: string }

/** What a sink answers: a status and headers, e.g. a redirect's Location. */
export type Answer = { status: number; headers?: Record<string, string> }

export type Sink = {
  url: string
  port: number
  received: Received[]
  close: () => Promise<void>
}

/**
 * A real local receiver on a free port of 127.0.0.1: records every request and answers each with
 * the next of `answers` (the last one again once they run out). Over https with `tls`.
 */
export async function startSink(
  answers: Answer[] = [{ status: 200 }],
  tls?: { key: string; cert: string },
): Promise<Sink> {
  const received: Received[] = []
  const listener: http.RequestListener = (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      const answer = answers[Math.min(received.length - 1, answers.length - 1)]!
      response.writeHead(answer.status, answer.headers)
      response.end()
    })
  }
  const server = tls ? https.createServer(tls, listener) : http.createServer(listener)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}/hooks`,
    port,
    received,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
