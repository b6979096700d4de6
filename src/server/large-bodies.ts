import type { IncomingMessage, ServerResponse } from 'node:http'

import { strangerLog } from './stranger-log'

/** The slowest a large body may arrive, averaged over a sliding window. */
export type MinimumBodyRate = { bytesPerSecond: number; windowMs: number }

export type LargeBodyLimits = {
  /** Large bodies read at once from all clients: together they must not exhaust memory. */
  total: number
  /** ... and from one client, so that a few connections cannot take every place. */
  perClient: number
  /**
   * A body slower than this is dropped, so that a client holding a place by trickling bytes loses
   * it: 10 KB/s over 30 s by default, which a 5 MB résumé sent over 3G passes many times over.
   */
  minimumRate: MinimumBodyRate
}

export const defaultLargeBodyLimits: LargeBodyLimits = {
  total: 8,
  perClient: 2,
  minimumRate: { bytesPerSecond: 10 * 1024, windowMs: 30_000 },
}

const logSlowBody = strangerLog({
  line: (client) => `408: a large body from ${client} arrived too slowly and was dropped`,
  skipped: (count) => `408: ${count} more slow bodies dropped in the last minute, not logged`,
})

/**
 * The places for large bodies: whether one more may be read now, for this client, and the watch
 * that drops one arriving too slowly. A place is given back when its response closes.
 */
export function createLargeBodyGate(limits: LargeBodyLimits) {
  let total = 0
  const perClient = new Map<string, number>()

  function watchRate(request: IncomingMessage, response: ServerResponse, client: string) {
    const { bytesPerSecond, windowMs } = limits.minimumRate
    const stepMs = Math.max(10, Math.round(windowMs / 6))
    const socket = request.socket
    // Bytes read on the connection when each step began, newest last.
    const samples = [socket.bytesRead]
    const timer = setInterval(() => {
      if (request.complete) return clearInterval(timer)
      samples.push(socket.bytesRead)
      const steps = Math.round(windowMs / stepMs)
      if (samples.length <= steps) return
      samples.shift()
      const arrived = samples[samples.length - 1] - samples[0]
      if (arrived < (bytesPerSecond * windowMs) / 1000) {
        clearInterval(timer)
        logSlowBody(client)
        request.destroy()
      }
    }, stepMs)
    timer.unref()
    response.once('close', () => clearInterval(timer))
  }

  return {
    /** Takes a place for this request's large body, or says none is free. */
    admit(request: IncomingMessage, response: ServerResponse, client: string): boolean {
      const clientCount = perClient.get(client) ?? 0
      if (total >= limits.total || clientCount >= limits.perClient) return false
      total += 1
      perClient.set(client, clientCount + 1)
      response.once('close', () => {
        total -= 1
        const left = (perClient.get(client) ?? 1) - 1
        if (left > 0) perClient.set(client, left)
        else perClient.delete(client)
      })
      watchRate(request, response, client)
      return true
    },
  }
}
