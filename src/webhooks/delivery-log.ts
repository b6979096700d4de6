import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { userHasRole } from '@/access/roles'
import { postgres } from '@/server/database/adapter'

/** One delivery as the endpoint's log shows it. */
export type LoggedDelivery = {
  id: number
  event: string
  status: string
  status_code: string | null
  attempts: number
  next_attempt_at: string | null
  error: string | null
  created_at: string
  /** Deliveries of the endpoint in all. */
  total: number
}

/** How many deliveries the log shows, newest first. */
export const deliveryLogLength = 25

/**
 * An endpoint's newest deliveries for its log, or null for anyone but an admin: the log names the
 * CRM's address, its errors and the events sent. Checked here, where it is read: Payload draws a
 * field's component for whoever asks the admin's form-state function, whether or not they may
 * read the document.
 */
export async function readDeliveryLog(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  endpoint: number,
): Promise<LoggedDelivery[] | null> {
  if (!userHasRole(user, 'admin') || !Number.isInteger(endpoint)) return null
  const { rows } = await postgres(payload).drizzle.execute<LoggedDelivery>(sql`
    SELECT id, event::text AS event, status::text AS status, status_code::text AS status_code,
      attempts::int AS attempts, next_attempt_at, error, created_at, count(*) OVER ()::int AS total
    FROM webhook_deliveries WHERE endpoint = ${endpoint}
    ORDER BY created_at DESC, id DESC LIMIT ${deliveryLogLength}`)
  return rows
}
