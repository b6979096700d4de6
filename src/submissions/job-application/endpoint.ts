import type { PayloadRequest } from 'payload'

import type { FormSteps } from '@/submissions/pipeline/form-entry'

const activePostingTitled = async (title: string, req: PayloadRequest) => {
  const { docs } = await req.payload.find({
    collection: 'job-postings',
    where: { and: [{ title: { equals: title } }, { status: { equals: 'active' } }] },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0]?.id
}

/** The posting applied for, if it is still open. */
export const steps: FormSteps = {
  derive: async (values, req) => ({ job: await activePostingTitled(String(values.position), req) }),
}
