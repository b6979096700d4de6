import {
  bigint,
  date,
  jsonb,
  pgSchema,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from '@payloadcms/db-postgres/drizzle/pg-core'

/**
 * The tables of our own `stats` schema, which migrations create beside Payload's (so no
 * generated schema describes them): described here so that queries over them are typed too.
 * The migrations stay what creates them; the migrations test checks the two agree.
 */
export const stats = pgSchema('stats')

/** Submissions per type and status, kept by triggers in a few slots that writers spread over. */
export const submissionCounts = stats.table(
  'submission_counts',
  {
    submissionTable: varchar('submission_table', { length: 64 }).notNull(),
    status: varchar('status', { length: 64 }).notNull(),
    slot: smallint('slot').notNull().default(0),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.submissionTable, table.status, table.slot] })],
)

/** Each Overview's response figures, as the job last computed them. */
export const leadResponseFigures = stats.table('lead_response_figures', {
  desk: text('desk').primaryKey(),
  figures: jsonb('figures').notNull(),
  computedAt: timestamp('computed_at', {
    mode: 'string',
    withTimezone: true,
    precision: 3,
  }).notNull(),
})

/** Views per path and day (UTC). */
export const pageViews = stats.table(
  'page_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
)
