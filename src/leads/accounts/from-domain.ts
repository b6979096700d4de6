import { and, count, desc, eq, isNull, like, or } from '@payloadcms/db-postgres/drizzle'
import {
  Forbidden,
  ValidationError,
  type Endpoint,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload'

import { userHasRole } from '@/access/roles'
import { postgres } from '@/server/database/adapter'
import { domainOfEmail, unionAllOf } from '@/server/database/expressions'
import { jsonOrFormFields } from '@/server/json-or-form'
import { submissionTypes } from '@/submissions'
import { tableOfType, type SubmissionTable } from '@/submissions/tables'

import { domainPattern, isFreeMail, organizationOfDomain } from './domains'
import { typesOfDesk } from '@/desk/queues'
import { readOrganizations, type AccountOrganization } from '@/desk/routing/routing-table'

/** The lead's sender writes from this domain or one under it. */
const fromDomain = (table: SubmissionTable, domain: string) => {
  const sender = domainOfEmail(table.email)
  return or(eq(sender, domain), like(sender, `%.${domain}`))
}

/** Links the leads from this domain that have no organization yet; how many it linked. */
async function linkLeads(req: PayloadRequest, domain: string, organization: number) {
  let linked = 0
  for (const type of submissionTypes) {
    const table = tableOfType(req.payload, type.slug)
    const { rowCount } = await postgres(req.payload)
      .drizzle.update(table)
      .set({ organization })
      .where(and(isNull(table.organization), fromDomain(table, domain)))
    linked += rowCount ?? 0
  }
  return linked
}

/**
 * Company domains of leads (of the types the viewer works) no organization has, the most frequent
 * first, for sales to confirm. The organizations are read fresh unless `organizations` reads them
 * otherwise (the list above the organizations passes the routing table's cached copy).
 */
export async function unknownCompanyDomains(
  payload: Payload,
  user: TypedUser | null,
  {
    limit = 8,
    organizations: readKnown = () => readOrganizations(payload),
  }: { limit?: number; organizations?: () => Promise<AccountOrganization[]> } = {},
): Promise<{ domain: string; leads: number }[]> {
  const types = typesOfDesk(user)
  if (types.length === 0) return []
  const db = postgres(payload).drizzle
  const senders = unionAllOf(
    types.map((type) => {
      const table = tableOfType(payload, type.slug)
      return db
        .select({ domain: domainOfEmail(table.email).as('domain') })
        .from(table)
        .where(isNull(table.organization))
        .$dynamic()
    }),
  ).as('senders')
  const leads = count()
  const rows = await db
    .select({ domain: senders.domain, leads })
    .from(senders)
    .groupBy(senders.domain)
    .orderBy(desc(leads), senders.domain)
    .limit(200)
  const organizations = await readKnown()
  return rows
    .filter(({ domain }) => domainPattern.test(domain) && !isFreeMail(domain))
    .filter(({ domain }) => organizationOfDomain(domain, organizations) === undefined)
    .slice(0, limit)
}

/**
 * POST /api/organizations/from-domain: makes an organization of a company domain leads came from
 * (`domain`), named after it and unverified, for sales to complete; or, when one already has it,
 * takes that one. Either way the leads from the domain that have none are linked to it. Takes JSON
 * (answers `{ id, created, linked }`) or a plain form post (answers with the organization's page).
 */
export const organizationFromDomainEndpoint: Endpoint = {
  path: '/from-domain',
  method: 'post',
  handler: async (req) => {
    if (!userHasRole(req.user, 'admin', 'sales')) throw new Forbidden(req.t)
    const { isJSON, fields } = await jsonOrFormFields(req)
    const domain = String(fields?.domain ?? '')
      .trim()
      .toLowerCase()
    if (!domainPattern.test(domain) || isFreeMail(domain)) {
      const message = `"${domain}" is not a company's e-mail domain.`
      return Response.json({ errors: [{ message }] }, { status: 400 })
    }
    let id = organizationOfDomain(domain, await readOrganizations(req.payload))
    const created = id === undefined
    try {
      if (id === undefined) {
        const organization = await req.payload.create({
          collection: 'organizations',
          data: { name: domain, domains: [{ domain }] },
          overrideAccess: false,
          user: req.user,
          req,
        })
        id = organization.id
      }
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      return Response.json(
        { errors: [{ message: error.message, data: error.data }] },
        { status: 400 },
      )
    }
    const linked = await linkLeads(req, domain, id)
    if (isJSON) return Response.json({ id, created, linked }, { status: created ? 201 : 200 })
    const page = `${req.payload.config.routes.admin}/collections/organizations/${id}`
    return new Response(null, { status: 303, headers: { Location: page } })
  },
}
