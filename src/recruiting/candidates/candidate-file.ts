import type { PayloadRequest } from 'payload'

import { workedTypes } from '@/desk/worked-types'
import { readTimeline, type LeadTimelineEntry } from '@/desk/timeline/timeline'
import type { ApplicationFile, CareerApplication, JobPosting } from '@/payload-types'
import { submissionReference } from '@/submissions/reference'

import { undoable } from './merge'

const applicationType = workedTypes.find((type) => type.slug === 'career-applications')!

export type CandidateApplication = {
  id: number
  reference: string
  position: string
  posting: string | null
  status: string
  appliedAt: string
  consentGivenAt: string | null
  wantsUpdates: boolean
  files: { label: string; name: string; size: number | null; url: string }[]
}

export type CandidateTimelineEntry = LeadTimelineEntry & {
  application: string
  applicationId: number
}

export type CandidateMergeRecord = {
  id: number
  merged: string
  at: string
  undoable: boolean
  undoneAt: string | null
}

const fileOf = (label: string, value: unknown) => {
  const file = value as ApplicationFile | number | null | undefined
  return file && typeof file === 'object' && file.url
    ? [{ label, name: file.filename ?? label, size: file.filesize ?? null, url: file.url }]
    : []
}

/** A candidate's applications, newest first, read with the viewer's own access. */
export async function candidateApplications(
  req: PayloadRequest,
  candidate: number,
): Promise<CandidateApplication[]> {
  const { docs } = await req.payload.find({
    collection: 'career-applications',
    where: { candidate: { equals: candidate } },
    sort: '-createdAt',
    depth: 1,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs.map((application: CareerApplication) => ({
    id: application.id,
    reference: submissionReference(applicationType, application.id),
    position: application.position,
    posting: (application.job as JobPosting | null | undefined)?.title ?? null,
    status: application.status ?? 'new',
    appliedAt: application.createdAt,
    consentGivenAt: application.consentGivenAt ?? null,
    wantsUpdates: application.updates ?? false,
    files: [
      ...fileOf('Résumé', application.resume),
      ...fileOf('Cover letter', application.coverLetter),
    ],
  }))
}

/** The timelines of all the candidate's applications as one, newest first. */
export async function candidateTimeline(
  req: PayloadRequest,
  applications: CandidateApplication[],
): Promise<CandidateTimelineEntry[]> {
  const timelines = await Promise.all(
    applications.map(async (application) =>
      (await readTimeline(req, applicationType, application.id)).map((entry) => ({
        ...entry,
        key: `${application.id}-${entry.key}`,
        application: application.reference,
        applicationId: application.id,
      })),
    ),
  )
  return timelines.flat().sort((a, b) => b.at.localeCompare(a.at))
}

/** The merges into this candidate, newest first, and whether each can still be undone. */
export async function candidateMerges(
  req: PayloadRequest,
  candidate: number,
  now: Date,
): Promise<CandidateMergeRecord[]> {
  const { docs } = await req.payload.find({
    collection: 'candidate-merges',
    where: { kept: { equals: candidate } },
    sort: '-createdAt',
    depth: 0,
    limit: 20,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs.map((merge) => {
    const merged = merge.merged as { name?: string | null; email?: string }
    return {
      id: merge.id,
      merged:
        merged.name && merged.name !== merged.email
          ? `${merged.name} <${merged.email}>`
          : (merged.email ?? ''),
      at: merge.createdAt,
      undoable: !merge.undoneAt && undoable(merge.createdAt, now),
      undoneAt: merge.undoneAt ?? null,
    }
  })
}
