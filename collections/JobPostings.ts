import type { CollectionConfig, DateField, PayloadRequest } from 'payload'

import { activeJobsOrRecruiters, recruitersOnly } from '@/access'
import { hiddenUnless } from '@/lib/admin/navigation'
import { accountsWithRoles } from '@/desk/access'
import {
  employmentTypeOptions,
  salaryCurrencyOptions,
  salaryPeriodOptions,
  toSelectOptions,
} from '@/lib/content/submission-options'
import { reservedJobPostingSlugs } from '@/lib/site/document-path'
import { defaultLocale, languageOptions } from '@/lib/site/locales'
import { editedByField } from '@/fields/edited-by'
import { screeningQuestionsField } from '@/recruiting/screening/fields'
import { titledSlugField } from '@/fields/slug'
import { scheduleJobPostingChanges } from '@/jobs/job-posting-schedule'
import { revalidateJobPostings } from '@/publishing/revalidate'
import { checkPostingPipeline, postingStagesField } from '@/recruiting/stages/fields'
import { replyWithinDaysField } from '@/recruiting/stages/reply-clock'

import { rejectRemainingField, withBulkRejection } from '@/recruiting/messages/collection'

import { redirectRenamedSlug } from './Redirects'
import { siteTimeZone } from '@/lib/admin/time-zone/read'
import { defaultSiteTimeZone } from '@/lib/site/time-zones'

const isFuture = (value: Date | string) => new Date(value).getTime() > Date.now()

/**
 * A time the posting opens or closes by itself: checked when set, applied by the job queue. It is
 * chosen and shown in a named zone, the site's unless the recruiter picks another.
 */
const scheduleField = (
  name: 'opensAt' | 'closesAt',
  label: string,
  description: string,
  validate: DateField['validate'],
): DateField => ({
  name,
  label,
  type: 'date',
  timezone: {
    override: ({ baseField }) => ({
      ...baseField,
      label: `${label}: time zone`,
      defaultValue: async ({ req }: { req: PayloadRequest }) =>
        (await siteTimeZone(req.payload, req)) ?? defaultSiteTimeZone,
    }),
  },
  admin: {
    position: 'sidebar',
    date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 },
    description,
  },
  validate,
})

