/** The query a list reads after a row's owner was posted: which row changed, or not. */
export const ownerParams = { updated: 'owner-updated', failed: 'owner-update-failed' }

export const ownerUpdated = 'Owner updated'
export const ownerUpdateFailed =
  'Failed to update the owner: choose a colleague who works these leads.'
