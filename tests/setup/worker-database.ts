import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Vitest setup file, run in each worker before its test files: the worker's own database of those
 * the global setup made (database.ts), and an uploads folder of its own, so that two workers
 * never write the same row or file.
 */
const worker = Number(process.env.VITEST_POOL_ID ?? 1)
const databases = process.env.TEST_DATABASE_URLS?.split(' ') ?? []
if (databases.length > 0) process.env.DATABASE_URL = databases[(worker - 1) % databases.length]
process.env.UPLOADS_DIR ||= path.join(process.env.TMPDIR || tmpdir(), `int-test-uploads-${worker}`)
