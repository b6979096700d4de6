import { and, asc, desc, eq, inArray, not, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import { asText, textConstant, totalRows, unionAllOf } from '@/server/database/expressions'
import { submissionTypes, type SubmissionSlug } from '@/submissions'
import { tableOfType, type SubmissionTable } from '@/submissions/tables'
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
 * The leads, of the types the viewer works, whose row satisfies `condition`, newest first,
 * leaving out `except`. One statement across the types' tables.
 */
async function relatedLeads(
  req: PayloadRequest,
  condition: (table: SubmissionTable) => SQL | undefined,
  except: { type: SubmissionSlug; id: number } | null,
  limit: number,
): Promise<RelatedLeads> {
  const types = typesOfDesk(req.user).map((type) => type.slug)
  if (types.length === 0) return { leads: [], total: 0 }
  const { users, organizations } = tablesOf(req.payload)
  const db = postgres(req.payload).drizzle
  const related = unionAllOf(
    types.map((slug) => {
      const table = tableOfType(req.payload, slug)
      return db
        .select({
          type: textConstant(slug).as('type'),
          id: table.id,
          status: asText(table.status).as('status'),
          createdAt: table.createdAt,
          owner: table.owner,
          organization: table.organization,
        })
        .from(table)
        .where(condition(table))
        .$dynamic()
    }),
  ).as('related')
  const rows = await db
    .select({
      type: related.type,
      id: related.id,
      status: related.status,
      createdAt: related.createdAt,
      ownerName: users.displayName,
      ownerEmail: users.email,
      organization: organizations.name,
      total: totalRows(),
    })
    .from(related)
    .leftJoin(users, eq(users.id, related.owner))
    .leftJoin(organizations, eq(organizations.id, related.organization))
    .where(except ? not(and(eq(related.type, except.type), eq(related.id, except.id))!) : undefined)
    .orderBy(desc(related.createdAt), desc(related.id))
    .limit(limit)
  return {
    total: rows[0]?.total ?? 0,
    leads: rows.map((row) => {
      const type = submissionTypes.find((each) => each.slug === row.type)!
      return {
        type: type.slug,
        id: row.id,
        reference: submissionReference(type, row.id),
        kind: type.labels.singular,
        status: row.status,
        createdAt: new Date(row.createdAt).toISOString(),
        owner: row.ownerName ?? row.ownerEmail,
        organization: row.organization,
      }
    }),
  }
}

/** Every organization's name and group, to walk a group's tree. */
const readGroups = (req: PayloadRequest) => {
  const { organizations } = tablesOf(req.payload)
  return postgres(req.payload)
    .drizzle.select({
      id: organizations.id,
      name: organizations.name,
      parent: organizations.parent,
    })
    .from(organizations)
}

/** An organization and every organization under it, at any depth. */
async function organizationTree(req: PayloadRequest, id: number): Promise<number[]> {
  const all = await readGroups(req)
  const tree = [id]
  for (let index = 0; index < tree.length; index++) {
    for (const organization of all) {
      if (organization.parent === tree[index] && !tree.includes(organization.id)) {
        tree.push(organization.id)
      }
    }
  }
  return tree
}

/** A lead's sender, organization (with its account owner) and the top of its group. */
export async function readLeadAccount(
  req: PayloadRequest,
  type: SubmissionSlug,
  id: number,
): Promise<LeadAccount> {
  const { users, organizations } = tablesOf(req.payload)
  const db = postgres(req.payload).drizzle
  const table = tableOfType(req.payload, type)
  const [row] = await db
    .select({
      personKey: table.personKey,
      email: table.email,
      organizationId: organizations.id,
      organization: organizations.name,
      ownerName: users.displayName,
      ownerEmail: users.email,
    })
    .from(table)
    .leftJoin(organizations, eq(organizations.id, table.organization))
    .leftJoin(users, eq(users.id, organizations.accountOwner))
    .where(eq(table.id, id))
  if (!row) {
    return { personKey: null, unknownDomain: null, organization: null, group: null, contact: null }
  }
  const domain = domainOf(row.email)
  const organization =
    row.organizationId === null
      ? null
      : {
          id: row.organizationId,
          name: row.organization!,
          accountOwner: row.ownerName ?? row.ownerEmail,
        }
  const [group, contact] = await Promise.all([
    organization && topOfGroup(req, organization.id),
    row.personKey ? contactOf(req, row.personKey, organization?.id ?? null) : null,
  ])
  return {
    personKey: row.personKey,
    unknownDomain: !organization && domain && !isFreeMail(domain) ? domain : null,
    organization,
    group,
    contact,
  }
}

/**
 * The sender as sales keep them among organizations' contacts: in the lead's organization first,
 * else the first organization that lists them.
 */
async function contactOf(
  req: PayloadRequest,
  personKey: string,
  organization: number | null,
): Promise<LeadAccount['contact']> {
  const { organizations, organizations_contacts } = tablesOf(req.payload)
  const [contact] = await postgres(req.payload)
    .drizzle.select({
      name: organizations_contacts.name,
      role: organizations_contacts.role,
      organization: { id: organizations.id, name: organizations.name },
    })
    .from(organizations_contacts)
    .innerJoin(organizations, eq(organizations.id, organizations_contacts._parentID))
    .where(eq(organizations_contacts.personKey, personKey))
    .orderBy(
      ...(organization === null ? [] : [desc(eq(organizations.id, organization))]),
      asc(organizations_contacts._order),
    )
    .limit(1)
  return contact ?? null
}

/** The organization at the top of this one's group; none when it has no group. */
async function topOfGroup(req: PayloadRequest, id: number) {
  const all = await readGroups(req)
  let top: (typeof all)[number] | undefined
  let current = all.find((organization) => organization.id === id)
  for (let depth = 0; current?.parent != null && depth < 20; depth++) {
    const parent = current.parent
    current = all.find((organization) => organization.id === parent)
    if (current) top = current
  }
  return top ? { id: top.id, name: top.name } : null
}

const shown = 5

/** The sender's other leads: the same address, whatever its case or `+tag`. */
export const leadsOfPerson = (
  req: PayloadRequest,
  personKey: string,
  except: { type: SubmissionSlug; id: number } | null,
) => relatedLeads(req, (table) => eq(table.personKey, personKey), except, shown)

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
  return relatedLeads(req, (table) => inArray(table.organization, ids), except, limit)
}
