import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** A configuration problem the operator must fix; printed as one line, never as a stack trace. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError'
}

export const isProduction = process.env.NODE_ENV === 'production'

/** Local state of a development checkout: embedded database, generated secret, uploads. */
export const dataDir = path.resolve(process.env.DATA_DIR || '.data')

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL
  if (!url) {
    throw new ConfigurationError(
      'DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which start an embedded PostgreSQL when DATABASE_URL is absent.',
    )
  }
  return url
}

/** host:port/database of a connection string, without credentials, for messages and logs. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`
  } catch {
    return 'an unparsable DATABASE_URL'
  }
}

/**
 * Production must be given PAYLOAD_SECRET. Development generates one on first use and keeps it
 * under .data/ so sessions survive restarts.
 */
export function payloadSecret(): string {
  const fromEnvironment = process.env.PAYLOAD_SECRET
  if (fromEnvironment) return fromEnvironment
  // `next build` loads the config but never starts Payload, so nothing is signed with this.
  if (process.env.NEXT_PHASE === 'phase-production-build') return 'unused-while-building'
  if (isProduction) {
    throw new ConfigurationError(
      'PAYLOAD_SECRET is not set. Production needs a long random secret, e.g. `openssl rand -hex 32`.',
    )
  }
  const secretFile = path.join(dataDir, 'payload-secret')
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const generated = randomBytes(32).toString('hex')
  writeFileSync(secretFile, generated, { mode: 0o600 })
  return generated
}

/** The public origin of the site, used for canonical URLs, e-mail links and CSRF checks. */
export function siteUrl(): string {
  return (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')
}

export const uploadsDir = path.resolve(process.env.UPLOADS_DIR || path.join(dataDir, 'uploads'))

/**
 * How many proxies in front of the app append the client's address to X-Forwarded-For: 0 (the
 * default) trusts only the connection, 1 a load balancer or TLS proxy, 2 a CDN before it, ...
 */
export function trustedProxyHops(): number {
  const value = process.env.TRUSTED_PROXY_HOPS ?? '0'
  const hops = Number(value)
  if (!/^\d+$/.test(value) || hops > 10) {
    throw new ConfigurationError(
      `TRUSTED_PROXY_HOPS must be the number of proxies in front of the app (0 to 10), not "${value}".`,
    )
  }
  return hops
}
