import { once } from 'node:events'
import { createServer, type AddressInfo, type Socket } from 'node:net'

import { startSink, type Sink } from '../helpers/webhook-sink'
import { asAdmin } from './routing-rules'

/** A receiver that takes the connection and never answers: each delivery waits out its timeout. */
async function startDeadReceiver() {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/**
 * Two CRM endpoints as an admin adds them, both taking every lead event: one answers 200, the
 * other never answers. The server runs with WEBHOOKS_ALLOW_PRIVATE, as both are local.
 */
export async function addTwoWebhookEndpoints(baseUrl: string, token: string) {
  const live: Sink = await startSink([{ status: 200 }])
  const dead = await startDeadReceiver()
  const events = ['lead.created', 'lead.assigned', 'lead.status_changed']
  const ids: Record<'live' | 'dead', number> = { live: 0, dead: 0 }
  for (const [name, url] of [
    ['live', live.url],
    ['dead', dead.url],
  ] as const) {
    const { doc } = await asAdmin(baseUrl, token, 'POST', '/api/webhook-endpoints', {
      url,
      events,
      active: true,
    })
    ids[name] = doc!.id
  }
  const setActive = (id: number, active: boolean) =>
    asAdmin(baseUrl, token, 'PATCH', `/api/webhook-endpoints/${id}`, { active })
  return {
    ids,
    /** How many deliveries the live endpoint has received. */
    received: () => live.received.length,
    setActive,
    stop: async () => {
      await Promise.all([live.close(), dead.close()])
    },
  }
}
