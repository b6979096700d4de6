import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSink, type Sink } from '../../helpers/webhook-sink'

const run = promisify(execFile)

let certificate: string
let sink: Sink

/** A self-signed certificate for 127.0.0.1 (and localhost), made with openssl for this run. */
async function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'webhook-tls-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-keyout',
    key,
    '-out',
    cert,
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ])
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8'), certFile: cert }
}

/** Sends one delivery from a new Node process started with `env`; its outcome. */
async function sendFromChild(url: string, env: Record<string, string>) {
  const { stdout } = await run(
    path.resolve('node_modules/.bin/tsx'),
    [path.resolve('tests/int/webhooks/send-from-child.ts'), url],
    {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        WEBHOOKS_ALLOW_PRIVATE: 'true',
        ...env,
      },
    },
  )
  return JSON.parse(stdout) as { ok: boolean; statusCode: number | null; error: string | null }
}

beforeAll(async () => {
  const tls = await selfSignedCertificate()
  certificate = tls.certFile
  sink = await startSink([{ status: 202 }], tls)
})

afterAll(async () => {
  await sink?.close()
})

describe('a delivery to an https sink with a self-signed certificate', () => {
  it('is refused by a process that does not trust the certificate', async () => {
    const outcome = await sendFromChild(sink.url, {})
    expect(outcome).toMatchObject({ ok: false, statusCode: null })
    expect(outcome.error).toMatch(/self[- ]signed certificate/i)
    expect(sink.received).toHaveLength(0)
  })

  it('is delivered by a process started with the certificate in NODE_EXTRA_CA_CERTS', async () => {
    const outcome = await sendFromChild(sink.url, { NODE_EXTRA_CA_CERTS: certificate })
    expect(outcome).toEqual({ ok: true, statusCode: 202, error: null })
    expect(sink.received).toHaveLength(1)
    expect(sink.received[0]!.headers['webhook-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
  })
})
