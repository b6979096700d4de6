import { NotFound, type PayloadRequest } from 'payload'

import type { SubmissionSlug } from '.'

/**
 * The id of the submission an endpoint's route names, once the signed-in user is known to be
 * allowed to read it: otherwise Payload's 403 (Forbidden) or 404 (NotFound) is thrown.
 */
export async function readableSubmissionId(
  req: PayloadRequest,
  slug: SubmissionSlug,
): Promise<number> {
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id)) throw new NotFound(req.t)
  await req.payload.findByID({
    collection: slug,
    id,
    depth: 0,
    select: {},
    overrideAccess: false,
    user: req.user,
    req,
  })
  return id
}
