import { downloadReport } from '@/submissions/market-report/download-route'

/** GET /api/market-reports/{token}: an e-mailed link's report, counted as one download. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  return downloadReport((await params).token)
}
