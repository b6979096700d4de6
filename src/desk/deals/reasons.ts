import type { ArrayField } from 'payload'

import type { AdminLanguage } from '@/lib/admin/language/words'

/** Why a deal was won or lost, as staff choose it: in English (what is stored) and in French. */
export type OutcomeReason = { en: string; fr: string | null }

export type DealOutcome = 'won' | 'lost'

export type OutcomeReasons = Record<DealOutcome, OutcomeReason[]>

/** What staff choose from until an admin keeps lists of their own. */
export const defaultReasons: OutcomeReasons = {
  won: [
    { en: 'Best fit for their network', fr: 'Meilleure adéquation à leur réseau' },
    { en: 'Price', fr: 'Prix' },
    { en: 'Our track record with operators', fr: 'Nos références auprès des opérateurs' },
    { en: 'Speed of delivery', fr: 'Rapidité de mise en œuvre' },
    { en: 'Relationship', fr: 'Relation' },
    { en: 'Other', fr: 'Autre' },
  ],
  lost: [
    { en: 'Price', fr: 'Prix' },
    { en: 'Chose a competitor', fr: 'Concurrent choisi' },
    { en: 'No budget', fr: 'Pas de budget' },
    { en: 'No decision', fr: 'Pas de décision' },
    { en: 'Timing', fr: 'Calendrier' },
    { en: 'Not a fit for their needs', fr: 'Ne répond pas à leurs besoins' },
    { en: 'No answer from them', fr: 'Sans réponse de leur part' },
    { en: 'We declined', fr: 'Nous avons décliné' },
    { en: 'Other', fr: 'Autre' },
  ],
}

const listLabels: Record<DealOutcome, { label: string; singular: string }> = {
  won: { label: 'Reasons a deal is won', singular: 'Reason won' },
  lost: { label: 'Reasons a deal is lost', singular: 'Reason lost' },
}

/** Site settings' list of the reasons for one outcome, each in English and in French. */
export const reasonListField = (outcome: DealOutcome): ArrayField => ({
  name: `${outcome}Reasons`,
  label: listLabels[outcome].label,
  type: 'array',
  labels: { singular: listLabels[outcome].singular, plural: listLabels[outcome].label },
  admin: {
    initCollapsed: true,
    description: `While this list is empty, staff choose from: ${defaultReasons[outcome]
      .map(({ en }) => en)
      .join(', ')}. A lead keeps the reason it was given when the list changes.`,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'en', label: 'In English', type: 'text', required: true, maxLength: 80 },
        { name: 'fr', label: 'In French', type: 'text', maxLength: 80 },
      ],
    },
  ],
  validate: (rows: unknown) => {
    const names = Array.isArray(rows)
      ? rows.map((row) =>
          String((row as { en?: unknown }).en ?? '')
            .trim()
            .toLowerCase(),
        )
      : []
    return new Set(names).size === names.length ? true : 'Give each reason once.'
  },
})

/** A stored list, or null while it is empty (the defaults then apply). */
export function readReasons(stored: unknown): OutcomeReason[] | null {
  if (!Array.isArray(stored)) return null
  const reasons = stored.flatMap((row: { en?: unknown; fr?: unknown }) =>
    typeof row.en === 'string' && row.en.trim()
      ? [
          {
            en: row.en.trim(),
            fr: typeof row.fr === 'string' && row.fr.trim() ? row.fr.trim() : null,
          },
        ]
      : [],
  )
  return reasons.length > 0 ? reasons : null
}

/** A stored reason in the reader's language: its French where the list gives one. */
export function reasonIn(stored: string, reasons: OutcomeReason[], language: AdminLanguage) {
  if (language !== 'fr') return stored
  return reasons.find(({ en }) => en === stored)?.fr ?? stored
}
