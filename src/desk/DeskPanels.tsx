import { formatAdminURL } from 'payload/shared'

import { labelIn, nounIn, type AdminLanguage } from '@/lib/admin/language/words'
import { formatInZone } from '@/lib/admin/read-only-time/format'
import { StatusBadge } from '@/desk/status/StatusBadge'
import { seriesOf } from '@/submissions'

import type { ResponseFigures } from './clock/figures'
import { unassignedCountLimit, type MyLeads, type WaitingCount } from './queues'
import { deskWords, type DeskWords } from './desk-words'
import './desk.scss'

const listUrl = (adminRoute: string, slug: string, query: string) =>
  formatAdminURL({ adminRoute, path: `/collections/${slug}?${query}` })

/** "My leads": the newest open leads the account owns, and how many of each type it has. */
export function MyLeadsPanel({
  myLeads,
  userId,
  adminRoute,
  zone,
  language = 'en',
}: {
  myLeads: MyLeads
  userId: number
  adminRoute: string
  /** The site's time zone, in which the times read. */
  zone: string
  language?: AdminLanguage
}) {
  const words = deskWords[language]
  const mine = `where[owner][equals]=${userId}`
  return (
    <section className="panel desk" aria-labelledby="my-leads-title">
      <h2 id="my-leads-title" className="panel__title">
        {words.myLeads}
      </h2>
      {myLeads.leads.length === 0 ? (
        <p className="overview__empty">{words.noneMine}</p>
      ) : (
        <>
          <ul className="desk__counts">
            {myLeads.counts.map(({ slug, label, open }) => (
              <li key={slug}>
                <a href={listUrl(adminRoute, slug, mine)}>
                  {labelIn(label, language)}
                  {words.colon} <strong data-testid={`my-${slug}`}>{open}</strong> {words.open}
                </a>
              </li>
            ))}
          </ul>
          <table className="desk__leads">
            <thead>
              <tr>
                <th scope="col">{words.reference}</th>
                <th scope="col">{words.from}</th>
                <th scope="col">{words.status}</th>
                <th scope="col">{words.received}</th>
              </tr>
            </thead>
            <tbody>
              {myLeads.leads.map((lead) => (
                <tr
                  key={`${lead.slug}-${lead.id}`}
                  className={`desk__lead desk__lead--series-${seriesOf(lead.slug)}`}
                >
                  <td>
                    <a
                      href={formatAdminURL({
                        adminRoute,
                        path: `/collections/${lead.slug}/${lead.id}`,
                      })}
                    >
                      {lead.reference}
                    </a>
                    <span className="desk__noun">{nounIn(lead.noun, language)}</span>
                  </td>
                  <td>{lead.label}</td>
                  <td>
                    <StatusBadge status={lead.status} language={language} />
                  </td>
                  <td>
                    <time dateTime={lead.receivedAt}>
                      {formatInZone(lead.receivedAt, zone, language)}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}

/**
 * Counts of open leads per type that wait for something: an owner (the unassigned queue), or a
 * first response past its target. Each count opens the list of them.
 */
export function WaitingPanel({
  kind,
  counts,
  adminRoute,
  now,
  language = 'en',
}: {
  kind: 'unassigned' | 'late'
  counts: WaitingCount[]
  adminRoute: string
  now: Date
  language?: AdminLanguage
}) {
  const words = deskWords[language]
  const total = counts.reduce((sum, { waiting }) => sum + waiting, 0)
  const { title, empty, query } =
    kind === 'unassigned'
      ? {
          title: words.unassignedTitle,
          empty: words.unassignedEmpty,
          query: 'where[owner][exists]=false',
        }
      : {
          title: words.lateTitle,
          empty: words.lateEmpty,
          query: `where[firstResponseAt][exists]=false&where[responseDueAt][less_than_equal]=${encodeURIComponent(now.toISOString())}`,
        }
  return (
    <section className="panel desk" aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`} className="panel__title">
        {title}
      </h2>
      {total === 0 ? (
        <p className="overview__empty">{empty}</p>
      ) : (
        <ul className="desk__counts">
          {counts
            .filter(({ waiting }) => waiting > 0)
            .map(({ slug, label, waiting }) => (
              <li key={slug}>
                <a href={listUrl(adminRoute, slug, query)}>
                  {labelIn(label, language)}
                  {words.colon}{' '}
                  <strong data-testid={`${kind}-${slug}`}>
                    {waiting >= unassignedCountLimit ? `${unassignedCountLimit - 1}+` : waiting}
                  </strong>{' '}
                  {words.waiting}
                </a>
              </li>
            ))}
        </ul>
      )}
    </section>
  )
}

/** Business minutes as staff read them: "45 min", "2 h 5 min". */
export function businessTime(minutes: number | null): string {
  if (minutes === null) return '—'
  const whole = Math.round(minutes)
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

const weekFormat = (language: AdminLanguage) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })

function TimesTable({
  caption,
  first,
  rows,
  words,
}: {
  caption: string
  first: string
  rows: { key: string; name: string; answered: number; median: number | null; p90: number | null }[]
  words: DeskWords
}) {
  return (
    <table className="desk__leads desk__times">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col">{words.answered}</th>
          <th scope="col">{words.median}</th>
          <th scope="col">{words.p90}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid={`response-${row.key}`}>
            <th scope="row">{row.name}</th>
            <td>{row.answered}</td>
            <td>{businessTime(row.median)}</td>
            <td>{businessTime(row.p90)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** How fast leads are answered: the last 30 days per type and per owner, and the weeks' share in time. */
export function ResponseTimesPanel({
  figures,
  zone,
  language = 'en',
}: {
  figures: ResponseFigures
  zone: string
  language?: AdminLanguage
}) {
  const words = deskWords[language]
  return (
    <section className="panel desk" aria-labelledby="response-times-title">
      <h2 id="response-times-title" className="panel__title">
        {words.responseTitle}
      </h2>
      <p className="desk__as-of">
        {words.asOf}{' '}
        <time dateTime={figures.asOf}>{formatInZone(figures.asOf, zone, language)}</time>
        {words.updated}
      </p>
      <div className="desk__figures">
        <TimesTable
          caption={words.perType}
          first={words.type}
          rows={figures.perType.map((row) => ({
            ...row,
            key: row.slug,
            name: labelIn(row.label, language),
          }))}
          words={words}
        />
        {figures.perOwner.length > 0 && (
          <TimesTable
            caption={words.perOwner}
            first={words.owner}
            words={words}
            rows={figures.perOwner.map((row) => ({
              ...row,
              key: `owner-${row.owner}`,
              name: row.owner,
            }))}
          />
        )}
      </div>
      <h3 className="desk__subtitle">{words.weeklyTitle}</h3>
      {figures.weekly.length === 0 ? (
        <p className="overview__empty">{words.noWeeks}</p>
      ) : (
        <ol className="desk__weeks">
          {figures.weekly.map(({ week, due, inTime }) => {
            const share = Math.round((inTime / due) * 100)
            return (
              <li key={week} className="desk__week" data-testid={`week-${week}`}>
                <span className="desk__week-label">
                  {words.weekOf} {weekFormat(language).format(new Date(week))}
                </span>
                <span className="desk__bar" aria-hidden="true">
                  <span style={{ width: `${share}%` }} />
                </span>
                <span>
                  <strong>{share} %</strong> ({inTime} {words.of} {due})
                </span>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
