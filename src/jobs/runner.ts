import type { Payload } from 'payload'

import { pollInbox } from '@/desk/replies/inbox/poll'
import { inboxSettings } from '@/desk/replies/inbox/settings'
import { postgres } from '@/server/database/adapter'
import { deliverDueWebhooks } from '@/webhooks/deliver'

import { dataRetentionQueue } from './purge-expired-submissions'

/**
 * A queue the runner works through: its scheduled tasks queued when due, then up to `limit` run;
 * its e-mails only, or all but them, where the deliveries worker sends the e-mails
 * (src/server/deliveries.ts).
 */
export type QueueRun = {
  queue: string
  everySeconds: number
  limit: number
  tasks?: 'emails' | 'all but emails'
}

/**
 * What a process's runner works at: everything (a server without a deliveries worker, as in the
 * tests), the web process's part beside a worker (what needs Next's cache: publishing schedules,
 * the mailbox's filing, the purge), or the worker's (e-mails and webhooks).
 */
export type RunnerPart = 'all' | 'site' | 'deliveries'

export const jobQueues: QueueRun[] = [
  // E-mails the direct send after a response could not send, deleted applications' files, and
  // what editors and recruiters scheduled: a change set for 09:00 is live by 09:00:15.
  { queue: 'default', everySeconds: 15, limit: 10 },
  // The nightly purge and orphaned-file sweep: hourly is enough, one query when nothing is due.
  { queue: dataRetentionQueue, everySeconds: 3600, limit: 2 },
]

/** Any fixed number: the first half of each queue's advisory lock key. */
const runnerLockClass = 727_002

/**
 * Runs `work` unless another instance is working through the same queue: a PostgreSQL advisory
 * lock, held on one connection for the work's duration and released with it (also when the
 * instance dies). Payload's own runner claims jobs by reading then updating them, which lets two
 * instances claim, and schedule, the same job.
 */
async function onOneInstance(
  payload: Payload,
  queue: string,
  work: () => Promise<void>,
): Promise<boolean> {
  const connection = await postgres(payload).pool.connect()
  try {
    const { rows } = await connection.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
      [runnerLockClass, queue],
    )
    if (!rows[0]?.locked) return false
    try {
      await work()
      return true
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1, hashtext($2))', [
        runnerLockClass,
        queue,
      ])
    }
  } finally {
    connection.release()
  }
}

/**
 * Gives back the queue's jobs still marked as being processed: under the queue's lock no other
 * instance is running any, so they were claimed by an instance that died (a restart, a crash)
 * before it finished them. Payload's runner never takes a claimed job again: left as they are,
 * an e-mail in flight at a restart would never be sent. A job claimed when its work was already
 * done (an e-mail sent) runs again: at most those in flight are repeated.
 */
async function releaseAbandonedJobs(payload: Payload, { queue, tasks }: QueueRun) {
  const ofTasks =
    tasks === 'emails'
      ? ` AND task_slug = 'sendEmail'`
      : tasks === 'all but emails'
        ? ` AND task_slug <> 'sendEmail'`
        : ''
  await postgres(payload).pool.query(
    `UPDATE payload_jobs SET processing = false
      WHERE queue = $1 AND processing AND completed_at IS NULL${ofTasks}`,
    [queue],
  )
}

const tasksWhere = {
  emails: { taskSlug: { equals: 'sendEmail' } },
  'all but emails': { taskSlug: { not_equals: 'sendEmail' } },
} as const

/**
 * One tick of a queue: its jobs abandoned by a dead instance given back, its due scheduled tasks
 * queued, then up to `limit` of its jobs run, unless another instance is doing that now. Whether
 * this instance did it.
 */
