import type { PayloadRequest } from 'payload'

import { locales } from '@/lib/site/locales'
import type { FormSteps } from '@/submissions/pipeline/form-entry'

/** The open posting with this title in either language (the form offers the page's). */
const activePostingTitled = async (title: string, req: PayloadRequest) => {
  for (const locale of locales) {
    const { docs } = await req.payload.find({
      collection: 'job-postings',
      where: { and: [{ title: { equals: title } }, { status: { equals: 'active' } }] },
      select: { owner: true },
      locale,
      fallbackLocale: false,
      limit: 1,
      depth: 0,
      req,
    })
    if (docs[0]) return docs[0]
  }
  return undefined
}

/** The posting applied for, if it is still open, and its owner, whom the application goes to. */
export const steps: FormSteps = {
  derive: async (values, req) => {
    const posting = await activePostingTitled(String(values.position), req)
    return { job: posting?.id, owner: posting?.owner ?? undefined }
  },
}
