import type { PersonalDataSummary } from '@/data-protection/personal-data'
import { perSubmissionType, type SubmissionSlug } from '@/submissions'

const kinds = perSubmissionType((type): [string, string] => [type.noun.one, type.noun.many])

const count = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`

/** "2 contact messages", "3 status changes", …: each kind of record found, none left out. */
export function summaryLines(summary: PersonalDataSummary): string[] {
  const submissions = (Object.keys(kinds) as SubmissionSlug[])
    .filter((slug) => summary.submissions[slug] > 0)
    .map((slug) => count(summary.submissions[slug], kinds[slug]))
  return [
    ...submissions,
    ...(summary.statusChanges
      ? [count(summary.statusChanges, ['status change', 'status changes'])]
      : []),
    ...(summary.timelineEntries
      ? [count(summary.timelineEntries, ['timeline entry', 'timeline entries'])]
      : []),
    ...(summary.files
      ? [
          count(summary.files, [
            'file (résumé or cover letter)',
            'files (résumés and cover letters)',
          ]),
        ]
      : []),
    ...(summary.queuedEmails
      ? [count(summary.queuedEmails, ['unsent e-mail', 'unsent e-mails'])]
      : []),
    ...(summary.organizationContacts
      ? [
          count(summary.organizationContacts, [
            'contact kept on an organization',
            'contacts kept on organizations',
          ]),
        ]
      : []),
  ]
}

export const recordCount = (total: number) => count(total, ['record', 'records'])
