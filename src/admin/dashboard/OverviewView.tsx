import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps, Payload } from 'payload'

import { editsContent, userHasRole } from '@/access/roles'
import { adminLanguageOf } from '@/lib/admin/language/words'
import { readerTimeZoneOfThisRender } from '@/lib/admin/time-zone/read'
import { countUntranslated } from '@/admin/translations/missing-french'
import { MyLeadsPanel, ResponseTimesPanel, WaitingPanel } from '@/desk/DeskPanels'
import { getResponseFigures } from '@/desk/clock/figures'
import { isDealCurrency, defaultDealCurrency } from '@/desk/deals/currencies'
import { readPipeline } from '@/desk/deals/pipeline'
import { PipelinePanel } from '@/desk/deals/PipelinePanel'
import { dealTypes } from '@/desk/deals/settings'
import { countDueTasks } from '@/desk/tasks/due'
import { TasksDuePanel } from '@/desk/tasks/TasksDuePanel'
import { getMyLeads, getUnassigned, getWaitingPastTarget, typesOfDesk } from '@/desk/queues'
import { countWaitingInStage, WaitingInStagePanel } from '@/recruiting/stages/WaitingInStagePanel'

import { getDailySubmissions, getRecentActivity, getSubmissionCounters, type Viewer } from './data'
import { Activity } from './panels/Activity'
import { Counters } from './panels/Counters'
import { Translations } from './panels/Translations'
import { SignOutButton } from './SignOutButton'
import { overviewWords, type OverviewWords } from './words'
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

function LoadError({ what, words }: { what: keyof OverviewWords['parts']; words: OverviewWords }) {
  return (
    <p className="overview__error" role="alert">
      {words.couldNotLoad(words.parts[what])}
    </p>
  )
}

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

/**
 * The landing page of every staff member: the lead desk (an admin's unassigned queue; a
 * salesperson's or recruiter's own leads, then their queue), counters, recent activity and the
 * last 30 days.
 */
export async function OverviewView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { payload, user, i18n } = initPageResult.req
  const viewer: Viewer = { payload, user }
  const language = adminLanguageOf(i18n)
  const words = overviewWords[language]
  const adminRoute = payload.config.routes.admin
  // Times read in the site's zone, with its offset, as on every record and list of the admin.
  const zone = await readerTimeZoneOfThisRender(payload)
  const worksLeads = typesOfDesk(user).length > 0
  const isAdmin = userHasRole(user, 'admin')
  const now = new Date()
  const asked = Array.isArray(searchParams?.currency)
    ? searchParams.currency[0]
    : searchParams?.currency
  const currency = isDealCurrency(asked) ? asked : defaultDealCurrency
  const worksDeals = typesOfDesk(user).some((type) => dealTypes.includes(type))
  const [
    myLeads,
    unassigned,
    late,
    figures,
    counters,
    activity,
    daily,
    untranslated,
    tasks,
    pipeline,
    waitingInStage,
  ] = await Promise.all([
    worksLeads ? load(payload, 'your leads', () => getMyLeads(payload, user)) : undefined,
    worksLeads
      ? load(payload, 'the unassigned leads', () => getUnassigned(payload, user))
      : undefined,
    worksLeads
      ? load(payload, 'the leads past their target', () => getWaitingPastTarget(payload, user, now))
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
    worksLeads && user
      ? load(payload, 'your tasks', () => countDueTasks(payload, user.id, now, zone))
      : undefined,
    worksDeals
      ? load(payload, 'the pipeline', () => readPipeline(payload, user, currency, { now, zone }))
      : undefined,
    load(payload, 'the candidates waiting', () => countWaitingInStage(payload, user, now)),
  ])
  const seesSubmissions = !counters.ok || counters.data.length > 0
  const waiting = (kind: 'unassigned' | 'late', loaded: typeof unassigned) =>
    loaded &&
    (loaded.ok ? (
      <WaitingPanel
        kind={kind}
        counts={loaded.data}
        adminRoute={adminRoute}
        now={now}
        language={language}
      />
    ) : (
      <LoadError what={kind} words={words} />
    ))
  const queue = waiting('unassigned', unassigned)
  const pastTarget = waiting('late', late)

  return (
    <Gutter className="overview">
      <header className="overview__header">
        <div>
          <h1 className="overview__title">{words.title}</h1>
          <p className="overview__welcome">
            {words.welcome}{' '}
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
              language={language}
            />
          )
        ) : (
          <LoadError what="myLeads" words={words} />
        ))}
      {tasks &&
        (tasks.ok ? (
          <TasksDuePanel due={tasks.data} adminRoute={adminRoute} language={language} />
        ) : (
          <LoadError what="tasks" words={words} />
        ))}
      {pipeline &&
        (pipeline.ok ? (
          <PipelinePanel pipeline={pipeline.data} language={language} />
        ) : (
          <LoadError what="pipeline" words={words} />
        ))}
      {!isAdmin && queue}
      {pastTarget}
      {waitingInStage.ok ? (
        waitingInStage.data !== null &&
        user && (
          <WaitingInStagePanel
            count={waitingInStage.data}
            adminRoute={adminRoute}
            now={now}
            language={language}
            own={!isAdmin}
            userId={user.id}
          />
        )
      ) : (
        <LoadError what="waitingInStage" words={words} />
      )}
      {figures &&
        (figures.ok ? (
          <ResponseTimesPanel figures={figures.data} zone={zone} language={language} />
        ) : (
          <LoadError what="responseTimes" words={words} />
        ))}

      {counters.ok ? (
        seesSubmissions && (
          <Counters counters={counters.data} adminRoute={adminRoute} language={language} />
        )
      ) : (
        <LoadError what="counters" words={words} />
      )}

      {untranslated &&
        (untranslated.ok ? (
          <Translations missing={untranslated.data} adminRoute={adminRoute} language={language} />
        ) : (
          <LoadError what="translations" words={words} />
        ))}

      {seesSubmissions ? (
        <div className="overview__panels">
          <section className="panel panel--wide" aria-labelledby="chart-title">
            <h2 id="chart-title" className="panel__title">
              {words.chartTitle}
            </h2>
            {daily.ok ? (
              <SubmissionsChart data={daily.data} />
            ) : (
              <LoadError what="chart" words={words} />
            )}
          </section>
          <section className="panel" aria-labelledby="activity-title">
            <h2 id="activity-title" className="panel__title">
              {words.activityTitle}
            </h2>
            {activity.ok ? (
              <Activity
                items={activity.data}
                adminRoute={adminRoute}
                zone={zone}
                language={language}
              />
            ) : (
              <LoadError what="activity" words={words} />
            )}
          </section>
        </div>
      ) : (
        <p className="overview__empty">{words.contentOnly}</p>
      )}
    </Gutter>
  )
}
