import type { PayloadRequest } from 'payload'

/** The organizations the filters offer, by name, as the viewer may read them. */
export async function organizationNames(req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'organizations',
    select: { name: true },
    sort: 'name',
    limit: 500,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs.map(({ id, name }) => ({ id, name }))
}
