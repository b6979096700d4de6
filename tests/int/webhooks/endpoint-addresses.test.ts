import { describe, expect, it } from 'vitest'

import { rest } from '../../helpers/rest'
import { webhookTestContext } from './fixtures'

const context = webhookTestContext()

describe('a webhook endpoint’s address, saved with WEBHOOKS_ALLOW_PRIVATE off', () => {
  it('is refused when it reaches this server by another spelling: IPv4-compatible IPv6, or localhost written fully qualified', async () => {
    const allowed = process.env.WEBHOOKS_ALLOW_PRIVATE
    process.env.WEBHOOKS_ALLOW_PRIVATE = 'false'
    try {
      for (const [url, reason] of [
        ['https://[::127.0.0.1]/hooks', 'ipv4Compatible'],
        ['https://[::7f00:1]/hooks', 'ipv4Compatible'],
        ['https://[::a00:7]/hooks', 'ipv4Compatible'],
        ['https://localhost./hooks', 'localhost is this server itself'],
        ['https://LOCALHOST../hooks', 'localhost is this server itself'],
        ['https://crm.localhost./hooks', 'this server itself'],
        ['https://[::ffff:127.0.0.1]/hooks', 'loopback'],
      ]) {
        const saved = await rest('POST', '/api/webhook-endpoints', {
          token: context.users.admin.token,
          body: { url, events: ['lead.created'] },
        })
        if (saved.status === 201) context.endpoints.push(saved.body.doc.id)
        expect(saved.status, url).toBe(400)
        expect(JSON.stringify(saved.body), url).toContain(reason)
      }
      const fine = await rest('POST', '/api/webhook-endpoints', {
        token: context.users.admin.token,
        body: { url: 'https://[2001:4860:4860::8888]/hooks', events: ['lead.created'] },
      })
      if (fine.status === 201) context.endpoints.push(fine.body.doc.id)
      expect(fine.status).toBe(201)
    } finally {
      process.env.WEBHOOKS_ALLOW_PRIVATE = allowed
    }
  })
})
