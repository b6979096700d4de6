import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { getTableConfig } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { migrations } from '../../migrations'
import { postgres } from '../../src/server/database/adapter'
import {
  leadResponseFigures,
  pageViews,
  submissionCounts,
} from '../../src/server/database/stats-tables'
import { searchEntries } from '../../src/search/entries'
import { testPayload } from '../helpers/payload'

const setDefault = /^ALTER TABLE "(\w+)" ALTER COLUMN "(\w+)" SET DEFAULT (.+);$/

/**
 * drizzle-kit re-emits SET DEFAULT for numeric columns whose default is already in place (it
 * compares `0` with the introspected `'0'::numeric`). Such a statement is dropped only after
 * checking the column really has that default.
 */
async function withoutNoOpDefaults(payload: Payload, statements: string[]): Promise<string[]> {
  const pool = postgres(payload).pool
  const remaining: string[] = []
  for (const statement of statements) {
    const match = setDefault.exec(statement)
    if (match) {
      const [, table, column, expected] = match
      const { rows } = await pool.query(
        'SELECT column_default FROM information_schema.columns WHERE table_name = $1 AND column_name = $2',
        [table, column],
      )
      const actual = String(rows[0]?.column_default ?? '').replace(/^'(.*)'::numeric$/, '$1')
      if (actual === expected) continue
    }
    remaining.push(statement)
  }
  return remaining
}

const dropConstraint = /^ALTER TABLE "(\w+)" DROP CONSTRAINT "(\w+)";\s*$/
const addConstraint = /^ALTER TABLE "(\w+)" ADD CONSTRAINT "(\w+)" /

/**
 * PostgreSQL cuts identifiers to 63 bytes, so a constraint drizzle names longer (a page global's
 * version table with a long slug) exists under the cut name, and drizzle-kit offers to drop it and
 * add it again under the same cut name. Such a pair is dropped.
 */
function withoutTruncatedNameRecreations(statements: string[]): string[] {
  const constraintOf = (statement: string) => {
    const match = dropConstraint.exec(statement) ?? addConstraint.exec(statement)
    return match
      ? { key: `${match[1]}.${match[2].slice(0, 63)}`, long: match[2].length > 63 }
      : null
  }
  const dropped = new Set(
    statements
      .filter((statement) => dropConstraint.test(statement))
      .map((s) => constraintOf(s)?.key),
  )
  const recreated = new Set(
    statements
      .map(constraintOf)
      .filter((constraint) => constraint?.long && dropped.has(constraint.key))
      .map((constraint) => constraint?.key),
  )
  return statements.filter((statement) => !recreated.has(constraintOf(statement)?.key))
}

describe('migrations', () => {
  it('are all applied on start', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0 })
    expect(docs.map((migration) => migration.name).sort()).toEqual(
      migrations.map((migration) => migration.name).sort(),
    )
  })

  it('produce exactly the schema the config describes (no drift)', async () => {
    const payload = await testPayload()
    const adapter = postgres(payload)
    const { pushSchema } = adapter.requireDrizzleKit()
    // A pool of its own, without the app's 10 s wait for a connection: drizzle-kit reads the
    // schema with a few queries per table all at once, which a busy machine queues for longer.
    const introspection = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
    const diff = await pushSchema(
      adapter.schema,
      drizzle(introspection) as never,
      undefined,
      adapter.tablesFilter,
      undefined,
    ).finally(() => introspection.end())
    // drizzle-kit returns the statements it would run; Payload's typing leaves them out.
    const { statementsToExecute } = diff as typeof diff & { statementsToExecute: string[] }
    expect(
      await withoutNoOpDefaults(payload, withoutTruncatedNameRecreations(statementsToExecute)),
    ).toEqual([])
  })

  it('create our own stats and search tables as stats-tables.ts and src/search/entries.ts describe them', async () => {
    const payload = await testPayload()
    const { rows } = await postgres(payload).pool.query<{
      table_schema: string
      table_name: string
      column_name: string
      data_type: string
      is_nullable: 'YES' | 'NO'
    }>(
      `SELECT table_schema, table_name, column_name, data_type, is_nullable
       FROM information_schema.columns WHERE table_schema IN ('stats', 'search')
       ORDER BY table_name, ordinal_position`,
    )
    // information_schema names types without their length or precision, and varchar in full.
    const typeName = (type: string) =>
      type.replace(/\(\d+\)/, '').replace('character varying', 'varchar')
    for (const table of [submissionCounts, leadResponseFigures, pageViews, searchEntries]) {
      const { name, schema, columns } = getTableConfig(table)
      const byName = (a: { column: string }, b: { column: string }) =>
        a.column.localeCompare(b.column)
      const described = columns
        .map((column) => ({
          column: column.name,
          type: typeName(column.getSQLType()),
          nullable: !column.notNull,
        }))
        .sort(byName)
      const stored = rows
        .filter((row) => row.table_schema === schema && row.table_name === name)
        .map((row) => ({
          column: row.column_name,
          type: typeName(row.data_type),
          nullable: row.is_nullable === 'YES',
        }))
        .sort(byName)
      expect(described.length, name).toBeGreaterThan(0)
      expect(stored, name).toEqual(described)
    }
  })
})
