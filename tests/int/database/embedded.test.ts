import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import type { EmbeddedDatabase } from '@/server/database/embedded'

import { freePort } from '../../helpers/ports'

const shutdownEvents = ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'exit'] as const
const listenerCounts = () => shutdownEvents.map((event) => process.listenerCount(event))

describe('The embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-test-pg-'))
  const pidFile = path.join(dataDir, 'postmaster.pid')
  let server: EmbeddedDatabase

  afterAll(async () => {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('starts without taking over the process’s signals, so its starter decides the shutdown order', async () => {
    const before = listenerCounts()
    // Imported here, not above: loading the module must not take them over either.
    const { startEmbeddedDatabase } = await import('@/server/database/embedded')
    server = await startEmbeddedDatabase({ dataDir, port: await freePort(), database: 'site' })
    expect(listenerCounts()).toEqual(before)

    const client = new pg.Client({ connectionString: server.url })
    await client.connect()
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
    await client.end()
  })

  it('stops at once when the server already ended by itself (a signal to the process group)', async () => {
    const postmasterPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
    process.kill(postmasterPid, 'SIGINT')
    while (existsSync(pidFile)) await new Promise((resolve) => setTimeout(resolve, 50))

    await expect(
      Promise.race([
        server.stop().then(() => 'stopped'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000)),
      ]),
    ).resolves.toBe('stopped')
  })

  it('starts again on the same files and stops', async () => {
    await server.start()
    expect(existsSync(pidFile)).toBe(true)
    await server.stop()
    expect(existsSync(pidFile)).toBe(false)
  })
})
