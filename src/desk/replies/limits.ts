/** Longest reply body and subject taken. */
export const maxReplyLength = 20_000
export const maxSubjectLength = 200
