import { TZDate } from '@date-fns/tz'
import { and, eq, inArray, isNull, lte, ne, or } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { labelIn, type AdminLanguage } from '@/lib/admin/language/words'
import { personalZone, siteTimeZone } from '@/lib/admin/time-zone/read'
import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import { inTransaction, transactionDatabase } from '@/server/database/transaction'
import { queueEmails, type EmailInput } from '@/server/email'
import { siteUrl } from '@/server/env'

import { dueWindowEnd } from '../my-work/filters'
import { digestHour, taskKinds } from './kinds'
import { relatedOf } from './related'
import { formatDue } from './zone'

type Recipient = { id: number; email: string; language: AdminLanguage; zone: string }
type DueTask = { id: number; title: string; kind: string; due: string; zone: string | null }

const words = {
  en: {
    dueSubject: (title: string) => `Task due: ${title}`,
    due: 'Due',
    about: 'About',
    open: 'Open it in the admin',
    digestSubject: (count: number) =>
      count === 1 ? 'Your task for today' : `Your ${count} tasks for today`,
    digestIntro: 'Due today or overdue, on your clock:',
    overdue: 'overdue',
    myWork: 'All of them in My work',
    colon: ':',
  },
  fr: {
    dueSubject: (title: string) => `Tâche à faire : ${title}`,
    due: 'Échéance',
    about: 'Concerne',
    open: 'L’ouvrir dans l’administration',
    digestSubject: (count: number) =>
      count === 1 ? 'Votre tâche du jour' : `Vos ${count} tâches du jour`,
    digestIntro: 'À faire aujourd’hui ou en retard, à votre heure :',
    overdue: 'en retard',
    myWork: 'Toutes dans Mon travail',
    colon: ' :',
  },
} as const

const taskUrl = (id: number) => `${siteUrl()}/admin/collections/tasks/${id}`
export const myWorkUrl = () => `${siteUrl()}/admin/my-work`

const kindIn = (kind: string, language: AdminLanguage) =>
  labelIn(taskKinds.find((each) => each.value === kind)?.label ?? 'Task', language)

/** The people told of tasks, with their language and their clock (their zone, else the site's). */
async function recipients(req: PayloadRequest, ids: number[]): Promise<Map<number, Recipient>> {
  if (ids.length === 0) return new Map()
  const { users } = tablesOf(req.payload)
  const db = await transactionDatabase(postgres(req.payload), req)
  const site = await siteTimeZone(req.payload, req)
  const rows = await db
    .select({ id: users.id, email: users.email, language: users.language, zone: users.timeZone })
    .from(users)
    .where(inArray(users.id, ids))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        email: row.email,
        language: row.language === 'fr' ? 'fr' : 'en',
        zone: personalZone(row.zone, site),
      },
    ]),
  )
}

