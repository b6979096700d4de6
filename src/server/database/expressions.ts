import { sql, type SQL, type SQLWrapper } from '@payloadcms/db-postgres/drizzle'
import type { PgSelect } from '@payloadcms/db-postgres/drizzle/pg-core'

/**
 * PostgreSQL's functions that Drizzle's query builder has no name for, as typed expressions to
 * use inside its queries. Each is one SQL fragment here, so that the queries themselves stay
 * built of the generated schema's tables and columns, which tsc checks.
 */

/** The database's clock: the instant the statement's transaction started. */
export const databaseNow = () => sql<string>`now()`

/** That many days after the database's clock. */
export const daysFromDatabaseNow = (days: number) =>
  sql<string>`now() + make_interval(days => ${days})`

/** A column plus one, for counters updated in place. */
export const plusOne = (column: SQLWrapper) => sql<number>`${column} + 1`

/** The column's value, or the fallback (a value or another column) when it is null. */
export const firstNonNull = <Value>(column: SQLWrapper, fallback: NoInfer<Value> | SQLWrapper) =>
  sql<Value>`coalesce(${column}, ${fallback})`

/** A text constant as a selected column (a type's slug in a UNION of the types' tables). */
export const textConstant = <Text extends string>(text: Text) => sql<Text>`${text}::text`

/** A NULL of a type, as a selected column a union's other selects fill. */
export const nothing = <Value>() => sql<Value | null>`NULL`

/** An enum or other column read as text. */
export const asText = (column: SQLWrapper) => sql<string>`${column}::text`

/** Rows that satisfy `condition` in each group. */
export const countWhere = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})::int`

/** The rows of the whole result, on each of its rows (before LIMIT and OFFSET). */
export const totalRows = () => sql<number>`count(*) OVER ()::int`

/** The value `fraction` of the group's values are at or under, interpolated (0.5: the median). */
export const percentile = (fraction: number, column: SQLWrapper) =>
  sql<number | null>`percentile_cont(${fraction}) WITHIN GROUP (ORDER BY ${column})::float`

/** Minutes from one instant to another, with their fraction. */
export const minutesBetween = (from: SQLWrapper, to: SQLWrapper) =>
  sql<number | null>`extract(epoch FROM ${to} - ${from}) / 60`

/** The domain of an e-mail address, in lower case ('' when it has no @). */
export const domainOfEmail = (column: SQLWrapper) =>
  sql<string>`lower(split_part(${column}, '@', 2))`

/** The Monday (YYYY-MM-DD) of an instant's week, in the database's time zone. */
export const weekOf = (column: SQLWrapper) =>
  sql<string>`to_char(date_trunc('week', ${column}), 'YYYY-MM-DD')`

/** `value` where `condition` holds, else null (CASE WHEN … THEN … END). */
export const when = <Value>(condition: SQL, value: SQLWrapper) =>
  sql<Value | null>`CASE WHEN ${condition} THEN ${value} END`

/**
 * The earliest of two instants, either of which may be null (PostgreSQL's least skips nulls);
 * cast, for a union whose first select fills a column with an untyped NULL.
 */
export const earliestOf = (a: SQLWrapper, b: SQLWrapper) =>
  sql<string | null>`least(${a}::timestamptz, ${b}::timestamptz)`

/** The rows of several selects of the same columns, one after the other (UNION ALL). */
export function unionAllOf<Query extends PgSelect>(queries: readonly Query[]): Query {
  const [first, ...rest] = queries
  if (!first) throw new Error('A union needs at least one select.')
  // Drizzle types a union on its first select; the rest are selects of the same columns.
  return rest.reduce((union, next) => union.unionAll(next as never) as unknown as Query, first)
}
