import type { PayloadRequest } from 'payload'

import { defineForm } from '@/submissions/pipeline/form-entry'
import { RequestRefusal } from '@/submissions/pipeline/request-body'

import { marketReport } from './definition'
import { issueDownloadLink, maxDownloads, linkValidDays } from './download'
import { marketReportLabels } from './messages'
import { marketReportSchema, type MarketReportValues } from './schema'

/** The region asked about, if it has a report to send. */
async function regionWithReport(slug: string, req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'regions',
    where: { and: [{ slug: { equals: slug } }, { report: { exists: true } }] },
    select: {},
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!docs[0]) {
    throw new RequestRefusal(400, 'There is no market report for this region yet.', {
      region: 'There is no market report for this region yet.',
    })
  }
  return docs[0].id
}

/** What the form endpoint needs to accept a market report request, beside its definition. */
export const endpoint = defineForm({
  type: marketReport,
  schema: marketReportSchema,
  labels: { ...marketReportLabels, region: 'Region' },
  options: {},
  consentField: 'consent',
  visitor: (values: MarketReportValues) => ({ name: values.name, email: values.email }),
  promise: `Your report is ready: download it with the link below, which works for ${linkValidDays} days and up to ${maxDownloads} downloads.`,
  derive: async (values, req) => ({ region: await regionWithReport(String(values.region), req) }),
  confirmationNote: issueDownloadLink,
})
