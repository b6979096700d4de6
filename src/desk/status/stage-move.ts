import type { PayloadRequest } from 'payload'

/** A step finer than a status that a feature gives a worked type: a posting's "Technical test". */
export type StageName = { key: string; en: string; fr: string }

/** A move between two such steps, as the status history keeps it: with the names they had. */
export type StageMove = { from: StageName | null; to: StageName }

const movesKey = 'stageMoves'

/**
 * Told by the feature's beforeChange hook, read by the status history's afterChange hook in the
 * same request: the history records a stage move even when the status stays the same.
 */
export function noteStageMove(req: PayloadRequest, id: number, move: StageMove) {
  const moves = (req.context[movesKey] ??= {}) as Record<number, StageMove>
  moves[id] = move
}

export function stageMoveOf(req: PayloadRequest, id: number): StageMove | null {
  const moves = req.context[movesKey] as Record<number, StageMove> | undefined
  const move = moves?.[id] ?? null
  if (move && moves) delete moves[id]
  return move
}

export const isStageMove = (value: unknown): value is StageMove =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StageMove).to?.key === 'string' &&
  typeof (value as StageMove).to?.en === 'string'
