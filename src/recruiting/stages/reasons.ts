import type { ArrayField, Payload } from 'payload'

import type { AdminLanguage } from '@/lib/admin/language/words'

/** Why an application was rejected, as recruiters choose it: in English (stored) and in French. */
export type RejectionReason = { en: string; fr: string }

/** What recruiters choose from until an admin keeps a list of their own. */
export const defaultRejectionReasons: readonly RejectionReason[] = [
  { en: 'Experience does not match the role', fr: 'Expérience ne correspondant pas au poste' },
  { en: 'Skills do not match the role', fr: 'Compétences ne correspondant pas au poste' },
  { en: 'Another candidate was chosen', fr: 'Un autre candidat a été retenu' },
  { en: 'Position filled', fr: 'Poste pourvu' },
  { en: 'Location or work permit', fr: 'Lieu de travail ou autorisation de travail' },
  { en: 'Salary expectations', fr: 'Prétentions salariales' },
  { en: 'Candidate withdrew', fr: 'Candidature retirée' },
  { en: 'Other', fr: 'Autre' },
]

/** The reasons recruiters choose from when they reject an application (Site settings → Recruiting). */
export const rejectionReasonsField: ArrayField = {
  name: 'rejectionReasons',
  label: 'Reasons an application is rejected',
  type: 'array',
  labels: { singular: 'Reason', plural: 'Reasons' },
  admin: {
    initCollapsed: true,
    description: `While this list is empty, recruiters choose from: ${defaultRejectionReasons
      .map(({ en }) => en)
      .join(', ')}. An application keeps the reason it was given when the list changes.`,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'en', label: 'In English', type: 'text', required: true, maxLength: 80 },
        { name: 'fr', label: 'In French', type: 'text', required: true, maxLength: 80 },
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
}

/** The reasons recruiters choose from: the admins' list, or the defaults while it is empty. */
export async function readRejectionReasons(payload: Payload): Promise<RejectionReason[]> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    select: { recruiting: true },
    depth: 0,
    overrideAccess: true,
  })
  const stored = (settings as { recruiting?: { rejectionReasons?: unknown } }).recruiting
    ?.rejectionReasons
  const reasons = Array.isArray(stored)
    ? stored.flatMap((row: { en?: unknown; fr?: unknown }) =>
        typeof row.en === 'string' && row.en.trim()
          ? [
              {
                en: row.en.trim(),
                fr: typeof row.fr === 'string' && row.fr.trim() ? row.fr.trim() : row.en.trim(),
              },
            ]
          : [],
      )
    : []
  return reasons.length > 0 ? reasons : [...defaultRejectionReasons]
}

/** A stored reason in the reader's language, when the list still has it. */
export const rejectionReasonIn = (
  stored: string,
  reasons: readonly RejectionReason[],
  language: AdminLanguage,
) => (language === 'fr' ? (reasons.find(({ en }) => en === stored)?.fr ?? stored) : stored)
