import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { requireProgram } from './debian-package'
import { freePort } from './ports'
import { waitUntilAnswering } from './serving'

/** A Redis server of the test's own, which it may stop and start again at will. */
export type TestRedis = {
  url: string
  /** Stops the server (saving its data first if `persistent`); start() brings it back. */
  stop: () => Promise<void>
  start: () => Promise<void>
  /** Stops the server for good and removes its data. */
  close: () => Promise<void>
  /** Stops the server for `downMs`, then starts it again (with its data if `persistent`). */
  restart: (downMs?: number) => Promise<void>
  /** Freezes the server (it keeps its connections but answers nothing) until resume(). */
  pause: () => void
  resume: () => void
}

const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('error', () => resolve(false))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.write('PING\r\n')
  })

/**
 * Debian's redis-server on a free port. It keeps nothing on disk, unless `persistent`: then its
 * data is saved when it stops and loaded when it starts again.
 */
export async function startRedis({ persistent = false } = {}): Promise<TestRedis> {
  const redisServer = requireProgram(['/usr/bin/redis-server'], 'redis-server')
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-redis-'))
  let server: ChildProcess | undefined
  const running = () => !!server && server.exitCode === null && server.signalCode === null
  const start = async () => {
    server = spawn(
      redisServer,
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dataDir],
        ...['--save', persistent ? '3600 1' : '', '--appendonly', 'no'],
      ],
      { stdio: 'ignore' },
    )
    await waitUntilAnswering('redis-server', () => answersPing(port), {
      timeoutMs: 10_000,
      isRunning: running,
      intervalMs: 50,
    })
  }
  const stop = async () => {
    if (!running()) return
    const exited = once(server!, 'exit')
    server!.kill('SIGCONT')
    // SIGTERM saves the data first where saving is configured.
    server!.kill(persistent ? 'SIGTERM' : 'SIGKILL')
    await exited
  }
  const stopOnExit = () => server?.kill('SIGKILL')
  process.once('exit', stopOnExit)
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    close: async () => {
      process.off('exit', stopOnExit)
      await stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
    pause: () => server?.kill('SIGSTOP'),
    resume: () => server?.kill('SIGCONT'),
    restart: async (downMs = 0) => {
      await stop()
      await new Promise((resolve) => setTimeout(resolve, downMs))
      await start()
    },
  }
}
