import type { PayloadRequest } from 'payload'

import type { FormSteps } from '@/submissions/pipeline/form-entry'

const activePostingTitled = async (title: string, req: PayloadRequest) => {
  const { docs } = await req.payload.find({
    collection: 'job-postings',
    where: { and: [{ title: { equals: title } }, { status: { equals: 'active' } }] },
    select: { owner: true },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0]
}

/** The posting applied for, if it is still open, and its owner, whom the application goes to. */
export const steps: FormSteps = {
  derive: async (values, req) => {
    const posting = await activePostingTitled(String(values.position), req)
    return { job: posting?.id, owner: posting?.owner ?? undefined }
  },
}
