import type { CollectionConfig, UploadField } from 'payload'

import { applicationDocumentsField, resumeViewerField } from '@/admin/career-applications/fields'
import { deleteApplicationFiles } from '@/submissions/job-application/files/rows'
import { filesOfThisApplication } from '@/submissions/job-application/files/own-files'
import { personNameRow, visitorEmailField } from './submissions/fields'
import { choiceField, submissionCollection } from './submissions/collection'
import { jobApplication } from '@/submissions/job-application/definition'
import { phoneLinkComponents } from '@/desk/contact-links/fields'
import { pipelineWork } from '@/recruiting/stages/collection'
import { applicationCandidateFields } from '@/recruiting/candidates/fields'
import { withRejectionEmails } from '@/recruiting/messages/collection'
import { knockoutFields, screeningAnswerFields } from '@/recruiting/screening/fields'

/** A résumé or cover letter: a file sent with this application, never another candidate's. */
const applicationFile = (name: string, required = false): UploadField => ({
  name,
  type: 'upload',
  relationTo: 'application-files',
  required,
  filterOptions: filesOfThisApplication,
  // Once stored, shown by the Documents panel and the résumé viewer: an upload box here, empty
  // for a letter never sent, read as an invitation to upload one. Recording an application by
  // hand uploads them here.
  admin: { condition: (data) => !data?.id, className: 'own-files-only' },
})

const applications: CollectionConfig = submissionCollection(jobApplication, {
  fields: [
    {
      // "Ama Mensah — Senior Backend Engineer": how the admin names an application. Written by
      // the database (a trigger, see migrations/20261127_150300_career_application_titles.ts) from the
      // name and the position on each insert and update, whichever path stores the row.
      name: 'title',
      type: 'text',
      admin: { hidden: true },
    },
    personNameRow(),
    {
      type: 'row',
      fields: [
        visitorEmailField(),
        {
          name: 'phone',
          type: 'text',
          required: true,
          admin: { components: phoneLinkComponents },
        },
        { name: 'location', label: 'Current location', type: 'text', required: true },
      ],
    },
    { name: 'linkedin', label: 'LinkedIn profile', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'position', label: 'Position applied for', type: 'text', required: true },
        {
          name: 'job',
          type: 'relationship',
          relationTo: 'job-postings',
          admin: { description: 'The posting the visitor applied from, if any.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'salary', label: 'Expected salary', type: 'number', min: 0 },
        choiceField(jobApplication, 'salaryCurrency', { label: 'Currency', required: false }),
        choiceField(jobApplication, 'salaryPeriod', { label: 'Paid', required: false }),
      ],
    },
    {
      type: 'row',
      fields: [
        choiceField(jobApplication, 'experience', { label: 'Years of experience' }),
        choiceField(jobApplication, 'availability'),
      ],
    },
    { name: 'summary', label: 'Professional summary', type: 'textarea', required: true },
    { name: 'skills', label: 'Key skills', type: 'textarea', required: true },
    { name: 'motivation', label: 'Why do you want to join us?', type: 'textarea', required: true },
    applicationFile('resume', true),
    applicationFile('coverLetter'),
    resumeViewerField,
    { name: 'additionalInfo', label: 'Additional information', type: 'textarea' },
    ...screeningAnswerFields,
    {
      name: 'updates',
      label: 'Wants news of future openings',
      type: 'checkbox',
      defaultValue: false,
    },
  ],
  sidebar: [applicationDocumentsField, ...knockoutFields, ...applicationCandidateFields],
  staffWork: pipelineWork,
  afterDelete: [deleteApplicationFiles],
})

/**
 * Worked on the recruiting desk: each rejection tells the candidate, after its delay; the list
 * shows the knockout flag beside the status, which recruiters filter by too.
 */
export const CareerApplications: CollectionConfig = withRejectionEmails({
  ...applications,
  admin: {
    ...applications.admin,
    defaultColumns: applications.admin?.defaultColumns?.flatMap((column) =>
      column === 'status' ? ['knockedOut', column] : [column],
    ),
  },
})
