/** The query of the candidate page after a plain form post of a merge or its undo. */
export const mergeOutcomeParams = { done: 'merge-done', refused: 'merge-refused' } as const
