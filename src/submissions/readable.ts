import { NotFound, type PayloadRequest } from 'payload'

import type { SubmissionSlug } from '.'

/** Throws Payload's 403 (Forbidden) or 404 (NotFound) unless the signed-in user may read it. */
export async function checkReadable(
  req: PayloadRequest,
  slug: SubmissionSlug,
  id: number,
): Promise<void> {
  await req.payload.findByID({
    collection: slug,
    id,
    depth: 0,
    select: {},
    overrideAccess: false,
    user: req.user,
    req,
  })
}

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
  await checkReadable(req, slug, id)
  return id
}
