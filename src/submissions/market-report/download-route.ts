import type { Payload } from 'payload'

import { localePath } from '@/lib/site/locale-path'
import { defaultLocale, type Locale } from '@/lib/site/locales'
import { fileStore } from '@/server/storage/file-store'

import { downloadPagePath, findDownloadLink, publishedRegion, takeDownload } from './download'
import { payloadClient } from '@/lib/data/payload'

/** The report a published region offers now, as its upload row; the file itself stays private. */
async function reportOf(payload: Payload, region: number) {
  const doc = await publishedRegion(payload, region, { report: true })
  const id = typeof doc?.report === 'object' ? doc.report?.id : doc?.report
  if (!id) return undefined
  return payload
    .findByID({ collection: 'report-files', id, depth: 0, disableErrors: true })
    .then((report) => report ?? undefined)
}

const fileName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || 'market-report'
  }.pdf`

/**
 * A link's report, read through the storage adapter (the folder or the bucket), counted as one
 * download. A link that is unknown, expired or used up leads to its page, which says so. A HEAD
 * request (`headOnly`, as link scanners send) gets the same answer's headers and uses up nothing.
 */
export async function downloadReport(
  token: string,
  locale: Locale = defaultLocale,
  { headOnly = false } = {},
): Promise<Response> {
  const payload = await payloadClient()
  const toLinkPage = () =>
    new Response(null, {
      status: 303,
      headers: {
        Location: localePath(locale, downloadPagePath(token)),
        'Cache-Control': 'no-store',
      },
    })

  const link = await findDownloadLink(payload, token)
  const report = link?.usable ? await reportOf(payload, link.region) : undefined
  const store = fileStore(payload, 'report-files')
  const key = report && store.keyOf(report)
  const headers = report && {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName(report.title)}"`,
    ...(report.filesize ? { 'Content-Length': String(report.filesize) } : {}),
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex',
    'Referrer-Policy': 'no-referrer',
  }
  if (headOnly) return key && headers ? new Response(null, { headers }) : toLinkPage()
  const file = key && (await store.read(key))
  if (!headers || !file) {
    if (report) payload.logger.error(`The file of market report ${report.id} is missing`)
    return toLinkPage()
  }
  // Counted only now that the file can be sent; a link used up meanwhile sends nothing.
  if ((await takeDownload(payload, token)) === undefined) {
    await file.cancel()
    return toLinkPage()
  }
  return new Response(file, { headers })
}
