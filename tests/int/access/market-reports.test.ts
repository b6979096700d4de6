import { createHash, randomBytes } from 'node:crypto'

import { describe, expect, it, vi } from 'vitest'

import { postgres } from '@/server/database/adapter'

import { callRoute, rest } from '../../helpers/rest'
import { roleNames, roles, tokenOf, type Role } from '../../helpers/users'
import { editorsOnly, make, makeReport, reportFiles, submissionData } from './fixtures'
import { describeCollectionAccess, newMarker, prepareAccessContext } from './matrix'

vi.hoisted(() => {
  // Keep the test uploads out of the checkout's .data/ directory.
  process.env.UPLOADS_DIR ||= `${process.env.TMPDIR || '/tmp'}/access-test-uploads`
})

// The regions' market reports are private to editors and admins: visitors get one only through
// the link the market report form e-mails them, never through the REST API.

const context = prepareAccessContext()

describeCollectionAccess(context, reportFiles, editorsOnly)

/** Files are served by Payload's access-checked route, with the collection's read access. */
const fileReaders: Record<Role, boolean> = {
  anonymous: false,
  noRole: false,
  editor: true,
  recruiter: false,
  sales: false,
  admin: true,
}

describe('market report file downloads', () => {
  for (const role of roles) {
    const allowed = fileReaders[role]
    it(`${roleNames[role]} ${allowed ? 'can' : 'cannot'} download a market report`, async () => {
      const marker = newMarker()
      await makeReport(context, marker)
      const response = await rest('GET', `/api/report-files/file/${marker}.pdf`, {
        token: tokenOf(context.users, role),
      })
      expect(response.status).toBe(allowed ? 200 : 403)
      if (allowed) expect(String(response.body)).toMatch(/^%PDF-/)
      else expect(String(response.body)).not.toContain('%PDF-')
    })
  }

  it('are private downloads: never shown inline, cached or sniffed', async () => {
    const marker = newMarker()
    await makeReport(context, marker)
    const { status, headers } = await callRoute('GET', `/api/report-files/file/${marker}.pdf`, {
      headers: { authorization: `JWT ${tokenOf(context.users, 'editor')}` },
    })
    expect(status).toBe(200)
    expect(headers.get('content-disposition')).toBe('attachment')
    expect(headers.get('cache-control')).toBe('private, no-store')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
  })
})

/** A market report request whose link's token hashes to `hash`, stored as the form stores one. */
async function requestWithLink(hash: string) {
  const id = await make(context, 'market-report-requests', {
    ...submissionData['market-report-requests'](newMarker()),
    download: {
      tokenHash: hash,
      expiresAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      count: 0,
    },
  })
  const { rows } = await postgres(context.payload).pool.query(
    'SELECT download_token_hash FROM market_report_requests WHERE id = $1',
    [id],
  )
  expect(rows[0].download_token_hash).toBe(hash)
  return id
}

const newHash = () =>
  createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex')

describe("a market report request's download link", () => {
  it('is stored as a hash that not even an admin reads through REST', async () => {
    const hash = newHash()
    const id = await requestWithLink(hash)
    const byId = await rest('GET', `/api/market-report-requests/${id}?depth=0`, {
      token: tokenOf(context.users, 'admin'),
    })
    expect(byId.status).toBe(200)
    expect(byId.body.download).toMatchObject({ count: 0, expiresAt: expect.any(String) })
    expect(byId.body.download).not.toHaveProperty('tokenHash')
    expect(JSON.stringify(byId.body)).not.toContain(hash)

    const list = await rest('GET', `/api/market-report-requests?depth=0&where[id][equals]=${id}`, {
      token: tokenOf(context.users, 'admin'),
    })
    expect(list.status).toBe(200)
    expect(list.body.docs).toHaveLength(1)
    expect(list.body.docs[0].download).not.toHaveProperty('tokenHash')
    expect(JSON.stringify(list.body)).not.toContain(hash)
  })

  it('cannot be looked up by its hash, not even by an admin', async () => {
    const hash = newHash()
    const id = await requestWithLink(hash)
    const response = await rest(
      'GET',
      `/api/market-report-requests?depth=0&where[download.tokenHash][equals]=${hash}`,
      { token: tokenOf(context.users, 'admin') },
    )
    const ids = (response.body?.docs ?? []).map((doc: { id: number }) => doc.id)
    expect(ids).not.toContain(id)
    expect(JSON.stringify(response.body)).not.toContain(hash)
  })

  it('is set by the server only: an admin cannot write its hash, expiry or count', async () => {
    const hash = newHash()
    const id = await requestWithLink(hash)
    const before = await context.payload.findByID({
      collection: 'market-report-requests',
      id,
      depth: 0,
    })
    const response = await rest('PATCH', `/api/market-report-requests/${id}`, {
      token: tokenOf(context.users, 'admin'),
      body: {
        download: { tokenHash: newHash(), expiresAt: '2099-01-01T00:00:00.000Z', count: 4 },
      },
    })
    // Refused as a change to the stored record, as a change to any of the visitor's answers is.
    expect(response.status).toBe(400)
    const { rows } = await postgres(context.payload).pool.query(
      `SELECT download_token_hash, download_expires_at, download_count
       FROM market_report_requests WHERE id = $1`,
      [id],
    )
    expect(rows[0].download_token_hash).toBe(hash)
    expect(Number(rows[0].download_count)).toBe(0)
    expect(new Date(rows[0].download_expires_at).toISOString()).toBe(before.download?.expiresAt)
  })
})
