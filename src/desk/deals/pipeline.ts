import { and, count, eq, inArray, isNotNull, sum } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { userHasRole } from '@/access/roles'
import { postgres } from '@/server/database/adapter'
import { asText } from '@/server/database/expressions'
import { tableOfType } from '@/submissions/tables'

import { openStatuses, typesOfDesk } from '../queues'
import { convert, isDealCurrency, type DealCurrency } from './currencies'
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
}

/**
 * The open pipeline the viewer may see (an admin: every lead's; anyone else: the leads they own),
 * by status in the types' order: how many leads have a value, what they add up to in `currency`
 * and weighted by each status's probability. One grouped query per deal type; values in a
 * currency without a rate are left out and named.
 */
export async function readPipeline(
  payload: Payload,
  viewer: Viewer,
  currency: DealCurrency,
): Promise<Pipeline> {
  const types = typesOfDesk(viewer as never).filter((type) => dealTypes.includes(type))
  const everyone = userHasRole(viewer as never, 'admin')
  const { rates, probability } = await readDealSettings(payload)
  const db = postgres(payload).drizzle
  const grouped = await Promise.all(
    types.map((type) => {
      const table = tableOfType(payload, type.slug)
      return db
        .select({
          status: asText(table.status),
          currency: asText(table.value_currency),
          deals: count(),
          amount: sum(table.value_amount).mapWith(Number),
        })
        .from(table)
        .where(
          and(
            inArray(table.status, openStatuses(type)),
            isNotNull(table.value_amount),
            everyone || !viewer ? undefined : eq(table.owner, viewer.id),
          ),
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
  const shown = [...stages.values()]
  return {
    currency,
    stages: shown,
    total: shown.reduce((sum, stage) => sum + stage.total, 0),
    weighted: shown.reduce((sum, stage) => sum + stage.weighted, 0),
    withoutRate: [...withoutRate],
    scope: everyone ? 'all' : 'own',
  }
}
