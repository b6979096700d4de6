import { ValidationError, type CollectionBeforeChangeHook, type Field } from 'payload'

import { setByTheServer, staffField } from '@/access'
import { readOnlyTimeComponents } from '@/lib/admin/read-only-time/admin'
import type { SubmissionSlug, SubmissionTypeOf } from '@/submissions'
import type { DeskDeclaration } from '@/submissions/definition'

import type { DealOutcome, OutcomeReason } from './reasons'
import { readDealSettings } from './settings'

type Type = SubmissionTypeOf<SubmissionSlug>

/** The type's statuses that close its deal as won and as lost, if its leads are deals. */
export const dealOutcomesOf = (type: Type): DeskDeclaration['outcomes'] =>
  (type.desk as DeskDeclaration | undefined)?.outcomes

/** What the status endpoint takes a closed deal's reason as: a form field, a JSON property. */
export const outcomeReasonParam = 'outcomeReason'

/** Whether this status closes the type's deal as won or as lost; null while it is open. */
export function dealOutcomeOf(type: Type, status: unknown): DealOutcome | null {
  const outcomes = dealOutcomesOf(type)
  if (!outcomes || typeof status !== 'string') return null
  if (outcomes.won.includes(status)) return 'won'
  if (outcomes.lost.includes(status)) return 'lost'
  return null
}

/** The statuses that close a deal, each with what they close it as. */
export const outcomeStatuses = (type: Type): Record<string, DealOutcome> =>
  Object.fromEntries(
    type.statuses.flatMap((status) => {
      const outcome = dealOutcomeOf(type, status)
      return outcome ? [[status, outcome]] : []
    }),
  )

/**
 * Why a closed deal was won or lost, and when it closed: chosen with the status that closes it
 * (its buttons, the board), shown on the lead once it has them.
 */
export const outcomeFields = (type: Type): Field[] =>
  dealOutcomesOf(type)
    ? [
        {
          name: 'outcomeReason',
          label: 'Why won or lost',
          type: 'text',
          maxLength: 80,
          access: { create: staffField(...type.workedBy), update: staffField(...type.workedBy) },
          admin: {
            position: 'sidebar',
            readOnly: true,
            condition: (data) => Boolean(data?.outcomeReason),
            description: 'Chosen with the status that closed the deal.',
          },
        },
        {
          name: 'closedAt',
          label: 'Closed',
          type: 'date',
          access: setByTheServer,
          index: true,
          admin: {
            position: 'sidebar',
            readOnly: true,
            condition: (data) => Boolean(data?.closedAt),
            components: readOnlyTimeComponents,
          },
        },
      ]
    : []

/** The refusal of a deal closed without a reason from its list. */
export const reasonRefused = (outcome: DealOutcome, reasons: OutcomeReason[]) =>
  `Say why the deal was ${outcome}: one of ${reasons.map(({ en }) => en).join(', ')}.`

/**
 * A deal type's beforeChange hook: a status that closes the deal needs a reason from the list
 * of its outcome (Site settings → Deals), and stamps when it closed; any other status clears
 * both, so a reopened deal carries no stale reason.
 */
export const recordDealOutcome = (type: Type): CollectionBeforeChangeHook =>
  async function recordDealOutcome({ data, originalDoc, operation, req }) {
    const status = data.status ?? originalDoc?.status
    const statusChanged = operation === 'create' || status !== originalDoc?.status
    const outcome = dealOutcomeOf(type, status)
    if (!outcome) {
      if (statusChanged || data.outcomeReason) Object.assign(data, { outcomeReason: null })
      if (statusChanged) Object.assign(data, { closedAt: null })
      return data
    }
    const reasonKept =
      data.outcomeReason === undefined || data.outcomeReason === originalDoc?.outcomeReason
    // A save of the lead's other fields sends its reason back unchanged, listed or not any more.
    if (!statusChanged && reasonKept) return data
    const reason = data.outcomeReason
    const reasons = (await readDealSettings(req.payload)).reasons[outcome]
    if (typeof reason !== 'string' || !reasons.some(({ en }) => en === reason)) {
      throw new ValidationError({
        collection: type.slug,
        errors: [{ path: 'outcomeReason', message: reasonRefused(outcome, reasons) }],
        req,
      })
    }
    if (statusChanged) Object.assign(data, { closedAt: new Date().toISOString() })
    return data
  }
