import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

/** `npm run dev` / `npm start`'s launcher, run with `env` on top of a clean environment. */
const launch = (env: Record<string, string>) =>
  spawnSync('npx', ['tsx', 'scripts/with-database.ts', 'true'], {
    encoding: 'utf8',
    env: {
      NODE_ENV: 'development',
      PATH: process.env.PATH!,
      HOME: process.env.HOME ?? '/tmp',
      ...env,
    },
  })

describe('the launcher', () => {
  it('refuses a team mailbox set up by halves, in one line, before starting anything', () => {
    const run = launch({
      PAYLOAD_SECRET: 'launcher-test-secret',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      IMAP_HOST: 'imap.example.com',
      IMAP_TLS: 'true',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      "✖ IMAP_HOST is set but IMAP_PORT, IMAP_USER, IMAP_PASSWORD are not: set all five to file the visitors' answers, or none.",
    )
    expect(run.stderr).not.toContain('Cannot reach PostgreSQL')
    expect(run.stderr).not.toMatch(/\n\s+at /)
  })
})
