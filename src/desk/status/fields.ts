import type { UIField } from 'payload'

/** One-click status buttons: in the sidebar of a submission's page and as a list column. */
export const statusActionsField: UIField = {
  name: 'statusActions',
  type: 'ui',
  label: 'Quick actions',
  admin: {
    position: 'sidebar',
    components: {
      Field: '/src/desk/status/StatusActionsWithReasons#StatusActionsWithReasons',
      Cell: '/src/desk/status/StatusActions#StatusActionsCell',
    },
  },
}

/** Who changed the status, from what to what and when, under the status on a submission's page. */
export const statusHistoryField: UIField = {
  name: 'statusHistory',
  type: 'ui',
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '/src/desk/status/StatusHistory#StatusHistory' },
  },
}
