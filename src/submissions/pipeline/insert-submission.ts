import { upsertRow, type DrizzleAdapter } from '@payloadcms/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { submissionTable, type SubmissionSlug } from '@/submissions'
import { postgres } from '@/server/database/adapter'
import { transactionDatabase } from '@/server/database/transaction'

/**
 * Stores a new submission with Payload's own row writer, the step of `payload.create` that turns
 * a document into rows, and returns its id. Skipped are the rest of that operation: access, field
 * hooks and validation before, reading the whole document back and its hooks after. They cost a
 * quarter of the server's CPU per submission. So the document must come complete and validated
 * (the pipeline's schema and submissionDocument), and the submission collections must have no
 * hooks at create: tests/int/forms/stored-document.test.ts fails when one is added.
 */
export async function insertSubmission(
  payload: Payload,
  slug: SubmissionSlug,
  document: Record<string, unknown>,
  req: Pick<PayloadRequest, 'transactionID'>,
): Promise<number> {
  const adapter = postgres(payload)
  const { id } = (await upsertRow({
    // The same adapter; the drizzle package's type also admits its SQLite flavour.
    adapter: adapter as unknown as DrizzleAdapter,
    db: await transactionDatabase(adapter, req),
    // A copy: the row writer sets createdAt on what it is given.
    data: { ...document },
    fields: payload.collections[slug].config.flattenedFields,
    ignoreResult: 'idOnly',
    operation: 'create',
    req,
    tableName: submissionTable(slug),
  })) as { id: number }
  return id
}
