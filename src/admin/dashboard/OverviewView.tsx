import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps, Payload } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { editsContent, userHasRole } from '@/access/roles'
import { formatInZone } from '@/admin/read-only-time/format'
import { StatusBadge } from '@/admin/status/StatusBadge'
import { readerTimeZoneOfThisRender } from '@/admin/time-zone/read'
import { countUntranslated } from '@/admin/translations/status'
import { MyLeadsPanel, ResponseTimesPanel, WaitingPanel } from '@/leads/DeskPanels'
import { getResponseFigures } from '@/leads/clock/figures'
import { getMyLeads, getUnassigned, getWaitingPastTarget, typesOfDesk } from '@/leads/desk'
import { perSubmissionType, seriesOf } from '@/submissions'

import {
  getDailySubmissions,
  getRecentActivity,
  getSubmissionCounters,
  type ActivityItem,
  type SubmissionCounter,
  type Viewer,
} from './data'
import { SignOutButton } from './SignOutButton'
import { SubmissionsChart } from './SubmissionsChart'
import './overview.scss'

type Loaded<T> = { ok: true; data: T } | { ok: false }

/** Loads one part of the Overview; a failure is logged and shown in that part's place only. */
async function load<T>(payload: Payload, what: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read() }
  } catch (error) {
    payload.logger.error({ err: error }, `Overview: could not load ${what}`)
    return { ok: false }
  }
}

function LoadError({ what }: { what: string }) {
  return (
    <p className="overview__error" role="alert">
      Could not load {what}. Reload the page to try again; if it keeps failing, tell an
      administrator.
    </p>
  )
}

function Counters({ counters, adminRoute }: { counters: SubmissionCounter[]; adminRoute: string }) {
  return (
    <div className="overview__counters">
      {counters.map((counter) => (
        <a
          key={counter.slug}
          className={`counter counter--series-${seriesOf(counter.slug)}`}
          data-counter={counter.slug}
          href={formatAdminURL({
            adminRoute,
            path: `/collections/${counter.slug}?where[or][0][and][0][status][equals]=new`,
          })}
        >
          <span className="counter__label">{counter.label}</span>
          <span className="counter__total" data-testid={`${counter.slug}-total`}>
            {counter.total}
          </span>
          <span className={`counter__new${counter.new === 0 ? ' counter__new--none' : ''}`}>
            <span data-testid={`${counter.slug}-new`}>{counter.new}</span> new
          </span>
        </a>
      ))}
    </div>
  )
}

function Activity({
  items,
  adminRoute,
  zone,
}: {
  items: ActivityItem[]
  adminRoute: string
  zone: string
}) {
  if (items.length === 0) return <p className="overview__empty">Nothing has happened yet.</p>
  return (
    <ol className="activity">
      {items.map((item) => (
        <li key={item.key} className="activity__item">
          <a
            className="activity__link"
            href={formatAdminURL({ adminRoute, path: `/collections/${item.slug}/${item.id}` })}
          >
            <span className="activity__text">
              {item.kind === 'submission' ? (
                <>
                  New {typeLabel[item.slug]}: <strong>{item.label}</strong>
                </>
              ) : (
                <>
                  <strong>{item.label}</strong>{' '}
                  {item.fromStatus && <StatusBadge status={item.fromStatus} />} →{' '}
                  <StatusBadge status={item.toStatus} />
                  {item.changedBy && <span className="activity__by"> by {item.changedBy}</span>}
                </>
              )}
            </span>
            <time className="activity__time" dateTime={item.at}>
              {formatInZone(item.at, zone)}
            </time>
          </a>
        </li>
      ))}
    </ol>
  )
}

const typeLabel = perSubmissionType((type) => type.noun.one)

/** What editors translate: the documents and page globals whose French may be missing. */
const translated = {
  collections: ['products', 'regions', 'pages'] as const,
  globals: [
    'home-page',
    'about-page',
    'network-page',
    'partnership-page',
    'careers-page',
    'products-services-page',
  ] as const,
}

