import { formLocale } from '@/submissions/pipeline/language'
import { downloadReport } from '@/submissions/market-report/download-route'

/**
 * GET /api/market-reports/{token}: an e-mailed link's report, counted as one download.
 * `?locale=` is the language of the page the link was on, to come back to when it is used up.
 */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const locale = formLocale(new URL(request.url).searchParams.get('locale'))
  return downloadReport((await params).token, locale)
}

/** HEAD: the same headers, counting nothing (Next would otherwise answer it with GET). */
export async function HEAD(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const locale = formLocale(new URL(request.url).searchParams.get('locale'))
  return downloadReport((await params).token, locale, { headOnly: true })
}
