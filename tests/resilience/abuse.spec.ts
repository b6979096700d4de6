import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { validContact } from '../helpers/form-values'
import { startAppServer, type AppServer } from './app-server'
import { distDir } from './settings'
import { expect, test } from './stack'

/**
 * What any stranger can throw at the production build, without a proxy in front: huge bodies,
 * forged X-Forwarded-For headers, a flood of confirmations to one inbox, and guessing at the
 * admin's password. The site must keep answering, keep its limits and keep the admin in.
 */

type Answer = { status?: number; error?: string }

/**
 * Posts a JSON body of `bytes`, declared by its length or sent chunked without one, writes
 * `sendBytes` of it (all of it by default), and settles on the answer or the error that ends it.
 */
function postHugeBody(
  url: string,
  bytes: number,
  { chunked, sendBytes = bytes }: { chunked: boolean; sendBytes?: number },
): Promise<Answer> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(1024 * 1024, 'a')
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(chunked ? {} : { 'content-length': String(bytes) }),
      },
    })
    let settled = false
    const settle = (answer: Answer) => {
      if (settled) return
      settled = true
      request.destroy()
      resolve(answer)
    }
    request.on('response', (response) => {
      response.resume()
      settle({ status: response.statusCode })
    })
    request.on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code }))
    let sent = 0
    const writeMore = () => {
      while (!settled && sent < sendBytes) {
        sent += chunk.length
        if (!request.write(chunk)) return request.once('drain', writeMore)
      }
      if (!settled && sent >= bytes) request.end()
    }
    request.flushHeaders()
    if (sendBytes > 0) request.write('{"message":"')
    writeMore()
  })
}

/** A JSON POST from a given local address (127.0.0.x are all this machine), as another client. */
function postJsonFrom(
  url: string,
  body: unknown,
  {
    localAddress = '127.0.0.1',
    headers = {},
  }: { localAddress?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body)
    const request = http.request(url, {
      method: 'POST',
      localAddress,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(text)),
        ...headers,
      },
    })
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (data: Buffer) => chunks.push(data))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      )
    })
    request.on('error', reject)
    request.end(text)
  })
}

const residentMegabytes = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m)
  return line ? Math.round(Number(line[1]) / 1024) : 0
}

const hundredMegabytes = 100 * 1024 * 1024

test('four concurrent 100 MB bodies are refused before they are read, and the site keeps answering', async ({
  stack,
}) => {
  const { app } = stack
  const targets = [
    '/api/contact-submissions',
    '/api/users/login',
    '/api/users',
    '/api/forms/contact',
  ]
  let peak = residentMegabytes(app.pid)
  const sampling = setInterval(() => {
    peak = Math.max(peak, residentMegabytes(app.pid))
  }, 50)
  const outcomes: (number | string | undefined)[] = []
  try {
    for (const chunked of [false, true]) {
      const answers = await Promise.all(
        targets.map((target) => postHugeBody(`${app.url}${target}`, hundredMegabytes, { chunked })),
      )
      for (const [index, answer] of answers.entries()) {
        const outcome = answer.status ?? answer.error
        // Refused with 413, which the client reads while still sending: the rest is drained.
        expect(outcome, `${targets[index]}, chunked: ${chunked}`).toBe(413)
        outcomes.push(outcome)
      }
    }
  } finally {
    clearInterval(sampling)
  }
  console.log(`outcomes: ${outcomes.join(', ')}; app server's peak resident memory: ${peak} MB`)
  // Refused from the declared length alone, before a byte of the body is sent.
  for (const target of targets) {
    const declared = await postHugeBody(`${app.url}${target}`, hundredMegabytes, {
      chunked: false,
      sendBytes: 0,
    })
    expect(declared.status, `${target}, no byte of the body sent`).toBe(413)
  }
  expect(peak, 'resident memory (MB): the bodies were never held').toBeLessThan(800)
  expect((await fetch(`${app.url}/`)).status).toBe(200)
  expect(app.isRunning()).toBe(true)
})

test('a flood of submissions to one mailbox sends it at most 3 confirmations, +tags and case included', async ({
  stack,
}) => {
  const { app, mail } = stack
  const victim = `victim-${randomUUID()}`
  // One mailbox under many spellings: `+tags` and capitals deliver to the same inbox.
  const spelling = (submission: number) =>
    [
      `${victim}@example.com`,
      `${victim}+${submission}@example.com`,
      `${victim.toUpperCase()}+x@EXAMPLE.COM`,
    ][submission % 3]!
  for (let submission = 0; submission < 12; submission++) {
    const response = await fetch(`${app.url}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...validContact(`Flood ${submission} ${Date.now()}`),
        email: spelling(submission),
      }),
    })
    // This suite's app lifts the per-client form limit: only the confirmation cap is at work.
    expect(response.status).toBe(201)
  }
  const toVictim = (text: unknown) => String(text).toLowerCase().includes(victim)
  const confirmations = () => mail.received.filter((message) => toVictim(message.to))
  // Every e-mail of the flood is sent right after its response; the staff notifications reply to
  // the victim but go to staff.
  await expect
    .poll(() => mail.received.filter((message) => toVictim(message.data)).length, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(12)
  expect(confirmations()).toHaveLength(3)
})

test.describe('with the production limits', () => {
  let limited: AppServer
  const admin = { email: 'abuse-admin@example.com', password: `admin-${randomUUID()}` }

  test.beforeAll(async ({ stack }, testInfo) => {
    limited = await startAppServer({
      distDir,
      databaseUrl: stack.database.url,
      logFile: path.join(testInfo.project.outputDir, 'app-server-limited.log'),
      env: { SEED_ADMIN_EMAIL: admin.email, SEED_ADMIN_PASSWORD: admin.password },
    })
  })

  test.afterAll(async () => {
    expect(limited.crashes()).toEqual([])
    await limited.stop()
  })

  test('a new X-Forwarded-For on every post does not escape the form limit', async () => {
    const statuses: number[] = []
    for (let post = 0; post < 30; post++) {
      const response = await postJsonFrom(
        `${limited.url}/api/forms/contact`,
        validContact(`Forged ${post} ${Date.now()}`),
        { localAddress: '127.0.0.3', headers: { 'x-forwarded-for': `203.0.113.${post + 1}` } },
      )
      statuses.push(response.status)
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
  })

  test('guessing at the admin password from one client slows that client, and the admin still signs in', async () => {
    const login = (password: string, localAddress: string) =>
      postJsonFrom(
        `${limited.url}/api/users/login`,
        { email: admin.email, password },
        { localAddress },
      )
    const guesses: number[] = []
    for (let guess = 0; guess < 30; guess++) {
      guesses.push((await login(`guess-${guess}`, '127.0.0.2')).status)
    }
    expect(guesses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(guesses.slice(5).every((status) => status === 429)).toBe(true)
    // Even the right password waits on the guessing client...
    expect((await login(admin.password, '127.0.0.2')).status).toBe(429)
    // ...while the admin, anywhere else, signs in.
    const signedIn = await login(admin.password, '127.0.0.1')
    expect(signedIn.status).toBe(200)
    expect(JSON.parse(signedIn.body).user.email).toBe(admin.email)
  })
})
