import type { PayloadRequest } from 'payload'

import { countryCodeFromText } from '@/lib/content/country-names'
import { siteUrl } from '@/server/env'
import { localePath } from '@/lib/site/locale-path'
import type { Locale } from '@/lib/site/locales'
import type { FormSteps } from '@/submissions/pipeline/form-entry'
import { RequestRefusal } from '@/submissions/pipeline/request-body'

import { marketReport } from './definition'
import { downloadPagePath, issueDownloadLink } from './download'
import { marketReportMessages } from './messages'

const { errors } = marketReportMessages

/** The region asked about, if it is published and has a report to send. */
async function regionWithReport(slug: string, req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'regions',
    where: {
      and: [
        { slug: { equals: slug } },
        { _status: { equals: 'published' } },
        { report: { exists: true } },
      ],
    },
    select: {},
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!docs[0]) {
    throw new RequestRefusal(400, errors.noReport, { region: errors.noReport })
  }
  return docs[0].id
}

/**
 * Gives the request its download link, in the submission's transaction, and returns the line the
 * visitor's confirmation carries: the link to the download page in the form's language.
 */
async function downloadLine(submissionId: number, req: PayloadRequest, locale: Locale) {
  const token = await issueDownloadLink(submissionId, req)
  const link = `${siteUrl()}${localePath(locale, downloadPagePath(token))}`
  return marketReport.messages[locale].email.download.replace('{link}', link)
}

/**
 * The region asked about, the code of the country the visitor named (if it names one), and the
 * download link in the visitor's confirmation.
 */
export const steps: FormSteps = {
  derive: async (values, req) => ({
    region: await regionWithReport(String(values.region), req),
    countryCode: countryCodeFromText(String(values.country)) ?? null,
  }),
  confirmationNote: downloadLine,
}
