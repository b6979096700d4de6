/** How many records of each kind a purge or an erasure deleted. */
export type DeletedCounts = {
  submissions: number
  statusChanges: number
  /** Notes, logged calls and messages, e-mails and assignments of their leads' timelines. */
  timelineEntries: number
  files: number
  queuedEmails: number
}

export const noDeletions = (): DeletedCounts => ({
  submissions: 0,
  statusChanges: 0,
  timelineEntries: 0,
  files: 0,
  queuedEmails: 0,
})

export function addCounts(total: DeletedCounts, more: DeletedCounts): DeletedCounts {
  return {
    submissions: total.submissions + more.submissions,
    statusChanges: total.statusChanges + more.statusChanges,
    timelineEntries: total.timelineEntries + more.timelineEntries,
    files: total.files + more.files,
    queuedEmails: total.queuedEmails + more.queuedEmails,
  }
}

/** All the records counted, whatever their kinds (an erasure's include contacts kept on organizations). */
export const countTotal = (counts: DeletedCounts | ErasedCounts): number =>
  Object.values(counts).reduce((sum, count) => sum + count, 0)

/** What an erasure deleted: a purge's kinds, and the person's contacts kept on organizations. */
export type ErasedCounts = DeletedCounts & { organizationContacts: number }
