import type { StaffRole } from '@/access/roles'
import { submissionTypes, type SubmissionSlug, type SubmissionTypeOf } from '@/submissions'

/** A submission type that declared the desk in its definition (`desk`): who works it, how fast. */
export type WorkedType = Extract<SubmissionTypeOf<SubmissionSlug>, { desk: object }>

export const isWorkedType = (type: SubmissionTypeOf<SubmissionSlug>): type is WorkedType =>
  type.desk !== undefined

/** The types the desk works, in the Overview's order: those that declared it, and only those. */
export const workedTypes: readonly WorkedType[] = submissionTypes.filter(isWorkedType)

/** The roles that work some type on the desk besides admins (sales, recruiters). */
export const deskRoles: readonly StaffRole[] = [
  ...new Set(workedTypes.flatMap((type) => type.workedBy)),
]
