import type { Where } from 'payload'

/** What a lead's timeline records besides its arrival and status changes. */
export const activityKinds = [
  { value: 'assigned', label: 'Assigned' },
  { value: 'note', label: 'Note' },
  { value: 'call', label: 'Call logged' },
  { value: 'message', label: 'Message logged' },
  // Written from the lead page's WhatsApp action once the sender confirms (src/whatsapp).
  { value: 'whatsapp', label: 'WhatsApp message' },
  { value: 'emailSent', label: 'E-mail sent' },
  { value: 'emailReceived', label: 'E-mail received' },
  // An e-mail naming the lead's reference from another address than the lead's, held for the
  // owner to accept as the visitor's answer or discard (src/desk/replies/inbox).
  { value: 'emailHeld', label: 'E-mail from an unknown sender' },
  // A task about the lead ticked done (src/desk/tasks).
  { value: 'taskDone', label: 'Task done' },
  { value: 'reminder', label: 'Reminder' },
  { value: 'escalation', label: 'Escalation' },
  // Two records of one person made one, and that undone (src/recruiting/candidates/merge.ts).
  { value: 'candidatesMerged', label: 'Candidates merged' },
  { value: 'candidatesSeparated', label: 'Candidate merge undone' },
] as const

export type ActivityKind = (typeof activityKinds)[number]['value']

/**
 * Entries the desk writes about who works a lead and when, holding nothing the person sent or was
 * sent: erased with their lead, but not the person's records in a data request. The clock adds
 * them on its own (an unassigned lead escalates at once), so counting them would fail an erasure
 * reviewed a moment before.
 */
export const workflowKinds = [
  'assigned',
  'reminder',
  'escalation',
] as const satisfies ActivityKind[]

/** What staff add from a lead's page: a note, or a call or message made outside the site. */
export const staffEntryKinds = ['note', 'call', 'message'] as const
export type StaffEntryKind = (typeof staffEntryKinds)[number]

export const isStaffEntryKind = (kind: unknown): kind is StaffEntryKind =>
  (staffEntryKinds as readonly unknown[]).includes(kind)

/** Longest note or logged call or message. */
export const maxEntryLength = 5000

/** A lead's timeline entries that are the person's data: all but the desk's own (workflowKinds). */
export const personalEntries: Where = { kind: { not_in: [...workflowKinds] } }
