import type { CollectionConfig } from 'payload'

import { nobody, recruitersOnly } from '@/access'

/**
 * Two candidates merged into one, with what moved, so that the merge can be undone for 30 days
 * (src/recruiting/candidates/merge.ts). Written only by the server; read by recruiters and admins.
 */
export const CandidateMerges: CollectionConfig = {
  slug: 'candidate-merges',
  lockDocuments: false,
  labels: { singular: 'Candidate merge', plural: 'Candidate merges' },
  admin: { group: 'Careers', hidden: true },
  defaultSort: '-createdAt',
  access: { read: recruitersOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'kept', type: 'relationship', relationTo: 'candidates', index: true },
    // The merged candidate as it was, restored as such by an undo.
    { name: 'merged', type: 'json', required: true },
    { name: 'applications', type: 'json', required: true },
    { name: 'addedEmails', type: 'json', required: true },
    { name: 'phoneTaken', type: 'checkbox', defaultValue: false },
    { name: 'mergedBy', type: 'relationship', relationTo: 'users' },
    { name: 'undoneAt', type: 'date' },
    { name: 'undoneBy', type: 'relationship', relationTo: 'users' },
  ],
}
