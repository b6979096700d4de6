import type { CollectionConfig, Field } from 'payload'

import { nobody } from '@/access'
import { userHasRole } from '@/access/roles'

import { readBySubmissionTypeWorked, submissionStatuses } from '.'

/**
 * The submission a record kept about it belongs to (a status change, a timeline entry, an answer's
 * attachment): its collection and id.
 */
export const submissionRecordFields: Field[] = [
  {
    name: 'submissionCollection',
    type: 'select',
    required: true,
    options: Object.keys(submissionStatuses),
  },
  { name: 'submissionId', type: 'number', required: true },
]

/**
 * Such records are written only by the server; read by admins and by the staff who work their
 * submission's type; deleted by admins only.
 */
export const submissionRecordAccess: CollectionConfig['access'] = {
  read: readBySubmissionTypeWorked,
  create: nobody,
  update: nobody,
  delete: ({ req }) => userHasRole(req.user, 'admin'),
}