function Translations({
  missing,
  adminRoute,
}: {
  missing: Awaited<ReturnType<typeof countUntranslated>>
  adminRoute: string
}) {
  const total = missing.reduce((sum, { count }) => sum + count, 0)
  return (
    <section className="panel" aria-labelledby="translations-title">
      <h2 id="translations-title" className="panel__title">
        French translations
      </h2>
      {total === 0 ? (
        <p className="overview__empty">Every page has its French.</p>
      ) : (
        <>
          <p data-testid="untranslated-total">
            <strong>{total}</strong> {total === 1 ? 'document lacks' : 'documents lack'} French: /fr
            shows their English until it is written.
          </p>
          <ul className="translations">
            {missing.map(({ collection, label, count }) => (
              <li key={collection}>
                <a
                  href={formatAdminURL({
                    adminRoute,
                    path: collection.startsWith('globals/')
                      ? `/${collection}`
                      : `/collections/${collection}?where[translationStatus][equals]=missing`,
                  })}
                >
                  {label}
                </a>
                : {count}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/**
 * The landing page of every staff member: the lead desk (an admin's unassigned queue; a
 * salesperson's or recruiter's own leads, then their queue), counters, recent activity and the
 * last 30 days.
 */
export async function OverviewView({ initPageResult }: AdminViewServerProps) {
  const { payload, user, i18n } = initPageResult.req
  const viewer: Viewer = { payload, user }
  // The panels below are in English yet; the heading follows the admin's language.
  const french = i18n?.language === 'fr'
  const adminRoute = payload.config.routes.admin
  // Times read in the site's zone, with its offset, as on every record and list of the admin.
  const zone = await readerTimeZoneOfThisRender(payload)
  const worksLeads = typesOfDesk(user).length > 0
  const isAdmin = userHasRole(user, 'admin')
  const now = new Date()
  const [myLeads, unassigned, late, figures, counters, activity, daily, untranslated] =
    await Promise.all([
      worksLeads ? load(payload, 'your leads', () => getMyLeads(payload, user)) : undefined,
      worksLeads
        ? load(payload, 'the unassigned leads', () => getUnassigned(payload, user))
        : undefined,
      worksLeads
        ? load(payload, 'the leads past their target', () =>
            getWaitingPastTarget(payload, user, now),
          )
        : undefined,
      worksLeads
        ? load(payload, 'the response times', () => getResponseFigures(payload, user, now))
        : undefined,
      load(payload, 'the counters', () => getSubmissionCounters(viewer)),
      load(payload, 'the recent activity', () => getRecentActivity(viewer)),
      load(payload, 'the submissions chart', () => getDailySubmissions(viewer)),
      editsContent(user)
        ? load(payload, 'the translations', () =>
            countUntranslated(payload, [...translated.collections], [...translated.globals]),
          )
        : undefined,
    ])
  const seesSubmissions = !counters.ok || counters.data.length > 0
  const queue =
    unassigned &&
    (unassigned.ok ? (
      <WaitingPanel kind="unassigned" counts={unassigned.data} adminRoute={adminRoute} now={now} />
    ) : (
      <LoadError what="the unassigned leads" />
    ))
  const pastTarget =
    late &&
    (late.ok ? (
      <WaitingPanel kind="late" counts={late.data} adminRoute={adminRoute} now={now} />
    ) : (
      <LoadError what="the leads past their target" />
    ))

  return (
    <Gutter className="overview">
      <header className="overview__header">
        <div>
          <h1 className="overview__title">{french ? 'Tableau de bord' : 'Admin Dashboard'}</h1>
          <p className="overview__welcome">
            {french ? 'Bon retour,' : 'Welcome back,'}{' '}
            <strong data-testid="overview-greeting">{user?.name?.trim() || user?.email}</strong>
          </p>
        </div>
        <SignOutButton />
      </header>

      {/* Admins see the queue first, and their own leads if they have some; sales and
          recruiters land on their own leads, then their types' queue. */}
      {isAdmin && queue}
      {myLeads &&
        (myLeads.ok ? (
          (!isAdmin || myLeads.data.leads.length > 0) && (
            <MyLeadsPanel
              myLeads={myLeads.data}
              userId={user!.id}
              adminRoute={adminRoute}
              zone={zone}
            />
          )
        ) : (
          <LoadError what="your leads" />
        ))}
      {!isAdmin && queue}
      {pastTarget}
      {figures &&
        (figures.ok ? (
          <ResponseTimesPanel figures={figures.data} zone={zone} />
        ) : (
          <LoadError what="the response times" />
        ))}

      {counters.ok ? (
        seesSubmissions && <Counters counters={counters.data} adminRoute={adminRoute} />
      ) : (
        <LoadError what="the counters" />
      )}

      {untranslated &&
        (untranslated.ok ? (
          <Translations missing={untranslated.data} adminRoute={adminRoute} />
        ) : (
          <LoadError what="the translations" />
        ))}

      {seesSubmissions ? (
        <div className="overview__panels">
          <section className="panel panel--wide" aria-labelledby="chart-title">
            <h2 id="chart-title" className="panel__title">
              Submissions, last 30 days
            </h2>
            {daily.ok ? <SubmissionsChart data={daily.data} /> : <LoadError what="the chart" />}
          </section>
          <section className="panel" aria-labelledby="activity-title">
            <h2 id="activity-title" className="panel__title">
              Recent Activity
            </h2>
            {activity.ok ? (
              <Activity items={activity.data} adminRoute={adminRoute} zone={zone} />
            ) : (
              <LoadError what="the recent activity" />
            )}
          </section>
        </div>
      ) : (
        <p className="overview__empty">
          Use the menu to edit the site&apos;s content. Submissions are handled by admins, the sales
          team and recruiters.
        </p>
      )}
    </Gutter>
  )
}
