import { rowWriteOutcomes } from '@/desk/row-write/outcomes'

/** The query a list reads after a row's owner was posted: which row changed, or not. */
export const ownerParams = rowWriteOutcomes.owner

export const ownerUpdated = 'Owner updated'
export const ownerUpdateFailed =
  'Failed to update the owner: choose a colleague who works these leads.'
