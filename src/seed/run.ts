/**
 * `npm run seed`: creates whatever site content is missing, never overwriting existing content.
 * Starting Payload already applies pending migrations and seeds an empty database (onInit).
 */
import { getPayload } from 'payload'

import { databaseUrl } from '@/server/env'
import { formatSeedReport, seedContent } from './index'

// A CLI run has no Next.js dev server whose hot reloads Payload should follow.
process.env.DISABLE_PAYLOAD_HMR = 'true'

async function main(): Promise<void> {
  databaseUrl() // fails with a one-line explanation before Payload starts
  // Imported here so that a configuration error (e.g. no PAYLOAD_SECRET) is reported below.
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  try {
    const report = await seedContent(payload)
    console.log(`Seed complete: ${formatSeedReport(report)}`)
  } finally {
    await payload.destroy()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`\n✖ Seeding failed: ${message}\n`)
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack)
    process.exit(1)
  },
)
