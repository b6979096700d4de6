import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { Resolver } from '@/webhooks/address-guard'
import { sendDelivery, type DeliveryRequest } from '@/webhooks/send'

import { startSink, type Sink } from '../../helpers/webhook-sink'

const sinks: Sink[] = []
const allowedBefore = process.env.WEBHOOKS_ALLOW_PRIVATE

beforeAll(() => {
  process.env.WEBHOOKS_ALLOW_PRIVATE = 'false'
})
afterEach(async () => {
  for (const sink of sinks.splice(0)) await sink.close()
})
afterAll(() => {
  if (allowedBefore === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE
  else process.env.WEBHOOKS_ALLOW_PRIVATE = allowedBefore
})

async function sink(answers?: Parameters<typeof startSink>[0]) {
  const started = await startSink(answers)
  sinks.push(started)
  return started
}

const delivery = (url: string): DeliveryRequest => ({
  url,
  secret: 'whsec_test',
  deliveryId: 'ssrf-test',
  body: '{"version":1}',
})

/** A resolver answering from a table, counting its look-ups. */
function resolverOf(table: Record<string, string[]>) {
  const lookups: string[] = []
  const resolve: Resolver = async (hostname) => {
    lookups.push(hostname)
    return (table[hostname] ?? []).map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }))
  }
  return { resolve, lookups }
}

describe('webhook destinations, with WEBHOOKS_ALLOW_PRIVATE off', () => {
  it('refuse loopback, private, link-local and other inner addresses before connecting', async () => {
    const local = await sink()
    for (const [url, reason] of [
      [`https://127.0.0.1:${local.port}/hooks`, '127.0.0.1 is a loopback address'],
      [`http://127.0.0.1:${local.port}/hooks`, 'Only https addresses receive webhooks.'],
      ['https://10.0.0.7/hooks', '10.0.0.7 is a private address'],
      ['https://169.254.169.254/latest/meta-data/', '169.254.169.254 is a linkLocal address'],
      ['https://100.64.0.1/hooks', 'carrierGradeNat'],
      ['https://0.0.0.0/hooks', 'unspecified'],
      ['https://224.0.0.1/hooks', 'multicast'],
      ['https://[::1]/hooks', '::1 is a loopback address'],
      ['https://[fd12:3456::1]/hooks', 'uniqueLocal'],
      ['https://[fe80::1]/hooks', 'linkLocal'],
      ['https://[::ffff:10.0.0.7]/hooks', 'private'],
      [`https://localhost:${local.port}/hooks`, 'localhost is this server itself'],
    ]) {
      const outcome = await sendDelivery(delivery(url))
      expect({ url, ...outcome }).toEqual({
        url,
        ok: false,
        statusCode: null,
        error: expect.stringContaining(reason),
      })
    }
    expect(local.received).toEqual([])
  })

  it('refuse a name that resolves to a private address, or to one among public ones', async () => {
    const { resolve } = resolverOf({
      'crm.internal.example': ['10.20.30.40'],
      'mixed.example': ['93.184.215.14', '192.168.1.10'],
      'mapped.example': ['::ffff:127.0.0.1'],
    })
    expect(await sendDelivery(delivery('https://crm.internal.example/hooks'), { resolve })).toEqual(
      {
        ok: false,
        statusCode: null,
        error:
          'Refused: crm.internal.example resolves to 10.20.30.40, a private address: only public addresses receive webhooks.',
      },
    )
    const mixed = await sendDelivery(delivery('https://mixed.example/hooks'), { resolve })
    expect(mixed.error).toContain('resolves to 192.168.1.10, a private address')
    const mapped = await sendDelivery(delivery('https://mapped.example/hooks'), { resolve })
    expect(mapped.error).toContain('resolves to ::ffff:127.0.0.1, a loopback address')
  })

  it('never follow a redirect, and name a private target as refused', async () => {
    const internal = await sink()
    const redirecting = await sink([
      { status: 302, headers: { location: 'https://169.254.169.254/latest/meta-data/' } },
      { status: 307, headers: { location: `https://127.0.0.1:${internal.port}/internal` } },
    ])
    // The redirecting sink itself is on this machine: only reachable with private addresses allowed.
    const viaLocalSink = { allowPrivate: true }
    const toMetadata = await sendDelivery(delivery(redirecting.url), viaLocalSink)
    expect(toMetadata).toEqual({
      ok: false,
      statusCode: 302,
      error:
        'Redirected to https://169.254.169.254/latest/meta-data/: redirects are not followed. Refused: 169.254.169.254 is a linkLocal address: only public addresses receive webhooks.',
    })
    const toLoopback = await sendDelivery(delivery(redirecting.url), viaLocalSink)
    expect(toLoopback).toEqual({
      ok: false,
      statusCode: 307,
      error: `Redirected to https://127.0.0.1:${internal.port}/internal: redirects are not followed. Refused: 127.0.0.1 is a loopback address: only public addresses receive webhooks.`,
    })
    expect(redirecting.received).toHaveLength(2)
    expect(internal.received).toEqual([])
  })
})

describe('webhook connections', () => {
  it('go to the address that was checked, resolved once, with the name kept in Host', async () => {
    const receiver = await sink()
    const { resolve, lookups } = resolverOf({ 'crm.example.test': ['127.0.0.1'] })
    const outcome = await sendDelivery(delivery(`http://crm.example.test:${receiver.port}/hooks`), {
      resolve,
      allowPrivate: true,
    })
    expect(outcome).toEqual({ ok: true, statusCode: 200, error: null })
    expect(lookups).toEqual(['crm.example.test'])
    expect(receiver.received[0]!.headers.host).toBe(`crm.example.test:${receiver.port}`)
  })

  it('give up on a receiver that does not answer in time', async () => {
    const { createServer } = await import('node:net')
    const silent = createServer(() => undefined).listen(0, '127.0.0.1')
    await new Promise((resolve) => silent.once('listening', resolve))
    const { port } = silent.address() as { port: number }
    try {
      const outcome = await sendDelivery(delivery(`http://127.0.0.1:${port}/hooks`), {
        allowPrivate: true,
        timeoutMs: 300,
      })
      expect(outcome).toEqual({ ok: false, statusCode: null, error: 'No answer within 0.3 s.' })
    } finally {
      silent.close()
    }
  })
})
