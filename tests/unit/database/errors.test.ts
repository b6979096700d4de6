import { createServer, type Server, type Socket } from 'node:net'

import { DrizzleQueryError } from 'drizzle-orm/errors'
import { ValidationError } from 'payload'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'

import {
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  isForeignKeyViolation,
  rootMessage,
} from '@/server/database/errors'

/** A TCP server standing in for PostgreSQL that misbehaves in the given way. */
async function fakeServer(onConnection: (socket: Socket) => void): Promise<Server> {
  const server = createServer(onConnection)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

const portOf = (server: Server) => (server.address() as { port: number }).port

/** What node-postgres rejects with when connecting to `port` with the given pool options. */
async function connectionError(port: number, options: pg.PoolConfig = {}): Promise<unknown> {
  const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'app', database: 'site', ...options })
  try {
    await pool.query('SELECT 1')
    return undefined
  } catch (error) {
    return error
  } finally {
    await pool.end().catch(() => undefined)
  }
}

function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, 'error')
  error.code = code
  return error
}

const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    await new Promise((resolve) => server.close(resolve))
  }
})

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection (the server is down)', async () => {
    const closed = await fakeServer(() => undefined)
    const port = portOf(closed)
    await new Promise((resolve) => closed.close(resolve))

    const error = await connectionError(port)
    expect(error).toMatchObject({ code: 'ECONNREFUSED' })
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it('recognises a connection the server drops', async () => {
    const server = await fakeServer((socket) => socket.destroy())
    servers.push(server)

    const error = await connectionError(portOf(server))
    expect(String(error)).toMatch(/Connection terminated|ECONNRESET/)
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it('recognises a connection attempt that times out', async () => {
    const silent: Socket[] = []
    const server = await fakeServer((socket) => silent.push(socket))
    servers.push(server)

    const error = await connectionError(portOf(server), { connectionTimeoutMillis: 200 })
    for (const socket of silent) socket.destroy()
    expect(String(error)).toMatch(/timeout/)
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08003', 'connection does not exist'],
    ['53300', 'sorry, too many clients already'],
  ])('recognises the server error %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(serverError(code, message))).toBe(true)
  })

  it('looks inside the errors Drizzle and Payload wrap around the driver error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert into …', [], refused))).toBe(true)
    // Payload re-throws a failed BEGIN as a new Error that keeps only the message.
    expect(
      isDatabaseUnavailable(
        new Error('Error: cannot begin transaction: Connection terminated unexpectedly'),
      ),
    ).toBe(true)
    expect(isDatabaseUnavailable(new AggregateError([refused], 'all attempts failed'))).toBe(true)
  })

  it('recognises a BEGIN that failed, which Payload re-throws without its cause', () => {
    const failedBegin = new Error('Error: cannot begin transaction: Failed query: begin\nparams: ')
    expect(isDatabaseUnavailable(failedBegin)).toBe(true)
  })

  it('recognises our own "not committed" error', () => {
    expect(isDatabaseUnavailable(new DatabaseUnavailableError('not committed'))).toBe(true)
  })

  it('leaves every other failure to be reported as a bug', () => {
    const duplicate = serverError('23505', 'duplicate key value violates unique constraint')
    expect(isDatabaseUnavailable(duplicate)).toBe(false)
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert into …', [], duplicate))).toBe(false)
    expect(isDatabaseUnavailable(serverError('42P01', 'relation "x" does not exist'))).toBe(false)
    expect(isDatabaseUnavailable(new ValidationError({ errors: [] }))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })

  it('stops at a cycle of causes', () => {
    const looped: Error & { cause?: unknown } = new Error('first')
    looped.cause = new Error('second', { cause: looped })
    expect(isDatabaseUnavailable(looped)).toBe(false)
  })
})

describe('rootMessage', () => {
  it("gives the driver's own words from inside the wrappers, on one line", () => {
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:5432')
    const wrapped = new DrizzleQueryError('insert into "quote_requests" …', [], refused)
    expect(rootMessage(wrapped)).toBe('connect ECONNREFUSED 127.0.0.1:5432')
    expect(rootMessage(new Error('first line\nsecond line'))).toBe('first line')
    expect(rootMessage('plain')).toBe('plain')
  })
})

describe('isForeignKeyViolation', () => {
  it("finds PostgreSQL's foreign_key_violation inside Drizzle's wrapper, and nothing else", () => {
    const violation = Object.assign(new Error('insert or update violates foreign key constraint'), {
      code: '23503',
    })
    const duplicate = Object.assign(new Error('duplicate key value'), { code: '23505' })
    expect(isForeignKeyViolation(new DrizzleQueryError('insert …', [], violation))).toBe(true)
    expect(isForeignKeyViolation(new DrizzleQueryError('insert …', [], duplicate))).toBe(false)
    expect(isForeignKeyViolation(new Error('23503'))).toBe(false)
    expect(isForeignKeyViolation(null)).toBe(false)
  })
})
