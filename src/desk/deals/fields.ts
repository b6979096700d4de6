import type { Field } from 'payload'

import { staffField } from '@/access'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'

import { dealCurrencies, defaultDealCurrency } from './currencies'

/** Whether a text is a real day of the calendar written `YYYY-MM-DD` (no 31 April). */
export function isCalendarDay(value: string): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!day) return false
  const [year, month, date] = day.slice(1).map(Number)
  const parsed = new Date(Date.UTC(year, month - 1, date))
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === date
  )
}

/** Largest value a deal may have: above any operator contract, below numeric's precision. */
const largestAmount = 1_000_000_000_000

/**
 * What a lead is worth: its value (an amount in major units and its currency) and when it is
 * expected to close. Staff who work the type set them; the Overview's pipeline adds them up.
 */
export const dealFields = (type: SubmissionTypeOf<SubmissionSlug>): Field[] => {
  const access = { create: staffField(...type.workedBy), update: staffField(...type.workedBy) }
  return [
    {
      name: 'value',
      type: 'group',
      label: 'Deal value',
      admin: { position: 'sidebar' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'amount',
              type: 'number',
              label: 'Amount',
              min: 0,
              max: largestAmount,
              access,
              admin: { step: 0.01, width: '60%' },
              validate: (value: number | null | undefined) =>
                value === null ||
                value === undefined ||
                (Number.isFinite(value) &&
                  value >= 0 &&
                  value <= largestAmount &&
                  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6)
                  ? true
                  : 'Enter an amount of 0 or more, with at most two decimals.',
            },
            {
              name: 'currency',
              type: 'select',
              label: 'Currency',
              options: [...dealCurrencies],
              defaultValue: defaultDealCurrency,
              access,
              admin: { width: '40%' },
            },
          ],
        },
      ],
    },
    {
      // A calendar day, not an instant: the same day on every clock, as `YYYY-MM-DD`.
      name: 'expectedClose',
      type: 'text',
      label: 'Expected close',
      access,
      validate: (value: string | null | undefined) =>
        !value || isCalendarDay(value) ? true : 'Enter a date as YYYY-MM-DD, e.g. 2027-03-31.',
      admin: { position: 'sidebar', placeholder: 'YYYY-MM-DD' },
    },
  ]
}
