import type { DefaultCellComponentProps, UIFieldServerProps } from 'payload'

import { adminLanguageOf, labelIn } from '@/lib/admin/language/words'

import './candidates.scss'

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value) return idOf(value.id)
  return null
}

/** "Applied before: 2 other applications", in the reader's language. */
export const appliedBeforeText = (others: number, language: 'en' | 'fr') =>
  language === 'fr'
    ? `A déjà postulé : ${others} autre${others > 1 ? 's' : ''} candidature${others > 1 ? 's' : ''}`
    : `Applied before: ${others} other application${others === 1 ? '' : 's'}`

/**
 * On an application's page, in the sidebar: its candidate, linked to their page, and how many
 * other applications they made, when they made any.
 */
export async function ApplicationCandidate({ data, payload, req, i18n }: UIFieldServerProps) {
  const candidate = idOf(data?.candidate)
  if (candidate === null || !data?.id) return null
  const language = adminLanguageOf(i18n)
  const [person, others] = await Promise.all([
    payload
      .findByID({
        collection: 'candidates',
        id: candidate,
        depth: 0,
        select: { name: true, email: true },
        overrideAccess: false,
        user: req.user,
        req,
      })
      .catch(() => null),
    payload.count({
      collection: 'career-applications',
      where: { candidate: { equals: candidate }, id: { not_equals: data.id } },
      overrideAccess: false,
      user: req.user,
      req,
    }),
  ])
  if (!person) return null
  return (
    <section className="application-candidate" aria-label={labelIn('Candidate', language)}>
      <p className="status-panel__title">{labelIn('Candidate', language)}</p>
      <a
        className="application-candidate__link"
        href={`${payload.config.routes.admin}/collections/candidates/${candidate}`}
      >
        {person.name ?? person.email}
      </a>
      {others.totalDocs > 0 && (
        <p className="candidate-badge">{appliedBeforeText(others.totalDocs, language)}</p>
      )}
    </section>
  )
}

/** The list's column for a repeat application: a badge, nothing for a first one. */
export function RepeatCandidateCell({
  cellData,
  i18n,
}: DefaultCellComponentProps & { i18n?: { language?: string } }) {
  return cellData === true ? (
    <span className="candidate-badge">{labelIn('Applied before', adminLanguageOf(i18n))}</span>
  ) : null
}
