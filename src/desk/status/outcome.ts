import { rowWriteOutcomes } from '@/desk/row-write/outcomes'

/** The query a page reads after a status button's plain form post: which row changed, or not. */
export const { updated: statusUpdatedParam, failed: statusUpdateFailedParam } =
  rowWriteOutcomes.status

export const statusUpdated = 'Status updated successfully'
export const statusUpdateFailed = 'Failed to update status'
