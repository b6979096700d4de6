import { and, count, inArray, isNull, lte, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, TypedUser } from 'payload'

import { userHasRole } from '@/access/roles'
import { submissionLabel } from '@/desk/status/history'
import { postgres } from '@/server/database/adapter'
import { typesWorkedBy, type SubmissionSlug, type SubmissionTypeOf } from '@/submissions'
import { submissionReference } from '@/submissions/reference'
import { tableOfType, type SubmissionTable } from '@/submissions/tables'
import { workedTypes } from '@/desk/worked-types'

type Type = SubmissionTypeOf<SubmissionSlug>

/** A lead still being worked: in any status but its type's final outcomes. */
export const openStatuses = (type: Type): Type['statuses'][number][] =>
  type.statuses.filter((status) => !(type.actions.outcomes as readonly string[]).includes(status))

/** The types whose leads this account works: every type for admins. */
export const typesOfDesk = (user: TypedUser | null): Type[] =>
  userHasRole(user, 'admin')
    ? [...workedTypes]
    : workedTypes.filter((type) => typesWorkedBy(user).includes(type.slug))

export type OwnedLead = {
  slug: SubmissionSlug
  id: number
  reference: string
  label: string
  noun: string
  status: string
  receivedAt: string
}

export type MyLeads = {
  /** The newest open leads the account owns, across its types. */
  leads: OwnedLead[]
  /** How many open leads it owns of each type (only types with some). */
  counts: { slug: SubmissionSlug; label: string; open: number }[]
}

/** The account's open leads, newest first: what sales and recruiters land on. */
export async function getMyLeads(
  payload: Payload,
  user: TypedUser | null,
  limit = 10,
): Promise<MyLeads> {
  if (!user) return { leads: [], counts: [] }
  const perType = await Promise.all(
    typesOfDesk(user).map(async (type) => {
      const { docs, totalDocs } = await payload.find({
        collection: type.slug,
        where: {
          and: [{ owner: { equals: user.id } }, { status: { in: openStatuses(type) } }],
        },
        sort: '-createdAt',
        limit,
        depth: 0,
        overrideAccess: false,
        user,
      })
      const leads = docs.map((doc): OwnedLead => ({
        slug: type.slug,
        id: doc.id,
        reference: submissionReference(type, doc.id),
        label: submissionLabel(doc),
        noun: type.noun.one,
        status: doc.status,
        receivedAt: doc.createdAt,
      }))
      return { leads, count: { slug: type.slug, label: type.labels.plural, open: totalDocs } }
    }),
  )
  return {
    leads: perType
      .flatMap(({ leads }) => leads)
      .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))
      .slice(0, limit),
    counts: perType.map(({ count }) => count).filter((count) => count.open > 0),
  }
}

/** Counts stop here ("999+"): the Overview stays as fast at a million leads as at ten. */
export const unassignedCountLimit = 1000

export type WaitingCount = { slug: SubmissionSlug; label: string; waiting: number }

/**
 * Per type the account works, its open leads meeting `condition` (on the type's table), counted
 * up to the limit.
 */
async function countOpenLeads(
  payload: Payload,
  user: TypedUser | null,
  condition: (table: SubmissionTable) => SQL | undefined,
): Promise<WaitingCount[]> {
  const db = postgres(payload).drizzle
  return Promise.all(
    typesOfDesk(user).map(async (type) => {
      const table = tableOfType(payload, type.slug)
      const waiting = db
        .select({ id: table.id })
        .from(table)
        .where(and(condition(table), inArray(table.status, openStatuses(type))))
        .limit(unassignedCountLimit)
        .as('waiting')
      const [counted] = await db.select({ waiting: count() }).from(waiting)
      return { slug: type.slug, label: type.labels.plural, waiting: counted.waiting }
    }),
  )
}

/** Open leads waiting without an owner, per type the account works, counted up to the limit. */
export const getUnassigned = (payload: Payload, user: TypedUser | null) =>
  countOpenLeads(payload, user, (table) => isNull(table.owner))

/** Open leads still waiting for a first response past their due time, per type, up to the limit. */
export const getWaitingPastTarget = (payload: Payload, user: TypedUser | null, now = new Date()) =>
  countOpenLeads(payload, user, (table) =>
    and(isNull(table.firstResponseAt), lte(table.responseDueAt, now.toISOString())),
  )
