import { submissionStatuses, type SubmissionSlug } from '@/submissions'

/** The four collections that hold what visitors send through the forms. */
export const submissionCollections = Object.keys(submissionStatuses) as SubmissionSlug[]
