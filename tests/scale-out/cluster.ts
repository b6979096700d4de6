import { randomUUID } from 'node:crypto'
import path from 'node:path'

import { test as base, expect } from '@playwright/test'

import { startImap, type TestImap } from '../helpers/imap'
import { findNginx, startNginx } from '../helpers/nginx'
import { freePort } from '../helpers/ports'
import { startRedis, type TestRedis } from '../helpers/redis'
import { startS3Server, type TestBucket } from '../helpers/s3-server'
import { startAppServer, type AppServer } from '../resilience/app-server'
import { startRestartableDatabase, type RestartableDatabase } from '../resilience/database'
import { createMailServer, type MailServer } from '../resilience/mail-server'
import { distDir } from '../resilience/settings'

export const admin = { email: 'admin@scale-out.test', password: `scale-out-${randomUUID()}` }

/**
 * Two production instances of one build behind nginx (round robin), sharing one PostgreSQL, one
 * Redis (Next's cache) and one S3-protocol server (uploads), as docs/operations.md's "More than one
 * instance" describes.
 */
export type Cluster = {
  /** nginx, in front of both instances. */
  url: string
  a: AppServer
  b: AppServer
  database: RestartableDatabase
  redis: TestRedis
  bucket: TestBucket
  mail: MailServer
  /** The team mailbox both instances poll every second for the visitors' answers. */
  imap: TestImap
}

/** What every instance is started with, beside its database. */
export function instanceEnv(
  cluster: Pick<Cluster, 'redis' | 'bucket' | 'mail'> & { imap?: TestImap },
) {
  return {
    REDIS_URL: cluster.redis.url,
    ...cluster.imap?.env(1),
    ...cluster.bucket.env,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(cluster.mail.port),
    EMAIL_FROM: 'website@example.com',
    SEED_ADMIN_EMAIL: admin.email,
    SEED_ADMIN_PASSWORD: admin.password,
    // nginx appends the client's address to X-Forwarded-For.
    TRUSTED_PROXY_HOPS: '1',
    // The submitting clients are one address sending far more than a person would.
    RATE_LIMIT_FORMS_POINTS: '1000000',
    // Every job queue ticks every 2 s instead of every minute or hour.
    JOBS_TICK_SECONDS: '2',
  }
}

async function startBalancer(ports: number[]): Promise<{ url: string; stop: () => Promise<void> }> {
  const nginx = findNginx()
  if (!nginx) throw new Error("The scale-out suite needs nginx: install Debian's nginx-light")
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const { stop } = await startNginx(
    nginx,
    () => `upstream site {
    ${ports.map((instance) => `server 127.0.0.1:${instance} max_fails=1 fail_timeout=10s;`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }`,
    async () => (await fetch(`${url}/api/products?limit=1`)).ok,
  )
  return { url, stop }
}

export const test = base.extend<{ instancesStayUp: void }, { cluster: Cluster }>({
  cluster: [
    // (Named `provide`, not Playwright's usual `use`, which linters take for React's hook.)
    async ({}, provide, workerInfo) => {
      const stops: (() => Promise<unknown>)[] = []
      try {
        const database = await startRestartableDatabase()
        stops.push(database.destroy)
        const redis = await startRedis()
        stops.push(redis.close)
        const bucket = await startS3Server()
        stops.push(bucket.close)
        const mail = await createMailServer()
        await mail.listen()
        stops.push(mail.close)
        const imap = await startImap()
        stops.push(imap.close)
        const env = instanceEnv({ redis, bucket, mail, imap })
        const start = (name: string) =>
          startAppServer({
            distDir,
            databaseUrl: database.url,
            logFile: path.join(workerInfo.project.outputDir, `instance-${name}.log`),
            // Nothing is kept on an instance's own disk: each gets an uploads folder of its own.
            env: {
              ...env,
              UPLOADS_DIR: path.join(workerInfo.project.outputDir, `uploads-${name}`),
            },
          })
        const a = await start('a')
        stops.push(a.stop)
        const b = await start('b')
        stops.push(b.stop)
        const balancer = await startBalancer([a.port, b.port])
        stops.push(balancer.stop)
        await provide({ url: balancer.url, a, b, database, redis, bucket, mail, imap })
      } finally {
        for (const stop of stops.reverse()) await stop().catch(() => undefined)
      }
    },
    { scope: 'worker', timeout: 400_000 },
  ],
  /** After each test: both instances reported no uncaught exception; their logs on failure. */
  instancesStayUp: [
    async ({ cluster }, provide, testInfo) => {
      await provide()
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('instance A log (tail)', { body: cluster.a.logTail(60) })
        await testInfo.attach('instance B log (tail)', { body: cluster.b.logTail(60) })
      }
      for (const instance of [cluster.a, cluster.b]) {
        expect(instance.crashes(), 'uncaught exceptions reported by an instance').toEqual([])
      }
    },
    { auto: true },
  ],
})

export { expect }
