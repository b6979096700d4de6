import type { Payload } from 'payload'

import { defaultSiteTimeZone } from '@/lib/site/time-zones'
import { isForeignKeyViolation } from '@/server/database/errors'
import { intakeStep, type PrepareRead } from '@/submissions/pipeline/steps'

import { hoursOfTeam, keepOwnerHours, startClock } from './clock/clock'
import { defaultOwnerOf, responseTargetOf } from './clock/targets'
import { isWorkedType } from './worked-types'
import { routeLead, routingEmails } from './routing/routing'
import { cachedRoutingTable, readRoutingTable, type RoutingTable } from './routing/routing-table'

/** How the intake steps read the routing table: cached inside a request, else as stored now. */
export type RoutingTableReader = (
  payload: Payload,
  read: { cached: boolean },
) => Promise<RoutingTable>

export const routingTableAsStored: RoutingTableReader = (payload, { cached }) =>
  cached ? cachedRoutingTable(payload) : readRoutingTable(payload)

/** The table, read once per submission however many steps ask for it. */
export const routingTableOf = (
  payload: Payload,
  read: PrepareRead,
  readTable: RoutingTableReader,
) => read.once(readTable, () => readTable(payload, read))

/**
 * The desk takes each new submission of a type that declared it as it is stored: routing gives it an owner
 * (and a rule), the owner's team's hours start its response clock, and the owner is e-mailed. A
 * cached table naming an account deleted since fails the INSERT's foreign key: the pipeline reads
 * the table again and stores it once more.
 */
export const deskIntakeStep = (readTable: RoutingTableReader = routingTableAsStored) =>
  intakeStep({
    name: 'desk',
    prepare: (payload, read) => routingTableOf(payload, read, readTable),
    isStale: isForeignKeyViolation,
    run: async ({ type, row, now }, table, req) => {
      const { settings } = table
      if (!isWorkedType(type)) return undefined
      const routing = await routeLead(type, row, table, req, defaultOwnerOf(settings, type))
      const timeZone = settings.timeZone ?? defaultSiteTimeZone
      const ownerHours = hoursOfTeam(routing.team, timeZone)
      const target = responseTargetOf(settings, type)
      const clock = startClock(target, ownerHours.hours, now, routing.owner !== undefined)
      const owner = routing.owner?.id ?? null
      keepOwnerHours(req, owner, timeZone, ownerHours)
      return {
        // The rule is kept when it found no one too: the admins' digest names it.
        fields: { owner, routedTo: owner, routingRule: routing.rule?.name ?? null, ...clock },
        afterInsert: async ({ id, sender }) => ({
          emails: routingEmails(type, { id, from: sender.name }, routing),
        }),
      }
    },
  })
