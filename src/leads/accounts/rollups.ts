import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { postgres } from '@/server/database/adapter'
import { submissionTable, submissionTypes, type SubmissionSlug } from '@/submissions'
import { submissionReference } from '@/submissions/reference'

import { typesOfDesk } from '@/desk/queues'
import { domainOf, isFreeMail } from './domains'

/** One of the leads a lead's or an organization's page lists, as a row of that list. */
export type RelatedLead = {
  type: SubmissionSlug
  id: number
  reference: string
  /** The type's name, e.g. "Quote request". */
  kind: string
  status: string
  createdAt: string
  owner: string | null
  organization: string | null
}

/** A list of related leads: the newest few, and how many there are in all. */
export type RelatedLeads = { leads: RelatedLead[]; total: number }

type Row = {
  type: SubmissionSlug
  id: number
  status: string
  created_at: string
  owner: string | null
  organization: string | null
  total: number
}

/** The organization of a lead and those of its tree, as its page names them. */
export type LeadAccount = {
  personKey: string | null
  /** The sender's company domain when no organization has it: offered as a new one. */
  unknownDomain: string | null
  organization: { id: number; name: string; accountOwner: string | null } | null
  /** The top of its organization's group, when it belongs to one. */
  group: { id: number; name: string } | null
  /** The sender as sales keep them among an organization's contacts (its own first), if they do. */
  contact: { name: string; role: string | null; organization: { id: number; name: string } } | null
}

/**
 * The leads, of the types the viewer works, whose row satisfies `condition` (on the alias `l`),
 * newest first, leaving out `except`. One statement across the five tables.
 */
async function relatedLeads(
  req: PayloadRequest,
  condition: SQL,
  except: { type: SubmissionSlug; id: number } | null,
  limit: number,
): Promise<RelatedLeads> {
  const types = typesOfDesk(req.user).map((type) => type.slug)
  if (types.length === 0) return { leads: [], total: 0 }
  const tables = types.map(
    (slug) => sql`SELECT ${slug}::text AS type, l.id, l.status::text AS status, l.created_at,
      l.owner_id, l.organization_id
      FROM ${sql.identifier(submissionTable(slug))} l WHERE ${condition}`,
  )
  const { rows } = await postgres(req.payload).drizzle.execute<Row>(sql`
    SELECT x.type, x.id, x.status, x.created_at, coalesce(u.display_name, u.email) AS owner,
      o.name AS organization, count(*) OVER ()::int AS total
    FROM (${sql.join(tables, sql` UNION ALL `)}) x
    LEFT JOIN users u ON u.id = x.owner_id
    LEFT JOIN organizations o ON o.id = x.organization_id
    WHERE ${except ? sql`NOT (x.type = ${except.type} AND x.id = ${except.id})` : sql`true`}
    ORDER BY x.created_at DESC, x.id DESC
    LIMIT ${limit}`)
  return {
    total: rows[0]?.total ?? 0,
    leads: rows.map((row) => {
      const type = submissionTypes.find((each) => each.slug === row.type)!
      return {
        type: row.type,
        id: row.id,
        reference: submissionReference(type, row.id),
        kind: type.labels.singular,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
        owner: row.owner,
        organization: row.organization,
      }
    }),
  }
}

/** An organization and every organization under it, at any depth. */
async function organizationTree(req: PayloadRequest, id: number): Promise<number[]> {
  const { rows } = await postgres(req.payload).drizzle.execute<{ id: number }>(sql`
    WITH RECURSIVE tree AS (
      SELECT id FROM organizations WHERE id = ${id}
      UNION SELECT o.id FROM organizations o JOIN tree t ON o.parent_id = t.id
    ) SELECT id FROM tree`)
  return rows.map((row) => row.id)
}

/** A lead's sender, organization (with its account owner) and the top of its group. */
export async function readLeadAccount(
  req: PayloadRequest,
  type: SubmissionSlug,
  id: number,
): Promise<LeadAccount> {
  const { rows } = await postgres(req.payload).drizzle.execute<{
    person_key: string | null
    email: string | null
    organization_id: number | null
    organization: string | null
    account_owner: string | null
    contact: LeadAccount['contact']
  }>(sql`
    SELECT l.person_key, l.email, o.id AS organization_id, o.name AS organization,
      coalesce(u.display_name, u.email) AS account_owner,
      (SELECT json_build_object('name', c.name, 'role', c.role,
          'organization', json_build_object('id', co.id, 'name', co.name))
        FROM organizations_contacts c JOIN organizations co ON co.id = c._parent_id
        WHERE c.person_key = l.person_key
        ORDER BY co.id = l.organization_id DESC NULLS LAST, c._order LIMIT 1) AS contact
    FROM ${sql.identifier(submissionTable(type))} l
    LEFT JOIN organizations o ON o.id = l.organization_id
    LEFT JOIN users u ON u.id = o.account_owner_id
    WHERE l.id = ${id}`)
  const row = rows[0]
  if (!row) {
    return { personKey: null, unknownDomain: null, organization: null, group: null, contact: null }
  }
  const domain = domainOf(row.email)
  const organization =
    row.organization_id === null
      ? null
      : { id: row.organization_id, name: row.organization!, accountOwner: row.account_owner }
  return {
    personKey: row.person_key,
    unknownDomain: !organization && domain && !isFreeMail(domain) ? domain : null,
    organization,
    group: organization && (await topOfGroup(req, organization.id)),
    contact: row.contact,
  }
}

/** The organization at the top of this one's group; none when it has no group. */
async function topOfGroup(req: PayloadRequest, id: number) {
  const { rows } = await postgres(req.payload).drizzle.execute<{ id: number; name: string }>(sql`
    WITH RECURSIVE up AS (
      SELECT id, name, parent_id, 0 AS depth FROM organizations WHERE id = ${id}
      UNION SELECT o.id, o.name, o.parent_id, up.depth + 1 FROM organizations o
        JOIN up ON o.id = up.parent_id WHERE up.depth < 20
    ) SELECT id, name FROM up WHERE depth > 0 ORDER BY depth DESC LIMIT 1`)
  return rows[0] ?? null
}

const shown = 5

/** The sender's other leads: the same address, whatever its case or `+tag`. */
export const leadsOfPerson = (
  req: PayloadRequest,
  personKey: string,
  except: { type: SubmissionSlug; id: number } | null,
) => relatedLeads(req, sql`l.person_key = ${personKey}`, except, shown)

/**
 * The leads of an organization and of every organization under it (a group's country
 * companies).
 */
export async function leadsOfOrganization(
  req: PayloadRequest,
  organization: number,
  except: { type: SubmissionSlug; id: number } | null,
  { withCompanies, limit = shown }: { withCompanies: boolean; limit?: number },
): Promise<RelatedLeads> {
  const ids = withCompanies ? await organizationTree(req, organization) : [organization]
  return relatedLeads(req, sql`l.organization_id IN ${ids}`, except, limit)
}