export const JobPostings: CollectionConfig = withBulkRejection({
  slug: 'job-postings',
  labels: { singular: 'Job posting', plural: 'Job postings' },
  admin: {
    group: 'Careers',
    useAsTitle: 'title',
    defaultColumns: [
      'title',
      'language',
      'department',
      'location',
      'employmentType',
      'status',
      'createdAt',
    ],
    listSearchableFields: ['title', 'department', 'location'],
    hidden: hiddenUnless('recruiter'),
    components: {
      edit: {
        SaveButton: '/src/admin/job-postings/SaveJobPostingButton#SaveJobPostingButton',
        editMenuItems: ['/src/admin/job-postings/DeleteJobPostingButton#DeleteJobPostingButton'],
      },
    },
  },
  defaultSort: '-createdAt',
  access: {
    read: activeJobsOrRecruiters,
    readVersions: recruitersOnly,
    create: recruitersOnly,
    update: recruitersOnly,
    delete: recruitersOnly,
  },
  // Each save is kept, with who made it: recruiters compare and restore earlier wordings. What
  // visitors see stays the posting's own status (active, inactive, draft).
  versions: { maxPerDoc: 50 },
  hooks: {
    ...revalidateJobPostings,
    beforeChange: [checkPostingPipeline],
    afterChange: [
      ...revalidateJobPostings.afterChange,
      scheduleJobPostingChanges,
      redirectRenamedSlug('job-postings'),
    ],
  },
  fields: [
    // Localized: one posting in English and French; a careers page shows its own language, else
    // the posting's, marked (src/lib/data/jobs.ts).
    { name: 'title', type: 'text', required: true, localized: true },
    titledSlugField({
      collection: 'job-postings',
      from: 'title',
      reserved: reservedJobPostingSlugs,
      description:
        'The last part of the posting’s address, /careers/<slug>. Made from the title when left empty; a posting renamed later keeps leading visitors from its old address.',
    }),
    {
      name: 'language',
      label: 'Written in',
      type: 'select',
      required: true,
      defaultValue: ({ locale }: { locale?: string }) =>
        languageOptions.some((option) => option.value === locale) ? locale : defaultLocale,
      options: languageOptions,
      admin: {
        position: 'sidebar',
        description:
          'The language the posting was first written in. Until it has a translation, the other language’s careers page shows it in this one, marked as such.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'department', type: 'text', required: true, localized: true },
        { name: 'location', type: 'text', required: true, localized: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'employmentType',
          type: 'select',
          required: true,
          defaultValue: 'full-time',
          options: toSelectOptions(employmentTypeOptions),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'salaryRange',
          type: 'text',
          admin: {
            width: '50%',
            description:
              'Optional: the amounts alone, e.g. "40,000 – 55,000". The site shows them with the currency and period beside.',
          },
        },
        {
          name: 'salaryCurrency',
          label: 'Currency',
          type: 'select',
          defaultValue: 'USD',
          options: toSelectOptions(salaryCurrencyOptions),
          admin: {
            width: '25%',
            description: 'Candidates give their expected salary in it too.',
          },
        },
        {
          name: 'salaryPeriod',
          label: 'Paid',
          type: 'select',
          defaultValue: 'year',
          options: toSelectOptions(salaryPeriodOptions),
          admin: { width: '25%' },
        },
      ],
    },
    { name: 'description', type: 'textarea', required: true, localized: true },
    {
      name: 'requirements',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: 'One requirement per line.' },
    },
    screeningQuestionsField,
    {
      name: 'status',
      type: 'select',
      required: true,
      // A new posting stays off the site until its recruiter makes it active.
      defaultValue: 'draft',
      index: true,
      options: [
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
        { value: 'draft', label: 'Draft' },
      ],
      admin: {
        position: 'sidebar',
        description: 'Only active postings appear on the site.',
        components: { Cell: '/src/desk/status/StatusBadge#StatusBadgeCell' },
      },
    },
    scheduleField(
      'opensAt',
      'Opens at',
      'Optional: the posting becomes active at this time. Keep it as a draft until then.',
      (value, { previousValue, siblingData }) => {
        if (!value || String(value) === String(previousValue ?? '')) return true
        if (!isFuture(value)) return 'Choose an opening time in the future.'
        const { status } = siblingData as { status?: string }
        return status === 'active'
          ? 'A posting that opens later cannot be active now: set its status to Draft or Inactive until it opens.'
          : true
      },
    ),
    scheduleField(
      'closesAt',
      'Closes at',
      'Optional: the posting becomes inactive at this time; until then, the careers page shows the closing date.',
      (value, { previousValue, siblingData }) => {
        if (!value || String(value) === String(previousValue ?? '')) return true
        if (!isFuture(value)) return 'Choose a closing time in the future.'
        const { opensAt } = siblingData as { opensAt?: string | null }
        return opensAt && new Date(opensAt) >= new Date(value)
          ? 'The closing time must come after the opening time.'
          : true
      },
    ),
    {
      name: 'applications',
      type: 'ui',
      admin: {
        position: 'sidebar',
        disableListColumn: true,
        components: { Field: '/src/admin/job-postings/PostingApplications#PostingApplications' },
      },
    },
    rejectRemainingField,
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      // The recruiter who creates it, unless they name another.
      defaultValue: ({ user }: { user?: { id?: unknown; collection?: string } | null }) =>
        user?.collection === 'users' ? user.id : undefined,
      filterOptions: () => accountsWithRoles(['recruiter']),
      admin: {
        position: 'sidebar',
        description: 'Applications to this posting are assigned to them.',
      },
    },
    {
      type: 'collapsible',
      label: 'Pipeline',
      admin: { initCollapsed: true },
      fields: [postingStagesField, replyWithinDaysField],
    },
    editedByField(),
  ],
})
