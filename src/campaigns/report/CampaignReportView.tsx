import type { AdminViewServerProps, PayloadRequest } from 'payload'

import { AdminScreen } from '@/lib/admin/AdminScreen'

import { statusLabel } from '@/desk/status/workflow'
import { typesOfDesk } from '@/desk/queues'
import { businessTime } from '@/desk/DeskPanels'
import { submissionTypes } from '@/submissions'
import { submissionReference } from '@/submissions/reference'

import { otherPagesPath, maxPathsPerDay } from '../page-views/counter'
import { percent, leadsStaffOnly } from './endpoint'
import { reportRange } from './range'
import {
  campaignReport,
  leadsOfLine,
  leadsPerLine,
  linesPerPage,
  type CampaignReport,
  type LineLead,
  type ReportLine,
  type ReportTable as Table,
} from './report'
import './campaign-report.scss'

export const campaignReportTitle = 'Campaigns'

const number = new Intl.NumberFormat('en-GB')
const shown = (value: number | null) => (value === null ? '—' : number.format(value))
const shownPercent = (share: number | null) => (share === null ? '—' : `${percent(share)} %`)

/** Leads and qualified leads of the pages that brought the most, as bars: the report's chart. */
function LeadsChart({ lines, touch }: { lines: ReportLine[]; touch: string }) {
  const top = lines.filter((line) => line.leads > 0).slice(0, 10)
  if (top.length === 0) return null
  const most = Math.max(...top.map((line) => line.leads))
  return (
    <figure className="campaigns__chart">
      <figcaption>
        Leads by the page they landed on ({touch}), qualified in the darker part
      </figcaption>
      <ul className="desk__weeks">
        {top.map((line) => (
          <li key={line.name}>
            <span className="campaigns__chart-name">{line.name}</span>
            <span className="campaigns__chart-bar" aria-hidden="true">
              <span style={{ width: `${(line.leads / most) * 100}%` }}>
                <span style={{ width: `${(line.qualified / line.leads) * 100}%` }} />
              </span>
            </span>
            <span className="campaigns__chart-figure">
              {line.leads} {line.leads === 1 ? 'lead' : 'leads'}, {line.qualified} qualified
            </span>
          </li>
        ))}
      </ul>
    </figure>
  )
}

/** A line's name as the report shows it: the views beyond a day's paths named for what they are. */
const lineName = (name: string) =>
  name === otherPagesPath
    ? `Other pages (views beyond ${number.format(maxPathsPerDay)} addresses a day)`
    : name

/** Links to a table's other pages, keeping everything else the report was asked for. */
function Paging({
  table,
  page,
  total,
  query,
}: {
  table: 'pages' | 'campaigns'
  page: number
  total: number
  query: URLSearchParams
}) {
  const last = Math.max(1, Math.ceil(total / linesPerPage))
  if (last === 1 && page === 1) return null
  const href = (to: number) => {
    const asked = new URLSearchParams(query)
    asked.set(table, String(to))
    return `?${asked}`
  }
  const first = Math.min(total, (page - 1) * linesPerPage + 1)
  const shownTo = Math.min(total, page * linesPerPage)
  return (
    <nav
      className="campaigns__paging"
      aria-label={`${table === 'pages' ? 'Pages' : 'Campaigns'}: more lines`}
    >
      {page > 1 && (
        <a href={href(Math.min(page - 1, last))} rel="prev">
          Previous {linesPerPage}
        </a>
      )}
      <span>
        {first}–{shownTo} of {number.format(total)}
      </span>
      {page < last && (
        <a href={href(page + 1)} rel="next">
          Next {linesPerPage}
        </a>
      )}
    </nav>
  )
}

/** The report's address with one line's leads opened below the tables. */
const lineHref = (query: URLSearchParams, table: 'pages' | 'campaigns', name: string) => {
  const asked = new URLSearchParams(query)
  asked.set('of', table === 'pages' ? 'page' : 'campaign')
  asked.set('line', name)
  return `?${asked}#line-leads`
}

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

