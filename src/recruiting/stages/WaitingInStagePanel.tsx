import type { Payload } from 'payload'

import { userHasRole } from '@/access/roles'
import type { AdminLanguage } from '@/lib/admin/language/words'

import { closingCategories } from './stages'

type Viewer = (Parameters<typeof userHasRole>[0] & { id: number }) | null | undefined

/**
 * How many candidates have waited past their posting's reply clock in the stage they are in: a
 * recruiter's own, every one for an admin. Null for staff who do not recruit.
 */
export async function countWaitingInStage(
  payload: Payload,
  user: Viewer,
  now: Date,
): Promise<number | null> {
  if (!user || !userHasRole(user, 'admin', 'recruiter')) return null
  const { totalDocs } = await payload.count({
    collection: 'career-applications',
    where: {
      and: [
        { stageDueAt: { less_than_equal: now.toISOString() } },
        { status: { not_in: [...closingCategories] } },
        ...(userHasRole(user, 'admin') ? [] : [{ owner: { equals: user.id } }]),
      ],
    },
    overrideAccess: true,
  })
  return totalDocs
}

const words = {
  en: {
    title: 'Candidates waiting past target',
    none: 'No candidate has waited past their posting’s reply clock.',
    waiting: (count: number) =>
      count === 1
        ? '1 candidate has waited longer than their posting allows for an answer or a move'
        : `${count.toLocaleString('en-GB')} candidates have waited longer than their posting allows for an answer or a move`,
  },
  fr: {
    title: 'Candidats en attente au-delà du délai',
    none: 'Aucun candidat n’a attendu au-delà du délai de réponse de son offre.',
    waiting: (count: number) =>
      count === 1
        ? '1 candidat attend une réponse ou une décision depuis plus longtemps que son offre ne le prévoit'
        : `${count.toLocaleString('fr-FR')} candidats attendent une réponse ou une décision depuis plus longtemps que leur offre ne le prévoit`,
  },
}

/** The Overview's count of candidates waiting past target, linked to the list of them. */
export function WaitingInStagePanel({
  count,
  adminRoute,
  now,
  language,
  own,
  userId,
}: {
  count: number
  adminRoute: string
  now: Date
  language: AdminLanguage
  own: boolean
  userId: number
}) {
  const said = words[language]
  const query = new URLSearchParams({
    'where[stageDueAt][less_than_equal]': now.toISOString(),
    'where[status][not_in]': closingCategories.join(','),
    ...(own && { 'where[owner][equals]': String(userId) }),
  })
  return (
    <section className="panel desk" aria-labelledby="waiting-in-stage-title">
      <h2 id="waiting-in-stage-title" className="panel__title">
        {said.title}
      </h2>
      {count === 0 ? (
        <p className="overview__empty">{said.none}</p>
      ) : (
        <p>
          <a
            href={`${adminRoute}/collections/career-applications?${query}`}
            data-testid="waiting-in-stage"
          >
            {said.waiting(count)}
          </a>
        </p>
      )}
    </section>
  )
}
