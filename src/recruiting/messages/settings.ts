import type { NumberField } from 'payload'

export const defaultRejectionDelayDays = 2
const longestDelayDays = 30

/**
 * How long a rejection e-mail waits before it goes (Site settings → Recruiting), in business days
 * of the application owner's team, so that a rejection made in haste can be taken back.
 */
export const rejectionDelayField: NumberField = {
  name: 'rejectionDelayDays',
  label: 'Send rejection e-mails after (business days)',
  type: 'number',
  required: true,
  min: 0,
  max: longestDelayDays,
  defaultValue: defaultRejectionDelayDays,
  validate: (value: number | null | undefined) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= longestDelayDays
      ? true
      : `Enter a whole number of days from 0 to ${longestDelayDays}.`,
  admin: {
    step: 1,
    description:
      'Counted in the business hours of the team of the application’s owner (Monday–Friday 08:00–17:00 for an owner with no team). Until then, the rejection can be cancelled from the application’s page. 0 sends it at the next minute.',
  },
}

/** The delay as Site settings hold it, else the default. */
export function rejectionDelayDaysOf(settings: {
  recruiting?: { rejectionDelayDays?: number | null } | null
}) {
  const days = settings.recruiting?.rejectionDelayDays
  return typeof days === 'number' && days >= 0 ? days : defaultRejectionDelayDays
}
