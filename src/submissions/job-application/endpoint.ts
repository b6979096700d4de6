import { defineForm } from '@/submissions/pipeline/form-entry'
import type { PayloadRequest } from 'payload'

import { attachmentRule, jobApplicationSchema, type JobApplicationValues } from './schema'
import { jobApplicationLabels, jobApplicationOptions } from './messages'
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
  labels: jobApplicationLabels,
  options: jobApplicationOptions,
  consentField: 'terms',
  visitor: (values: JobApplicationValues) => ({ name: values.firstName, email: values.email }),
  promise: 'Our recruiters read every application and will contact you if your profile fits.',
  flags: ['updates'],
  files: { resume: attachmentRule('Resume'), coverLetter: attachmentRule('Cover letter') },
  derive: async (values, req) => ({
    job: await activePostingTitled(String(values.position), req),
  }),
})
