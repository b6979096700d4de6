import {
  and,
  asc,
  eq,
  gte,
  inArray,
  lte,
  max,
  notInArray,
  or,
  sql,
} from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { tablesOf } from '@/lib/tables'
import { postgres } from '@/server/database/adapter'
import { daysFromDatabaseNow } from '@/server/database/expressions'

import { closingCategories, type Stage } from './stages'

/**
 * Cards shown in a column, longest waiting first; the column says how many more there are and
 * links to the list. 25, not the sales board's 50: a candidate's card carries two menus (the
 * stage and the reason to reject), and six columns of 50 took the board past 100 ms to draw.
 */
export const cardsPerStage = 25

/** A closing stage (hired, rejected) shows the applications moved there in these last days. */
export const closedWithinDays = 30

export type PipelineCard = {
  id: number
  name: string
  owner: number | null
  /** When it came into its stage: its last move, else its arrival. */
  inStageSince: string
  rejectionReason: string | null
}

export type PipelineColumn = {
  stage: Stage
  closing: boolean
  count: number
  cards: PipelineCard[]
}

/**
 * A posting's applications in a column per stage of its pipeline, longest waiting first, up to
 * `cardsPerStage` cards each with the column's count. Closing stages hold the last
 * `closedWithinDays` days' only. An application whose stage the pipeline no longer has (none
 * can be removed while it holds some) is not shown.
 */
export async function readPipeline(
  payload: Payload,
  posting: number,
  stages: readonly Stage[],
): Promise<PipelineColumn[]> {
  const db = postgres(payload).drizzle
  const { career_applications: table, status_changes } = tablesOf(payload)
  const closingKeys = stages
    .filter((stage) => closingCategories.includes(stage.category))
    .map((stage) => stage.key)
  // One read for every column: each application's place in its stage and the stage's count, in
  // the posting's rows alone (its own index), instead of two queries a stage.
  const ranked = db
    .select({
      id: table.id,
      firstName: table.firstName,
      lastName: table.lastName,
      owner: table.owner,
      createdAt: table.createdAt,
      rejectionReason: table.rejectionReason,
      stage: table.stage,
      place:
        sql<number>`row_number() OVER (PARTITION BY ${table.stage} ORDER BY ${table.createdAt}, ${table.id})`
          .mapWith(Number)
          .as('place'),
      inStage: sql<number>`count(*) OVER (PARTITION BY ${table.stage})`
        .mapWith(Number)
        .as('in_stage'),
    })
    .from(table)
    .where(
      and(
        eq(table.job, posting),
        inArray(
          table.stage,
          stages.map((stage) => stage.key),
        ),
        closingKeys.length > 0
          ? or(
              notInArray(table.stage, closingKeys),
              gte(table.updatedAt, daysFromDatabaseNow(-closedWithinDays)),
            )
          : undefined,
      ),
    )
    .as('ranked')
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.place, cardsPerStage))
    .orderBy(asc(ranked.place))
  const perStage = stages.map((stage) => {
    const cards = rows.filter((row) => row.stage === stage.key)
    return { stage, cards, count: cards[0]?.inStage ?? 0 }
  })
  const shown = perStage.flatMap(({ cards }) => cards.map((card) => card.id))
  const lastMoves =
    shown.length === 0
      ? []
      : await db
          .select({ id: status_changes.submissionId, at: max(status_changes.createdAt) })
          .from(status_changes)
          .where(
            and(
              eq(status_changes.submissionCollection, 'career-applications'),
              inArray(status_changes.submissionId, shown),
            ),
          )
          .groupBy(status_changes.submissionId)
  const movedAt = new Map(lastMoves.map(({ id, at }) => [Number(id), at]))
  return perStage.map(({ stage, cards, count: inIt }) => ({
    stage,
    closing: closingCategories.includes(stage.category),
    count: inIt,
    cards: cards.map((card) => ({
      id: card.id,
      name: [card.firstName, card.lastName].filter(Boolean).join(' '),
      owner: card.owner,
      inStageSince: new Date(movedAt.get(card.id) ?? card.createdAt).toISOString(),
      rejectionReason: card.rejectionReason,
    })),
  }))
}