export async function workThroughQueue(payload: Payload, run: QueueRun): Promise<boolean> {
  const lockName = run.tasks ? `${run.queue}: ${run.tasks}` : run.queue
  return onOneInstance(payload, lockName, async () => {
    await releaseAbandonedJobs(payload, run)
    // Only the web process's part has schedules (publishing, the purge); e-mails have none.
    if (run.tasks !== 'emails') await payload.jobs.handleSchedules({ queue: run.queue })
    await payload.jobs.run({
      queue: run.queue,
      limit: run.limit,
      ...(run.tasks && { where: tasksWhere[run.tasks] }),
    })
  })
}

/** The queues a part works through. */
function queuesOf(part: RunnerPart): QueueRun[] {
  if (part === 'all') return jobQueues
  if (part === 'deliveries')
    return [{ queue: 'default', everySeconds: 15, limit: 50, tasks: 'emails' }]
  return jobQueues.map((run) =>
    run.queue === 'default' ? { ...run, tasks: 'all but emails' as const } : run,
  )
}

/** Seconds between ticks: each queue's own, or JOBS_TICK_SECONDS for all (tests). */
function tickSeconds(everySeconds: number): number {
  const override = Number(process.env.JOBS_TICK_SECONDS)
  return Number.isFinite(override) && override > 0 ? override : everySeconds
}

/**
 * How often the webhook outbox is swept for retries and for deliveries queued without a sweep
 * after them (staff changes, another instance's). One indexed query when nothing is due.
 */
const webhookSweepSeconds = 5

/** Work the runner does every so many seconds, on one instance at a time. */
type Periodic = { name: string; everySeconds: number; work: () => Promise<unknown> }

/**
 * The part's job queues, the webhook outbox's sweep (unless the worker does it), and the team
 * mailbox's poll when IMAP is set up (src/desk/replies/inbox; not the worker's: filing an answer
 * refreshes the desk's pages).
 */
function periodicWork(payload: Payload, part: RunnerPart): Periodic[] {
  const work: Periodic[] = queuesOf(part).map((run) => ({
    name: `Job queue ${run.queue}${run.tasks ? ` (${run.tasks})` : ''}`,
    everySeconds: tickSeconds(run.everySeconds),
    work: () => workThroughQueue(payload, run),
  }))
  if (part !== 'site') {
    work.push({
      name: 'Webhook deliveries',
      everySeconds: tickSeconds(webhookSweepSeconds),
      work: () =>
        onOneInstance(payload, 'webhooks', () => deliverDueWebhooks(payload).then(() => {})),
    })
  }
  const inbox = inboxSettings()
  if (inbox && part !== 'deliveries') {
    work.push({
      name: 'Team mailbox poll',
      everySeconds: inbox.pollSeconds,
      work: () =>
        onOneInstance(payload, 'inbox', async () => {
          const { filed, held } = await pollInbox(payload, inbox)
          if (filed > 0 || held > 0) {
            payload.logger.info(
              `Team mailbox: ${filed} answer(s) filed on their leads, ${held} from unknown senders held`,
            )
          }
        }),
    })
  }
  return work
}

/**
 * Starts working through the job queues in this instance, and polling the team mailbox: each on
 * its own clock, aligned to the wall clock so that instances tick together and the lock picks one
 * of them. A tick still running when the next is due lets it pass. Returns a function that stops
 * the runner.
 */
export function startJobRunner(payload: Payload, part: RunnerPart = 'all'): () => void {
  const timers = new Set<NodeJS.Timeout>()
  for (const { name, everySeconds, work } of periodicWork(payload, part)) {
    const periodMs = everySeconds * 1000
    let running = false
    const tick = async () => {
      if (running) return
      running = true
      try {
        await work()
      } catch (error) {
        payload.logger.error({ err: error, msg: `${name}: the run failed` })
      } finally {
        running = false
      }
    }
    const scheduleNext = () => {
      const timer = setTimeout(
        () => {
          timers.delete(timer)
          scheduleNext()
          void tick()
        },
        periodMs - (Date.now() % periodMs),
      )
      timer.unref()
      timers.add(timer)
    }
    scheduleNext()
  }
  return () => {
    for (const timer of timers) clearTimeout(timer)
    timers.clear()
  }
}
