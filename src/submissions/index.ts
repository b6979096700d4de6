import { userHasRole } from '@/access/roles'

import { contact } from './contact/definition'
import { jobApplication } from './job-application/definition'
import { marketReport } from './market-report/definition'
import { partnership } from './partnership/definition'
import { quote } from './quote/definition'

/**
 * Every submission type, in the order the Overview shows them. A new type is its own folder
 * beside these and one line at the end here: the database's enums of submission types and
 * statuses follow this order, and PostgreSQL adds an enum's new values at its end.
 */
export const submissionTypes = [contact, quote, partnership, jobApplication, marketReport] as const

type AnySubmissionType = (typeof submissionTypes)[number]
export type SubmissionSlug = AnySubmissionType['slug']
export type FormName = AnySubmissionType['form']
export type SubmissionTypeOf<Slug extends SubmissionSlug> = Extract<
  AnySubmissionType,
  { slug: Slug }
>

/** A type's place in the list: its colour in the Overview's counters and chart, whoever looks. */
export const seriesOf = (slug: SubmissionSlug) =>
  submissionTypes.findIndex((type) => type.slug === slug)

/** The public forms' names: /api/forms/{form}, /thank-you/{form}. */
export const formNames = submissionTypes.map((type) => type.form)

export const isFormName = (name: string): name is FormName =>
  (formNames as readonly string[]).includes(name)

export const isSubmissionSlug = (slug: string): slug is SubmissionSlug =>
  submissionTypes.some((type) => type.slug === slug)

/** The submission types this user works besides admins, by their roles and each type's workedBy. */
export const typesWorkedBy = (user: Parameters<typeof userHasRole>[0]): SubmissionSlug[] =>
  submissionTypes.filter((type) => userHasRole(user, ...type.workedBy)).map((type) => type.slug)

const typeOf = (slug: SubmissionSlug) => submissionTypes.find((type) => type.slug === slug)!

/** What to select of a stored submission to find the files it points to: its attachment fields. */
export const attachmentSelect = (collection: SubmissionSlug): Record<string, true> =>
  Object.fromEntries(typeOf(collection).boxes.files.map((field) => [field, true]))

const idOf = (value: unknown): number | undefined => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : undefined
}

/** The files a stored submission points to through its attachment fields (none for most types). */
export function attachedFileIds(collection: SubmissionSlug, doc: object): number[] {
  const values = doc as Record<string, unknown>
  return typeOf(collection)
    .boxes.files.map((field) => idOf(values[field]))
    .filter((id): id is number => id !== undefined)
}

/** The PostgreSQL table Payload keeps a submission type in: its slug in snake case. */
export const submissionTable = (slug: SubmissionSlug) => slug.replaceAll('-', '_')

/** One entry per type, keyed by its slug: how every per-type table is derived. */
export function perSubmissionType<Value>(
  pick: (type: AnySubmissionType) => Value,
): Record<SubmissionSlug, Value> {
  return Object.fromEntries(submissionTypes.map((type) => [type.slug, pick(type)])) as Record<
    SubmissionSlug,
    Value
  >
}

/** Each type's workflow statuses, in the order staff move through them. */
export const submissionStatuses = perSubmissionType((type) => type.statuses) as {
  [Slug in SubmissionSlug]: SubmissionTypeOf<Slug>['statuses']
}

/**
 * Read access to a record kept about submissions (their status changes, their timelines): admins
 * read all, other staff those of the types they work, as `submissionCollection` says.
 */
export const readBySubmissionTypeWorked = ({
  req,
}: {
  req: { user?: Parameters<typeof userHasRole>[0] }
}) => {
  if (userHasRole(req.user, 'admin')) return true
  const worked = typesWorkedBy(req.user)
  return worked.length > 0 ? { submissionCollection: { in: worked } } : false
}
