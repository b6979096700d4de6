import type { PayloadRequest } from 'payload'

import type { OrganizationContact } from './personal-data'

/**
 * Takes the person's contact rows off their organizations, each organization saved once with the
 * rest of its contacts, in `req`'s transaction. How many rows went.
 */
export async function removeOrganizationContacts(
  req: PayloadRequest,
  found: OrganizationContact[],
): Promise<number> {
  const organizations = new Set(found.map(({ organization }) => organization.id))
  const gone = new Set(found.map(({ contact }) => contact.id))
  for (const id of organizations) {
    const organization = await req.payload.findByID({
      collection: 'organizations',
      id,
      select: { contacts: true },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await req.payload.update({
      collection: 'organizations',
      id,
      data: { contacts: (organization.contacts ?? []).filter((row) => !gone.has(row.id!)) },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
  return found.length
}
