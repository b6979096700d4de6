import type { Field, UIField } from 'payload'

/** Everything below a candidate's details on their page (CandidatePage.tsx). */
export const candidatePageFields: UIField[] = [
  {
    name: 'candidatePage',
    type: 'ui',
    admin: {
      disableListColumn: true,
      components: { Field: '/src/recruiting/candidates/CandidatePage#CandidatePage' },
    },
  },
]

/**
 * What an application has of its candidate: the link, set as it arrives (intake-step.ts) and
 * moved by merges, whether the person had applied before, and its sidebar box.
 */
export const applicationCandidateFields: Field[] = [
  {
    name: 'candidate',
    type: 'relationship',
    relationTo: 'candidates',
    index: true,
    admin: { hidden: true },
  },
  {
    name: 'repeatCandidate',
    label: 'Applied before',
    type: 'checkbox',
    defaultValue: false,
    admin: {
      position: 'sidebar',
      readOnly: true,
      components: { Cell: '/src/recruiting/candidates/ApplicationCandidate#RepeatCandidateCell' },
    },
  },
  {
    name: 'applicationCandidate',
    type: 'ui',
    admin: {
      position: 'sidebar',
      disableListColumn: true,
      components: { Field: '/src/recruiting/candidates/ApplicationCandidate#ApplicationCandidate' },
    },
  },
]
