import { stringify } from 'csv-stringify/sync'
import type { Endpoint } from 'payload'

import { spreadsheetSafe } from '@/lib/admin/exports/csv-export'
import { typesOfDesk } from '@/desk/queues'

import { reportRange } from './range'
import { campaignReportLines, type ReportLine } from './report'

const noStore = { 'Cache-Control': 'no-store' }

const refusal = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: noStore })

export const signInForReport = 'Sign in to download the campaign report.'
export const leadsStaffOnly = 'Only staff who work leads can see the campaign report.'

/** A share as the report shows it: 2.5 for 2.5 %. */
export const percent = (share: number | null) =>
  share === null ? null : Math.round(share * 1000) / 10

const rowOf = (report: string, line: ReportLine) => ({
  report,
  name: line.name,
  views: line.views,
  leads: line.leads,
  conversion: percent(line.conversion),
  qualified: line.qualified,
  median: line.medianFirstResponseMinutes,
  elapsed: line.medianElapsedMinutes,
})

/**
 * GET /api/campaign-report.csv?from=YYYY-MM-DD&to=YYYY-MM-DD[&type=&owner=&touch=last]: the
 * report of the types the signed-in account works (src/campaigns/report/report.ts), narrowed as
 * the report page was, pages then campaigns, each its first thousand lines and one adding up the
 * rest.
 */
export const campaignReportEndpoint: Endpoint = {
  path: '/campaign-report.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return refusal(401, signInForReport)
    const types = typesOfDesk(req.user)
    if (types.length === 0) return refusal(403, leadsStaffOnly)
    const asked = reportRange(req.query.from, req.query.to)
    if (!asked.ok) return refusal(400, asked.message)
    const { from, to } = asked.range
    const { type, owner, touch } = req.query
    const view = { type, owner, touch }
    const [pages, campaigns] = await Promise.all([
      campaignReportLines(req.payload, 'pages', types, asked.range, view),
      campaignReportLines(req.payload, 'campaigns', types, asked.range, view),
    ])
    const csv = stringify(
      [
        ...pages.map((line) => rowOf('Page', line)),
        ...campaigns.map((line) => rowOf('Campaign', line)),
      ],
      {
        header: true,
        columns: [
          { key: 'report', header: 'By' },
          { key: 'name', header: 'Page or campaign (source / medium / campaign)' },
          { key: 'views', header: 'Views' },
          { key: 'leads', header: 'Leads' },
          { key: 'conversion', header: 'Conversion (%)' },
          { key: 'qualified', header: 'Qualified' },
          { key: 'median', header: 'Median first response (business minutes)' },
          { key: 'elapsed', header: 'Median first response (elapsed minutes)' },
        ],
        cast: { string: spreadsheetSafe },
      },
    )
    return new Response(csv, {
      headers: {
        ...noStore,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="campaign-report-${from}-to-${to}.csv"`,
      },
    })
  },
}
