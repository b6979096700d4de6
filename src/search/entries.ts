import {
  customType,
  integer,
  pgSchema,
  primaryKey,
  text,
} from '@payloadcms/db-postgres/drizzle/pg-core'

/**
 * The table of our own `search` schema, which a migration creates and triggers on the searched
 * tables keep (migrations/20261204_090000_search.ts): described here so that queries over it are
 * typed. The migrations test checks the two agree.
 */
export const searchSchema = pgSchema('search')

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** One record found by search: a lead, an organization, or one of an organization's contacts. */
export const searchEntries = searchSchema.table(
  'entries',
  {
    collection: text('collection').notNull(),
    recordId: integer('record_id').notNull(),
    /** '' for the record itself; an organization's contact's row id for that contact. */
    part: text('part').notNull().default(''),
    title: text('title').notNull(),
    words: tsvector('words').notNull(),
    /** Each phone number's digits without leading zeros, separated by spaces. */
    digits: text('digits').notNull().default(''),
    /** The words in lower case without accents, for pg_trgm's similarity. */
    plain: text('plain').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.collection, table.recordId, table.part] })],
)
