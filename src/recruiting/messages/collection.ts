import type { CollectionConfig, UIField } from 'payload'

import { cancelRejectionEndpoint, rejectRemainingEndpoint } from './endpoints'
import { scheduleRejectionEmail } from './hooks'

const rejectionNoticeField: UIField = {
  name: 'rejectionNotice',
  type: 'ui',
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '/src/recruiting/messages/RejectionNotice#RejectionNotice' },
  },
}

/** Job applications with their rejection e-mail: scheduled on rejection, shown and cancelled on their page. */
export const withRejectionEmails = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    afterChange: [...(collection.hooks?.afterChange ?? []), scheduleRejectionEmail],
  },
  endpoints: [...(collection.endpoints || []), cancelRejectionEndpoint],
  fields: [...collection.fields, rejectionNoticeField],
})

/** The posting's field that rejects its remaining candidates in one action. */
export const rejectRemainingField: UIField = {
  name: 'rejectRemaining',
  type: 'ui',
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '/src/recruiting/messages/RejectRemaining#RejectRemaining' },
  },
}

/** Job postings with the bulk rejection's endpoint. */
export const withBulkRejection = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  endpoints: [...(collection.endpoints || []), rejectRemainingEndpoint],
})
