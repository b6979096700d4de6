import type {
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Endpoint,
  Field,
  SelectField,
} from 'payload'

import { hasRole } from '@/access'
import { statusActionsField, statusHistoryField } from '@/desk/status/fields'
import {
  consentGivenAtField,
  submissionKeyField,
  submissionLanguageField,
  submissionStatusField,
} from './fields'
import { csvExportEndpoint } from '@/lib/admin/exports/csv-export'
import { recordStatusChange, statusHistoryEndpoint } from '@/desk/status/history'
import { setStatusEndpoint } from '@/desk/status/set-status'

import { clockFields, responseClockField } from '@/desk/clock/fields'
import { dealFields } from '@/desk/deals/fields'
import { dealOutcomesOf, outcomeFields, recordDealOutcome } from '@/desk/deals/outcomes'
import { deleteRecordsWithLead } from '@/desk/records'
import { attributionField } from './attribution-field'
import { accountFieldNames, accountFields, organizationField } from '@/leads/accounts/fields'
import { ownerField, routingFields } from '@/desk/owner'
import { phoneDeskField } from '@/desk/phone/field'
import { withDueInStatusCell } from '@/desk/phone/status-cell'
import { setOwnerEndpoint } from '@/desk/reassign/endpoint'
import { recordReassignment } from '@/desk/routing/assignment-emails'
import { timelineEndpoints } from '@/desk/timeline/endpoints'
import { timelineField } from '@/desk/timeline/field'
import { nextStepEndpoint } from '@/desk/tasks/next-step'
import { queueLeadChangeEvents } from '@/webhooks/lead-events'
import { whatsAppEndpoint } from '@/whatsapp/endpoint'

import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import { isWorkedType } from '@/desk/worked-types'
import { toSelectOptions } from '@/lib/content/submission-options'
import { referenceField, searchByReference } from '@/submissions/reference'
import { keepVisitorAnswers, readOnlyOnceStored } from '@/submissions/visitor-answers'

/**
 * What a feature lets staff set on one type beyond what the desk gives every worked type (a job
 * application's stage in its posting's pipeline): its fields, shown right after the status's
 * buttons, the hooks that keep them right before the desk's own, and the endpoints that set them.
 */
export type StaffWork = {
  fields: Field[]
  beforeChange?: CollectionBeforeChangeHook[]
  endpoints?: Endpoint[]
}

const namesOf = (fields: Field[]) =>
  fields.flatMap((field) => ('name' in field && field.name ? [field.name] : []))

/** What staff and the server set on a submission; every other stored field is what the visitor sent. */
const staffFields = [
  'status',
  'owner',
  'value',
  'expectedClose',
  'outcomeReason',
  'closedAt',
  attributionField.name,
  ...accountFieldNames,
  ...[...routingFields, ...clockFields].map((field) => ('name' in field ? field.name : '')),
]

/**
 * A field staff never read as such (hidden: the clock's due times and targets, routing's record,
 * the submission key), kept out of the list's Columns and Filters: "Response Target Minutes"
 * there only buried what staff look for. The title the admin names a submission by (hidden on its
 * page, which shows it as the heading) stays a column.
 */
const outOfListsIfHidden =
  (title: string) =>
  (field: Field): Field => {
    if (field.type === 'ui' || !('name' in field) || !field.admin?.hidden) return field
    if (field.name === title) return field
    return {
      ...field,
      admin: { ...field.admin, disableListColumn: true, disableListFilter: true },
    } as Field
  }

/**
 * A submission type's collection: its reference, its own fields (what the visitor sent), then
 * what every submission has (status, its buttons and history, when consent was given, the
 * submission key), with the list, access, hooks and endpoints all types share. What the visitor
 * sent is read-only once stored; staff work the status.
 */
