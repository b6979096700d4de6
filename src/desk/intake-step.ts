import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { cacheTags } from '@/lib/data/tags'
import type { SiteSetting } from '@/payload-types'
import { isForeignKeyViolation } from '@/server/database/errors'
import { intakeStep } from '@/submissions/pipeline/steps'

import { hoursOfTeam, startClock } from './clock/clock'
import { defaultOwnerOf, responseTargetOf } from './clock/targets'
import { isWorkedType } from './worked-types'
import { routeLead, routingEmails } from './routing/routing'
import { cachedRoutingTable, readRoutingTable, type RoutingTable } from './routing/routing-table'

type DeskSettings = Pick<SiteSetting, 'timeZone' | 'responseTargets'>

/** How the desk's intake step reads the routing table: cached inside a request, else as stored now. */
export type RoutingTableReader = (
  payload: Payload,
  read: { cached: boolean },
) => Promise<RoutingTable>

export const routingTableAsStored: RoutingTableReader = (payload, { cached }) =>
  cached ? cachedRoutingTable(payload) : readRoutingTable(payload)

/** How it reads the site settings it needs (the clock's time zone and targets, default owners). */
export type DeskSettingsReader = (
  payload: Payload,
  read: { cached: boolean },
) => Promise<DeskSettings>

const readDeskSettings = (payload: Payload): Promise<DeskSettings> =>
  payload.findGlobal({
    slug: 'site-settings',
    select: { timeZone: true, responseTargets: true },
    depth: 0,
  })

/** Cached inside a request, and expired with every save of the site settings. */
export const deskSettingsAsStored: DeskSettingsReader = (payload, { cached }) =>
  cached
    ? unstable_cache(() => readDeskSettings(payload), ['desk-settings'], {
        tags: [cacheTags.global('site-settings')],
      })()
    : readDeskSettings(payload)

/**
 * The desk takes each new submission of a type that declared it as it is stored: routing gives it an owner
 * (and a rule), the owner's team's hours start its response clock, and the owner is e-mailed. A
 * cached table naming an account deleted since fails the INSERT's foreign key: the pipeline reads
 * the table again and stores it once more.
 */
export const deskIntakeStep = (
  readTable: RoutingTableReader = routingTableAsStored,
  readSettings: DeskSettingsReader = deskSettingsAsStored,
) =>
  intakeStep({
    name: 'desk',
    prepare: async (payload, { cached }) => {
      const [table, settings] = await Promise.all([
        readTable(payload, { cached }),
        readSettings(payload, { cached }),
      ])
      return { table, settings }
    },
    isStale: isForeignKeyViolation,
    run: async ({ type, row, now }, { table, settings }, req) => {
      if (!isWorkedType(type)) return undefined
      const routing = await routeLead(type, row, table, req, defaultOwnerOf(settings, type))
      const { hours } = hoursOfTeam(routing.team, settings.timeZone)
      const target = responseTargetOf(settings, type)
      const clock = startClock(target, hours, now, routing.owner !== undefined)
      const owner = routing.owner?.id ?? null
      return {
        // The rule is kept when it found no one too: the admins' digest names it.
        fields: { owner, routedTo: owner, routingRule: routing.rule?.name ?? null, ...clock },
        afterInsert: async ({ id, sender }) => ({
          emails: routingEmails(type, { id, from: sender.name }, routing),
        }),
      }
    },
  })
