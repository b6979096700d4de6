import type { SubmissionSlug } from '@/submissions'

/** Submissions of one collection to delete, and the application files they point to. */
export type SubmissionBatch = { collection: SubmissionSlug; ids: number[]; fileIds: number[] }
