import { defineForm } from '@/submissions/pipeline/form-entry'
import type { PayloadRequest } from 'payload'

import { attachmentRules, jobApplicationSchema, type JobApplicationValues } from './schema'
import { jobApplicationOptions } from './messages'
import { jobApplication } from './definition'

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

/** What the form endpoint needs to accept a job application, beside its definition. */
export const endpoint = defineForm({
  type: jobApplication,
  schema: jobApplicationSchema,
  options: jobApplicationOptions,
  consentField: 'terms',
  visitor: (values: JobApplicationValues) => ({ name: values.firstName, email: values.email }),
  flags: ['updates'],
  files: attachmentRules,
  derive: async (values, req) => ({
    job: await activePostingTitled(String(values.position), req),
  }),
})
