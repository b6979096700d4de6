import { upsertRow, type DrizzleAdapter } from '@payloadcms/drizzle'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { postgres } from './adapter'
import { transactionDatabase } from './transaction'

/**
 * Stores a new document with Payload's own row writer, the step of `payload.create` that turns a
 * document into rows, and returns its id. Skipped are the rest of that operation: access, field
 * hooks and validation before, reading the whole document back and its hooks after. They cost a
 * quarter of the server's CPU per form submission. So the caller gives the document complete and
 * validated, and the collection must have no hooks at create (tests/int/forms/stored-document.test.ts says when
 * one is added).
 */
export async function insertDocument(
  payload: Payload,
  collection: CollectionSlug,
  document: Record<string, unknown>,
  req: Pick<PayloadRequest, 'transactionID'>,
): Promise<number> {
  const adapter = postgres(payload)
  // The adapter's tables are named after the slug in snake case.
  const tableName = adapter.tableNameMap.get(collection.replaceAll('-', '_'))
  if (!tableName) throw new Error(`No table for the collection ${collection}`)
  const { id } = (await upsertRow({
    // The same adapter; the drizzle package's type also admits its SQLite flavour.
    adapter: adapter as unknown as DrizzleAdapter,
    db: await transactionDatabase(adapter, req),
    data: { ...document },
    fields: payload.collections[collection].config.flattenedFields,
    ignoreResult: 'idOnly',
    operation: 'create',
    req,
    tableName,
  })) as { id: number }
  return id
}
