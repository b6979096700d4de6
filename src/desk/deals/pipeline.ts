import { TZDate } from '@date-fns/tz'
import { and, count, eq, gte, inArray, isNotNull, sum } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { userHasRole } from '@/access/roles'
import { postgres } from '@/server/database/adapter'
import { asText } from '@/server/database/expressions'
import { dealTableOf, tableOfType, type SubmissionTable } from '@/submissions/tables'

import { openStatuses, typesOfDesk } from '../queues'
import { convert, isDealCurrency, type DealCurrency } from './currencies'
import { dealOutcomeOf, outcomeStatuses } from './outcomes'
import type { DealOutcome } from './reasons'
import { dealTypes, readDealSettings } from './settings'

type Viewer = { id: number; roles?: unknown } | null

export type PipelineStage = {
  status: string
  /** Open leads in this status with a value. */
  deals: number
  /** Their values added up, in the viewer's currency. */
  total: number
  /** The same, each weighted by the status's probability. */
  weighted: number
  probability: number
}

export type Pipeline = {
  currency: DealCurrency
  stages: PipelineStage[]
  total: number
  weighted: number
  /** Currencies a conversion needed that have no rate: the values it would convert are left out. */
  withoutRate: DealCurrency[]
  /** Whose pipeline it is: everyone's (admins) or the viewer's own leads. */
  scope: 'all' | 'own'
  /** The deals won and lost since the start of this month on the viewer's clock. */
  closedThisMonth: Record<DealOutcome, ClosedDeals>
}

/** Deals closed one way: how many, and what those with a value add up to. */
export type ClosedDeals = { deals: number; total: number }

/** The first instant of the month `now` is in, on `zone`'s clock. */
export function startOfMonthIn(now: Date, zone: string): Date {
  const local = new TZDate(now.getTime(), zone)
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), 1, zone).getTime())
}

/** What each grouped row adds up: its status, currency, how many leads and their values. */
const valuesByStatus = (table: SubmissionTable) => ({
  status: asText(table.status),
  currency: asText(table.value_currency),
  deals: count(),
  amount: sum(table.value_amount).mapWith(Number),
})

/**
 * The open pipeline the viewer may see (an admin: every lead's; anyone else: the leads they own),
 * by status in the types' order: how many leads have a value, what they add up to in `currency`
 * and weighted by each status's probability; and the deals won and lost this month on the
 * viewer's clock (`zone`). Two grouped queries per deal type; values in a currency without a rate
 * are left out and named.
 */
export async function readPipeline(
  payload: Payload,
  viewer: Viewer,
  currency: DealCurrency,
  { now = new Date(), zone = 'UTC' }: { now?: Date; zone?: string } = {},
): Promise<Pipeline> {
  const types = typesOfDesk(viewer as never).filter((type) => dealTypes.includes(type))
  const everyone = userHasRole(viewer as never, 'admin')
  const { rates, probability } = await readDealSettings(payload)
  const db = postgres(payload).drizzle
  const own = (table: SubmissionTable) =>
    everyone || !viewer ? undefined : eq(table.owner, viewer.id)
  const since = startOfMonthIn(now, zone).toISOString()
  const closed = Promise.all(
    types.map(async (type) => {
      const closing = Object.keys(outcomeStatuses(type))
      const table = dealTableOf(payload, type.slug)
      if (closing.length === 0 || !table) return []
      const rows = await db
        .select(valuesByStatus(table))
        .from(table)
        .where(and(inArray(asText(table.status), closing), gte(table.closedAt, since), own(table)))
        .groupBy(table.status, table.value_currency)
      return rows.map((row) => ({ ...row, outcome: dealOutcomeOf(type, row.status) }))
    }),
  )
  const grouped = await Promise.all(
    types.map((type) => {
      const table = tableOfType(payload, type.slug)
      return db
        .select(valuesByStatus(table))
        .from(table)
        .where(
          and(inArray(table.status, openStatuses(type)), isNotNull(table.value_amount), own(table)),
        )
        .groupBy(table.status, table.value_currency)
    }),
  )
  const order = [...new Set(types.flatMap((type) => openStatuses(type) as string[]))]
  const stages = new Map<string, PipelineStage>(
    order.map((status) => [
      status,
      { status, deals: 0, total: 0, weighted: 0, probability: probability(status) },
    ]),
  )
  const withoutRate = new Set<DealCurrency>()
  for (const row of grouped.flat()) {
    const stage = stages.get(row.status)
    const from = isDealCurrency(row.currency) ? row.currency : 'USD'
    if (!stage) continue
    const converted = convert(row.amount, from, currency, rates)
    if (converted === null) {
      for (const each of [from, currency]) if (each !== 'USD' && !rates[each]) withoutRate.add(each)
      continue
    }
    stage.deals += row.deals
    stage.total += converted
    stage.weighted += converted * stage.probability
  }
  const closedThisMonth: Record<DealOutcome, ClosedDeals> = {
    won: { deals: 0, total: 0 },
    lost: { deals: 0, total: 0 },
  }
  for (const row of (await closed).flat()) {
    if (!row.outcome) continue
    const tally = closedThisMonth[row.outcome]
    tally.deals += row.deals
    const from = isDealCurrency(row.currency) ? row.currency : 'USD'
    const converted = row.amount ? convert(row.amount, from, currency, rates) : 0
    if (converted === null) {
      for (const each of [from, currency]) if (each !== 'USD' && !rates[each]) withoutRate.add(each)
    } else tally.total += converted
  }
  const shown = [...stages.values()]
  return {
    currency,
    stages: shown,
    total: shown.reduce((sum, stage) => sum + stage.total, 0),
    weighted: shown.reduce((sum, stage) => sum + stage.weighted, 0),
    withoutRate: [...withoutRate],
    scope: everyone ? 'all' : 'own',
    closedThisMonth,
  }
}
