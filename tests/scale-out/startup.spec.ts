import path from 'node:path'

import { test, expect } from '@playwright/test'

import { startRedis } from '../helpers/redis'
import { startS3Server } from '../helpers/s3-server'
import { startAppServer, type AppServer } from '../resilience/app-server'
import { startRestartableDatabase } from '../resilience/database'
import { createMailServer } from '../resilience/mail-server'
import { distDir } from '../resilience/settings'
import { instanceEnv } from './cluster'
import { printFigures, record } from './figures'

test.afterAll(printFigures)

test('three instances started at once on an empty database: one of them migrates and seeds, all three serve', async ({}, testInfo) => {
  const database = await startRestartableDatabase()
  const redis = await startRedis()
  const bucket = await startS3Server()
  const mail = await createMailServer()
  const instances: AppServer[] = []
  try {
    const env = instanceEnv({ redis, bucket, mail })
    const startedAt = Date.now()
    const started = await Promise.allSettled(
      ['1', '2', '3'].map((name) =>
        startAppServer({
          distDir,
          databaseUrl: database.url,
          logFile: path.join(testInfo.outputDir, `instance-${name}.log`),
          env,
        }),
      ),
    )
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value)
    expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])
    const servingMs = Date.now() - startedAt

    const migrations = await database.query<{ name: string; runs: string }>(
      `SELECT name, count(*) AS runs FROM payload_migrations WHERE name <> 'dev' GROUP BY name`,
    )
    const migratedBy = instances.filter((instance) => instance.countLogLines(/Migrating: /) > 0)
    const products = await database.query<{ count: string }>('SELECT count(*) FROM products')
    const pages = await Promise.all(
      instances.map(async (instance) => (await fetch(`${instance.url}/products/vas`)).status),
    )

    record(
      'three instances started at once, empty database',
      `${migrations.length} migrations applied once each, by ${migratedBy.length} instance; ` +
        `${products[0].count} products seeded; /products/vas ${pages.join(', ')}; all serving in ${(servingMs / 1000).toFixed(0)} s`,
    )
    expect(migrations.length).toBeGreaterThan(0)
    expect(migrations.filter((migration) => Number(migration.runs) !== 1)).toEqual([])
    expect(migratedBy, 'instances that ran migrations').toHaveLength(1)
    expect(products[0].count).toBe('11')
    expect(pages).toEqual([200, 200, 200])
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()))
    await mail.close()
    await bucket.close()
    await redis.close()
    await database.destroy()
  }
})
