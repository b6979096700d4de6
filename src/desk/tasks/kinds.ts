/** What a next step is: how the salesperson (or recruiter) means to reach the person. */
export const taskKinds = [
  { value: 'call', label: 'Call' },
  { value: 'email', label: 'E-mail' },
  { value: 'meeting', label: 'Meeting' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'followUp', label: 'Follow-up' },
] as const

export type TaskKind = (typeof taskKinds)[number]['value']

/** How a person is told of their tasks: each at its due time, or one digest each morning. */
export const taskReminderChoices = [
  { value: 'atDue', label: 'Each task at its due time' },
  { value: 'morningDigest', label: 'One digest each morning' },
] as const

export type TaskReminderChoice = (typeof taskReminderChoices)[number]['value']

/** The hour of the morning digest, on the person's own clock. */
export const digestHour = 7

/** The longest task title. */
export const maxTaskTitleLength = 200