export function submissionCollection(
  type: SubmissionTypeOf<SubmissionSlug>,
  {
    fields,
    sidebar = [],
    afterDelete = [],
    staffWork,
  }: {
    fields: Field[]
    /** Fields of its own shown in the sidebar, below the status and its buttons. */
    sidebar?: Field[]
    afterDelete?: CollectionAfterDeleteHook[]
    /** What a feature lets staff set on the type beyond the desk's (see StaffWork). */
    staffWork?: StaffWork
  },
): CollectionConfig {
  const staff = hasRole(...type.workedBy)
  // What the desk adds to a type that declared it (its definition's `desk`).
  const worked = isWorkedType(type)
  const ifWorked = <Item>(...items: Item[]): Item[] => (worked ? items : [])
  const status = submissionStatusField(type.slug, [...type.workedBy])
  return {
    slug: type.slug,
    // Worked with one-click status changes: a lock would only let someone freeze that work.
    lockDocuments: false,
    labels: type.labels,
    admin: {
      group: 'Submissions',
      useAsTitle: type.list.title,
      defaultColumns: [
        'reference',
        ...type.list.columns,
        ...ifWorked('owner'),
        'status',
        'createdAt',
        'statusActions',
      ],
      listSearchableFields: ['reference', ...type.list.searchable],
      // Not localized content: none of the locale switcher belongs on it.
      disableCopyToLocale: true,
      components: {
        beforeList: ['/src/admin/not-localized/NotLocalized#NotLocalized'],
        beforeListTable: ['/src/desk/status/SubmissionListToolbar#SubmissionListToolbar'],
        edit: { beforeDocumentControls: ['/src/admin/not-localized/NotLocalized#NotLocalized'] },
      },
    },
    defaultSort: '-createdAt',
    // The lists by status, and each owner's leads ("My leads", the unassigned queue).
    // ("Waiting past target": the unanswered, by when they were due.)
    indexes: [
      { fields: ['status', 'createdAt'] },
      ...ifWorked(
        { fields: ['owner', 'status', 'createdAt'] },
        { fields: ['firstResponseAt', 'responseDueAt'] },
      ),
    ],
    // Visitors send these through the form (src/submissions/pipeline), their one public write path,
    // which stores them with access overridden; through REST only staff who work them create
    // one, e.g. a phone enquiry.
    access: { create: staff, read: staff, update: staff, delete: staff },
    hooks: {
      // Neither runs when the form's row writer stores a submission (see insert-submission.ts):
      // one rewrites queries, the other guards updates.
      beforeOperation: [
        searchByReference(type),
        keepVisitorAnswers([...staffFields, ...namesOf(staffWork?.fields ?? [])]),
      ],
      beforeChange: [
        ...(staffWork?.beforeChange ?? []),
        ...(dealOutcomesOf(type) ? [recordDealOutcome(type)] : []),
      ],
      afterChange: [
        recordStatusChange,
        ...ifWorked(recordReassignment(type), queueLeadChangeEvents(type)),
      ],
      afterDelete: [deleteRecordsWithLead(type.slug), ...afterDelete],
    },
    endpoints: [
      csvExportEndpoint(type.slug),
      statusHistoryEndpoint(type.slug),
      setStatusEndpoint(type.slug),
      ...(staffWork?.endpoints ?? []),
      ...ifWorked(
        setOwnerEndpoint(type.slug),
        ...timelineEndpoints(type),
        nextStepEndpoint(type),
        whatsAppEndpoint(type),
      ),
    ],
    fields: [
      referenceField(type),
      // The desk on a phone, first in the main column: before the visitor's answers.
      ...ifWorked(phoneDeskField),
      // The status and its buttons first in the sidebar: nothing above them changes height as
      // the page starts, so a click lands where the button showed.
      // A worked type's status column also says, on a phone's card, when the first answer is due.
      worked ? withDueInStatusCell(status) : status,
      statusActionsField,
      ...(staffWork?.fields ?? []),
      ...ifWorked(responseClockField),
      ...[...fields, ...sidebar].map(readOnlyOnceStored),
      attributionField,
      ...ifWorked(ownerField(type), ...dealFields(type).map((field) => salesOnly(type, field))),
      ...outcomeFields(type),
      ...ifWorked(...accountFieldsOf(type), ...routingFields, ...clockFields),
      statusHistoryField,
      ...ifWorked(timelineField, salesOnly(type, organizationField(type))),
      ...[
        submissionLanguageField(),
        consentGivenAtField(type.boxes.label),
        submissionKeyField(),
      ].map(readOnlyOnceStored),
    ].map(outOfListsIfHidden(type.list.title)),
  }
}

/** Whether sales work this type: a lead, with an organization and an account. */
const isSalesLead = (type: SubmissionTypeOf<SubmissionSlug>) => type.workedBy.includes('sales')

/**
 * A field of the sales desk (an organization, its account): hidden where sales never look (a job
 * application), where "Sent from a personal address" would only puzzle a recruiter. The column
 * stays, for the desk's queries across types.
 */
const salesOnly = (type: SubmissionTypeOf<SubmissionSlug>, field: Field): Field =>
  isSalesLead(type) ? field : ({ ...field, admin: { ...field.admin, hidden: true } } as Field)

const accountFieldsOf = (type: SubmissionTypeOf<SubmissionSlug>) =>
  isSalesLead(type) ? accountFields : accountFields.filter((field) => field.type !== 'ui')

/** One of the type's choice lists (its definition's options) as a required select, unless told. */
export const choiceField = (
  type: SubmissionTypeOf<SubmissionSlug>,
  name: string,
  overrides: Partial<Pick<SelectField, 'label' | 'required'>> = {},
): SelectField => ({
  name,
  type: 'select',
  required: true,
  options: toSelectOptions(type.options[name]!),
  ...overrides,
})
