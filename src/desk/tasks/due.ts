import { and, eq, lt } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import { countWhere } from '@/server/database/expressions'

import { dueWindowEnd } from '../my-work/filters'

export type DueTasks = { overdue: number; today: number }

/**
 * A person's open tasks past their due time, and those due by the end of their day (the overdue
 * ones included): the Overview's count, with links to My work filtered the same way.
 */
export async function countDueTasks(
  payload: Payload,
  account: number,
  now: Date,
  zone: string,
): Promise<DueTasks> {
  const { tasks } = tablesOf(payload)
  const [counted] = await postgres(payload)
    .drizzle.select({
      overdue: countWhere(lt(tasks.due, now.toISOString())),
      today: countWhere(lt(tasks.due, dueWindowEnd('today', now, zone).toISOString())),
    })
    .from(tasks)
    .where(and(eq(tasks.assignee, account), eq(tasks.done, false)))
  return counted
}
