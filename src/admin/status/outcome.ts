/** The query a page reads after a status button's plain form post: which row changed, or not. */
export const statusUpdatedParam = 'status-updated'
export const statusUpdateFailedParam = 'status-update-failed'

export const statusUpdated = 'Status updated successfully'
export const statusUpdateFailed = 'Failed to update status'
