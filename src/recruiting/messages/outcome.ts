/** The query an application's page is sent back with after a cancellation's plain form post. */
export const rejectionCancelledParam = 'rejection-cancelled'
export const rejectionCancelFailedParam = 'rejection-cancel-failed'

/** The query a posting's page is sent back with after a bulk rejection's plain form post. */
export const rejectedRemainingParam = 'rejected-remaining'
export const rejectRemainingFailedParam = 'reject-remaining-failed'
