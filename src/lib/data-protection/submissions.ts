import { submissionStatuses, type SubmissionSlug } from '@/lib/submission-options'

/** The four collections that hold what visitors send through the forms. */
export const submissionCollections = Object.keys(submissionStatuses) as SubmissionSlug[]

/** The application files a stored career application points to. */
export function applicationFileIds(doc: object): number[] {
  const { resume, coverLetter } = doc as { resume?: unknown; coverLetter?: unknown }
  return [resume, coverLetter].filter((id): id is number => typeof id === 'number')
}