/** The leads behind the line opened: each with its reference, a link to it, status and owner. */
function LineLeads({
  table,
  name,
  leads,
  total,
  query,
}: {
  table: 'pages' | 'campaigns'
  name: string
  leads: LineLead[]
  total: number
  query: URLSearchParams
}) {
  return (
    <section className="campaigns__section" id="line-leads">
      <div className="campaigns__scroll">
        <table className="desk__leads campaigns__table">
          <caption>
            Leads {table === 'pages' ? 'that landed on' : 'from'} {lineName(name)}
            {total > leads.length ? ` (the latest ${leadsPerLine} of ${number.format(total)})` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Type</th>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Owner</th>
              <th scope="col">Arrived (UTC)</th>
            </tr>
          </thead>
          <tbody>
            {leads.length === 0 ? (
              <tr>
                <td colSpan={6}>No lead of these filters in these days.</td>
              </tr>
            ) : (
              leads.map((lead) => {
                const type = submissionTypes.find(({ slug }) => slug === lead.slug)!
                return (
                  <tr key={`${lead.slug}-${lead.id}`}>
                    <th scope="row" className="campaigns__reference">
                      <a href={`/admin/collections/${lead.slug}/${lead.id}`}>
                        {submissionReference(type, lead.id)}
                      </a>
                    </th>
                    <td>{type.labels.singular}</td>
                    <td>{lead.title ?? '—'}</td>
                    <td>{statusLabel(lead.status)}</td>
                    <td>{lead.owner ?? 'Unassigned'}</td>
                    <td>{when.format(new Date(lead.createdAt))}</td>
                  </tr>
                )
              })
            )}
          </tbody>
        </table>
      </div>
      <p>
        <a href={`?${query}`}>Close this list</a>
      </p>
    </section>
  )
}

/** Staff an account's report can be narrowed to: those who work leads, by name. */
async function leadOwners(req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { roles: { in: ['admin', 'sales', 'recruiter'] } },
    select: { displayName: true },
    sort: 'displayName',
    pagination: false,
    depth: 0,
    req,
  })
  return docs.map(({ id, displayName }) => ({ id, name: displayName ?? `#${id}` }))
}

