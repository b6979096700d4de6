import { desc, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { userHasRole } from '@/access/roles'
import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import { totalRows } from '@/server/database/expressions'

/** One delivery as the endpoint's log shows it. */
export type LoggedDelivery = {
  id: number
  event: string
  status: string
  statusCode: number | null
  attempts: number
  nextAttemptAt: string | null
  error: string | null
  createdAt: string
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
  const { webhook_deliveries } = tablesOf(payload)
  const deliveries = webhook_deliveries
  return postgres(payload)
    .drizzle.select({
      id: deliveries.id,
      event: deliveries.event,
      status: deliveries.status,
      statusCode: deliveries.statusCode,
      attempts: deliveries.attempts,
      nextAttemptAt: deliveries.nextAttemptAt,
      error: deliveries.error,
      createdAt: deliveries.createdAt,
      total: totalRows(),
    })
    .from(deliveries)
    .where(eq(deliveries.endpoint, endpoint))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(deliveryLogLength)
}
