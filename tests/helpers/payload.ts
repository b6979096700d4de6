import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The app's real Payload, on the run's fresh database (migrated and seeded by onInit). */
export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}
