import { createServer, type Socket } from 'node:net'

import { freePort } from '../helpers/ports'

export type ReceivedMail = { from: string; to: string[]; data: string; receivedAt: number }

/**
 * A minimal SMTP server (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no auth) on a port
 * chosen up front. Until `listen` and after `close`, connections to that port are refused: a
 * mail server that is down.
 */
export type MailServer = {
  port: number
  received: ReceivedMail[]
  listen: () => Promise<void>
  close: () => Promise<void>
}

function converse(socket: Socket, deliver: (mail: ReceivedMail) => void) {
  let buffer = ''
  let envelope: { from: string; to: string[] } = { from: '', to: [] }
  let data: string[] | undefined
  const reply = (line: string) => socket.write(`${line}\r\n`)

  const command = (line: string) => {
    const verb = line.slice(0, 4).toUpperCase()
    if (verb === 'EHLO' || verb === 'HELO') return reply('250 localhost')
    if (verb === 'MAIL') {
      envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] }
      return reply('250 OK')
    }
    if (verb === 'RCPT') {
      envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
      return reply('250 OK')
    }
    if (verb === 'DATA') {
      data = []
      return reply('354 End data with <CR><LF>.<CR><LF>')
    }
    if (verb === 'RSET' || verb === 'NOOP') return reply('250 OK')
    if (verb === 'QUIT') {
      reply('221 Bye')
      return socket.end()
    }
    reply('502 Command not implemented')
  }

  socket.setEncoding('utf8')
  socket.on('error', () => undefined)
  socket.on('data', (chunk: string) => {
    buffer += chunk
    let end: number
    while ((end = buffer.indexOf('\r\n')) !== -1) {
      const line = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      if (!data) {
        command(line)
      } else if (line === '.') {
        deliver({ ...envelope, data: data.join('\n'), receivedAt: Date.now() })
        data = undefined
        reply('250 OK queued')
      } else {
        data.push(line.startsWith('..') ? line.slice(1) : line)
      }
    }
  })
  reply('220 localhost ESMTP resilience test')
}

export async function createMailServer(): Promise<MailServer> {
  const port = await freePort()
  const received: ReceivedMail[] = []
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    converse(socket, (mail) => received.push(mail))
  })

  return {
    port,
    received,
    listen: () =>
      new Promise((resolve, reject) => {
        if (server.listening) return resolve()
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject)
          resolve()
        })
      }),
    close: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve()
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
