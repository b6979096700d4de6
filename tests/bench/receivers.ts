/**
 * The bench's two CRM receivers, in a process of their own (started by webhooks.ts): one answers
 * 200, the other takes the connection and never answers. Apart from the bench's clients, so that
 * the CPU they take on the same cores can be told from the product's: asked `report`, the
 * process answers with what the live one received and its own CPU time so far.
 */
import { once } from 'node:events'
import { createServer, type AddressInfo, type Socket } from 'node:net'

import { startSink } from '../helpers/webhook-sink'

export type ReceiversReady = { live: string; dead: string }
export type ReceiversReport = { received: number; cpuMs: number }

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
  return `http://127.0.0.1:${port}/hooks`
}

const live = await startSink([{ status: 200 }])
const dead = await startDeadReceiver()
process.on('message', (message) => {
  if (message !== 'report') return
  const { user, system } = process.cpuUsage()
  const report: ReceiversReport = {
    received: live.received.length,
    cpuMs: Math.round((user + system) / 1000),
  }
  process.send!(report)
})
// The parent ends the process when it is done with it.
process.on('disconnect', () => process.exit(0))
const ready: ReceiversReady = { live: live.url, dead }
process.send!(ready)