/** The report's filters as a GET form, so that they work before the admin's scripts arrive. */
function Filters({
  report,
  types,
  owners,
  download,
}: {
  report: CampaignReport
  types: ReturnType<typeof typesOfDesk>
  owners: { id: number; name: string }[]
  download: URLSearchParams
}) {
  return (
    <form className="campaigns__range" method="get">
      <label>
        From <input type="date" name="from" defaultValue={report.from} required />
      </label>
      <label>
        To <input type="date" name="to" defaultValue={report.to} required />
      </label>
      {types.length > 1 && (
        <label>
          Type{' '}
          <select name="type" defaultValue={report.type ?? ''}>
            <option value="">Every type</option>
            {types.map((type) => (
              <option key={type.slug} value={type.slug}>
                {type.labels.plural[0].toUpperCase() + type.labels.plural.slice(1)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        Owner{' '}
        <select name="owner" defaultValue={report.owner === null ? '' : String(report.owner)}>
          <option value="">Anyone</option>
          <option value="none">Unassigned</option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Counted by{' '}
        <select name="touch" defaultValue={report.touch}>
          <option value="first">First touch</option>
          <option value="last">Latest touch</option>
        </select>
      </label>
      <label>
        Page or campaign{' '}
        <input
          type="search"
          name="q"
          defaultValue={report.search}
          maxLength={100}
          placeholder="e.g. /ussd-ghana"
        />
      </label>
      <button className="btn btn--style-secondary btn--size-small" type="submit">
        Show
      </button>
      <a className="campaigns__download" href={`/api/campaign-report.csv?${download}`}>
        Download CSV
      </a>
    </form>
  )
}

function ReportTable({
  caption,
  first,
  table,
  name,
  withViews,
  query,
  searched,
}: {
  caption: string
  first: string
  table: Table
  name: 'pages' | 'campaigns'
  withViews: boolean
  query: URLSearchParams
  searched: boolean
}) {
  const { lines } = table
  return (
    <section className="campaigns__section">
      {/* A phone scrolls a wide table sideways rather than the page. */}
      <div className="campaigns__scroll">
        <table className="desk__leads campaigns__table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{first}</th>
              {withViews && <th scope="col">Views</th>}
              <th scope="col">Leads</th>
              {withViews && <th scope="col">Conversion</th>}
              <th scope="col">Qualified</th>
              <th scope="col">Median first response</th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 ? (
              <tr>
                <td colSpan={withViews ? 6 : 4}>
                  {searched
                    ? 'Nothing matches the search in these days.'
                    : 'Nothing in these days.'}
                </td>
              </tr>
            ) : (
              lines.map((line) => (
                <tr key={line.name}>
                  <th scope="row">
                    {line.leads > 0 && line.name !== otherPagesPath ? (
                      <a href={lineHref(query, name, line.name)}>{lineName(line.name)}</a>
                    ) : (
                      lineName(line.name)
                    )}
                  </th>
                  {withViews && <td>{shown(line.views)}</td>}
                  <td>{shown(line.leads)}</td>
                  {withViews && <td>{shownPercent(line.conversion)}</td>}
                  <td>{shown(line.qualified)}</td>
                  <td>
                    {line.medianFirstResponseMinutes === null ? (
                      '—'
                    ) : (
                      <>
                        {businessTime(line.medianFirstResponseMinutes)} of business hours
                        <span className="campaigns__elapsed">
                          {businessTime(line.medianElapsedMinutes)} elapsed
                        </span>
                      </>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Paging table={name} page={table.page} total={table.total} query={query} />
    </section>
  )
}

/**
 * /admin/campaigns: which pages and campaigns bring leads, and leads that are qualified and
 * answered fast, over the days chosen (src/campaigns/report). A plain GET form chooses them, so
 * it works before the admin's scripts; the same report downloads as CSV.
 */
export async function CampaignReportView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const types = typesOfDesk(req.user)
  const asked = reportRange(props.searchParams?.from, props.searchParams?.to)
  const asking = props.searchParams ?? {}
  const view = {
    pages: asking.pages,
    campaigns: asking.campaigns,
    search: asking.q,
    type: asking.type,
    owner: asking.owner,
    touch: asking.touch,
  }
  const opened =
    (asking.of === 'page' || asking.of === 'campaign') && typeof asking.line === 'string'
      ? {
          table: asking.of === 'page' ? ('pages' as const) : ('campaigns' as const),
          name: asking.line,
        }
      : null
  const [report, owners, lineLeads] =
    types.length > 0
      ? await Promise.all([
          campaignReport(req.payload, types, asked.range, view),
          leadOwners(req),
          opened ? leadsOfLine(req.payload, types, asked.range, view, opened) : null,
        ])
      : [null, [], null]
  // What the report was asked for, kept by every link that pages, opens or closes.
  const filters = new URLSearchParams({ from: asked.range.from, to: asked.range.to })
  if (report?.type) filters.set('type', report.type)
  if (report && report.owner !== null) filters.set('owner', String(report.owner))
  if (report?.touch === 'last') filters.set('touch', 'last')
  const query = new URLSearchParams(filters)
  if (report?.search) query.set('q', report.search)
  for (const table of ['pages', 'campaigns'] as const) {
    if (report && report[table].page > 1) query.set(table, String(report[table].page))
  }
  const touchWords = report?.touch === 'last' ? 'latest touch' : 'first touch'
  return (
    <AdminScreen {...props} title={campaignReportTitle} className="campaigns">
      <h1 className="campaigns__title">{campaignReportTitle}</h1>
      {report ? (
        <>
          <p className="campaigns__intro">
            Where leads come from: each page&apos;s views and the leads that landed on it, then each
            campaign (source / medium / campaign of the lead&apos;s first or latest touch), with how
            many were qualified and the median time to their first response, in business hours and
            as elapsed on the clock (an answer sent at night takes no business time). Open a page or
            a campaign to see its leads. Days are UTC.
          </p>
          <Filters report={report} types={types} owners={owners} download={filters} />
          {!asked.ok && (
            <p className="campaigns__error" role="alert">
              {asked.message} Showing the last 30 days.
            </p>
          )}
          {report.pages.page === 1 && !report.search && (
            <LeadsChart lines={report.pages.lines} touch={touchWords} />
          )}
          <ReportTable
            caption={`Pages (by the ${touchWords}'s landing page)`}
            first="Page"
            table={report.pages}
            name="pages"
            withViews
            query={query}
            searched={report.search !== ''}
          />
          <ReportTable
            caption={`Campaigns (by the ${touchWords})`}
            first="Source / medium / campaign"
            table={report.campaigns}
            name="campaigns"
            withViews={false}
            query={query}
            searched={report.search !== ''}
          />
          {opened && lineLeads && (
            <LineLeads
              table={opened.table}
              name={opened.name}
              leads={lineLeads.leads}
              total={lineLeads.total}
              query={query}
            />
          )}
        </>
      ) : (
        <p className="campaigns__error" role="alert">
          {leadsStaffOnly}
        </p>
      )}
    </AdminScreen>
  )
}
