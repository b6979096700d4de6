import { createLocalReq, type Payload, type TypedUser } from 'payload'

import { postgres } from '@/server/database/adapter'
import { readSubmissionCounts } from '@/submissions/submission-counts'
import { changerNames, submissionLabel } from '@/desk/status/history'
import { submissionTypes, type SubmissionSlug } from '@/submissions'

/** Who is asking: every read below runs with this user's access, never overriding it. */
export type Viewer = { payload: Payload; user: TypedUser | null }

/** The submission types in the order the Overview shows them, each with its counter's label. */
export const overviewTypes = submissionTypes.map((type) => ({
  slug: type.slug as SubmissionSlug,
  label: type.labels.plural,
}))

/**
 * Payload's refusal (`Forbidden`, HTTP 403). Recognised by its status, not with `instanceof`: the
 * production build bundles Payload into more than one chunk, each with its own error classes.
 */
const isForbidden = (error: unknown) =>
  error instanceof Error && (error as Error & { status?: unknown }).status === 403

/** Runs a read as the viewer; a collection the viewer may not read yields null, not an error. */
async function ifReadable<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (isForbidden(error)) return null
    throw error
  }
}

export type SubmissionCounter = { slug: SubmissionSlug; label: string; total: number; new: number }

/**
 * Total and still-new counts of each type the viewer may read. Read from the trigger-kept
 * counts table, so the Overview costs the same at a million submissions as at ten.
 */
export async function getSubmissionCounters({
  payload,
  user,
}: Viewer): Promise<SubmissionCounter[]> {
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  // Submission read access is by role alone (true or false, never a query constraint).
  const allowed = await Promise.all(
    overviewTypes.map(
      async ({ slug }) => (await payload.collections[slug].config.access.read({ req })) === true,
    ),
  )
  const readable = overviewTypes.filter((_, index) => allowed[index])
  if (readable.length === 0) return []
  const counts = await readSubmissionCounts(postgres(payload).drizzle)
  return readable.map(({ slug, label }) => ({
    slug,
    label,
    total: counts[slug].total,
    new: counts[slug].perStatus.new,
  }))
}

export type ActivityItem =
  | {
      kind: 'submission'
      key: string
      slug: SubmissionSlug
      id: number
      label: string
      status: string
      at: string
    }
  | {
      kind: 'status-change'
      key: string
      slug: SubmissionSlug
      id: number
      label: string
      fromStatus: string | null
      toStatus: string
      changedBy: string | null
      at: string
    }

/** The latest submissions and status changes the viewer may read, newest first. */
export async function getRecentActivity(
  { payload, user }: Viewer,
  limit = 10,
): Promise<ActivityItem[]> {
  const [submissions, changes] = await Promise.all([
    Promise.all(
      overviewTypes.map(({ slug }) =>
        ifReadable(async () => {
          const { docs } = await payload.find({
            collection: slug,
            sort: '-createdAt',
            limit,
            depth: 0,
            overrideAccess: false,
            user,
          })
          return docs.map((doc): ActivityItem => ({
            kind: 'submission',
            key: `${slug}-${doc.id}`,
            slug,
            id: doc.id,
            label: submissionLabel(doc),
            status: doc.status,
            at: doc.createdAt,
          }))
        }),
      ),
    ),
    ifReadable(() =>
      payload.find({
        collection: 'status-changes',
        sort: '-createdAt',
        limit,
        depth: 0,
        overrideAccess: false,
        user,
      }),
    ),
  ])
  const changeDocs = changes?.docs ?? []
  const names = await changerNames(
    payload,
    changeDocs.map((change) => change.changedBy as number | null),
  )
  const changeItems = changeDocs.map((change): ActivityItem => ({
    kind: 'status-change',
    key: `change-${change.id}`,
    slug: change.submissionCollection,
    id: change.submissionId,
    label: change.submissionLabel ?? `#${change.submissionId}`,
    fromStatus: change.fromStatus ?? null,
    toStatus: change.toStatus,
    changedBy: names.get(change.changedBy as number) ?? null,
    at: change.createdAt,
  }))
  return [...submissions.flatMap((items) => items ?? []), ...changeItems]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit)
}

export type DailySubmissions = {
  /** The last `days` days (UTC), oldest first, as YYYY-MM-DD. */
  days: string[]
  series: { slug: SubmissionSlug; label: string; counts: number[] }[]
}

const dayMs = 24 * 60 * 60 * 1000

/** Submissions per day and type over the last `days` days, for the types the viewer may read. */
export async function getDailySubmissions(
  { payload, user }: Viewer,
  days = 30,
  now = new Date(),
): Promise<DailySubmissions> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const dayKeys = Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * dayMs).toISOString().slice(0, 10),
  )
  const since = new Date(today - (days - 1) * dayMs).toISOString()
  const series = await Promise.all(
    overviewTypes.map(({ slug, label }) =>
      ifReadable(async () => {
        // Only the creation dates are loaded: one narrow column per submission of the period.
        const { docs } = await payload.find({
          collection: slug,
          where: { createdAt: { greater_than_equal: since } },
          select: { createdAt: true } as never,
          pagination: false,
          depth: 0,
          overrideAccess: false,
          user,
        })
        const counts = new Map(dayKeys.map((day) => [day, 0]))
        for (const doc of docs as { createdAt: string }[]) {
          const day = doc.createdAt.slice(0, 10)
          if (counts.has(day)) counts.set(day, counts.get(day)! + 1)
        }
        return { slug, label, counts: dayKeys.map((day) => counts.get(day)!) }
      }),
    ),
  )
  return {
    days: dayKeys,
    series: series.filter((entry): entry is NonNullable<typeof entry> => entry !== null),
  }
}
