/** The query a page reads after a plain form post of one field: which row changed, or not. */
export type OutcomeParams = { updated: string; failed: string }

/**
 * Every row write's outcome parameters. A page shows one notice at a time: a post drops all of
 * them from the page it returns to before setting its own, so an earlier notice does not linger.
 */
export const rowWriteOutcomes = {
  status: { updated: 'status-updated', failed: 'status-update-failed' },
  owner: { updated: 'owner-updated', failed: 'owner-update-failed' },
  stage: { updated: 'stage-updated', failed: 'stage-update-failed' },
} satisfies Record<string, OutcomeParams>

/**
 * The query of a page that asks to confirm a plain form post's value before it is set: which row
 * (`confirm`) and what value (`confirm-value`).
 */
export const confirmParam = 'confirm'
export const confirmValueParam = 'confirm-value'
