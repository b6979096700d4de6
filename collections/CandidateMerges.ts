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
    {
      name: 'kept',
      label: 'Kept candidate',
      type: 'relationship',
      relationTo: 'candidates',
      index: true,
    },
    // The merged candidate as it was, restored as such by an undo.
    { name: 'merged', label: 'Merged candidate', type: 'json', required: true },
    { name: 'applications', label: 'Applications moved', type: 'json', required: true },
    { name: 'addedEmails', label: 'Addresses added', type: 'json', required: true },
    { name: 'phoneTaken', label: 'Phone taken', type: 'checkbox', defaultValue: false },
    { name: 'mergedBy', label: 'Merged by', type: 'relationship', relationTo: 'users' },
    { name: 'undoneAt', label: 'Undone at', type: 'date' },
    { name: 'undoneBy', label: 'Undone by', type: 'relationship', relationTo: 'users' },
  ],
}