/** What each task is about, as its e-mail names it: "Quote request QR-1042". */
async function subjectsOf(req: PayloadRequest, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>()
  const { docs } = await req.payload.find({
    collection: 'tasks',
    where: { id: { in: ids } },
    select: { relatedTo: true },
    depth: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(
    docs.map((task) => {
      const related = relatedOf(task.relatedTo)
      const record = task.relatedTo?.value
      const title =
        record && typeof record === 'object'
          ? String(('title' in record && record.title) || ('name' in record && record.name) || '')
          : ''
      return [task.id, related ? title || `${related.collection} ${related.id}` : '']
    }),
  )
}

/**
 * Reminders at the due time: claims the open tasks that have come due and whose assignee is told
 * of each at its time, marking them reminded in the same statement (with two instances, each is
 * claimed once), and queues one e-mail per task.
 */
async function remindAtDue(req: PayloadRequest, now: Date): Promise<number> {
  const { tasks, users } = tablesOf(req.payload)
  const db = await transactionDatabase(postgres(req.payload), req)
  const atDue = db
    .select({ id: users.id })
    .from(users)
    .where(or(isNull(users.taskReminders), eq(users.taskReminders, 'atDue')))
  const claimed = await db
    .update(tasks)
    .set({ remindedAt: now.toISOString() })
    .where(
      and(
        eq(tasks.done, false),
        isNull(tasks.remindedAt),
        lte(tasks.due, now.toISOString()),
        inArray(tasks.assignee, atDue),
      ),
    )
    .returning({
      id: tasks.id,
      title: tasks.title,
      kind: tasks.kind,
      due: tasks.due,
      zone: tasks.due_tz,
      assignee: tasks.assignee,
    })
  if (claimed.length === 0) return 0
  const people = await recipients(
    req,
    claimed.flatMap(({ assignee }) => (assignee === null ? [] : [assignee])),
  )
  const about = await subjectsOf(
    req,
    claimed.map(({ id }) => id),
  )
  const emails = claimed.flatMap((task): EmailInput[] => {
    const person = task.assignee === null ? undefined : people.get(task.assignee)
    if (!person) return []
    const said = words[person.language]
    return [
      {
        to: person.email,
        subject: said.dueSubject(task.title),
        text: [
          `${kindIn(task.kind, person.language)}${said.colon} ${task.title}`,
          `${said.due}${said.colon} ${formatDue(task.due, task.zone ?? person.zone, person.language)}`,
          about.get(task.id) ? `${said.about}${said.colon} ${about.get(task.id)}` : '',
          `${said.open}${said.colon} ${taskUrl(task.id)}`,
        ]
          .filter(Boolean)
          .join('\n\n'),
      },
    ]
  })
  // Sent by the job schedule's next tick, which runs this sweep too.
  await queueEmails(req, emails, { sentBy: 'schedule' })
  return claimed.length
}

/** The date (YYYY-MM-DD) and hour an instant shows on a zone's clock. */
function onClock(now: Date, zone: string) {
  const local = new TZDate(now.getTime(), zone)
  const twoDigits = (value: number) => String(value).padStart(2, '0')
  return {
    date: `${local.getFullYear()}-${twoDigits(local.getMonth() + 1)}-${twoDigits(local.getDate())}`,
    hour: local.getHours(),
  }
}

/**
 * The morning digest: to each person who chose it, once a day from `digestHour` on their clock,
 * one e-mail of their open tasks due by the end of their day, overdue ones first. Each person's
 * day is claimed in one statement, so two instances send one digest.
 */
async function sendDigests(req: PayloadRequest, now: Date): Promise<number> {
  const { tasks, users } = tablesOf(req.payload)
  const db = await transactionDatabase(postgres(req.payload), req)
  const chose = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.taskReminders, 'morningDigest'))
  const people = await recipients(
    req,
    chose.map(({ id }) => id),
  )
  let sent = 0
  for (const person of people.values()) {
    const { date, hour } = onClock(now, person.zone)
    if (hour < digestHour) continue
    const claimed = await db
      .update(users)
      .set({ taskDigestSentOn: date })
      .where(
        and(
          eq(users.id, person.id),
          or(isNull(users.taskDigestSentOn), ne(users.taskDigestSentOn, date)),
        ),
      )
      .returning({ id: users.id })
    if (claimed.length === 0) continue
    const due: DueTask[] = await db
      .select({
        id: tasks.id,
        title: tasks.title,
        kind: tasks.kind,
        due: tasks.due,
        zone: tasks.due_tz,
      })
      .from(tasks)
      .where(
        and(
          eq(tasks.assignee, person.id),
          eq(tasks.done, false),
          lte(tasks.due, dueWindowEnd('today', now, person.zone).toISOString()),
        ),
      )
      .orderBy(tasks.due)
    if (due.length === 0) continue
    await db
      .update(tasks)
      .set({ remindedAt: now.toISOString() })
      .where(
        and(
          inArray(
            tasks.id,
            due.map(({ id }) => id),
          ),
          isNull(tasks.remindedAt),
        ),
      )
    const said = words[person.language]
    const lines = due.map((task) => {
      const when = formatDue(task.due, task.zone ?? person.zone, person.language)
      const late = new Date(task.due) < now ? ` (${said.overdue})` : ''
      return `- ${when}${late} · ${kindIn(task.kind, person.language)}${said.colon} ${task.title}\n  ${taskUrl(task.id)}`
    })
    await queueEmails(
      req,
      [
        {
          to: person.email,
          subject: said.digestSubject(due.length),
          text: [
            said.digestIntro,
            lines.join('\n'),
            `${said.myWork}${said.colon} ${myWorkUrl()}`,
          ].join('\n\n'),
        },
      ],
      { sentBy: 'schedule' },
    )
    sent++
  }
  return sent
}

/**
 * One pass of the task reminders, run by the job schedule every minute on one instance at a
 * time: each task come due is told of once, at its time or in its assignee's morning digest.
 */
export async function sweepTaskReminders(payload: Payload, now = new Date()) {
  return inTransaction(payload, async (req) => ({
    reminders: await remindAtDue(req, now),
    digests: await sendDigests(req, now),
  }))
}
