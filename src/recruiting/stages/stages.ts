import type { AdminLanguage } from '@/lib/admin/language/words'

/**
 * What a stage stands for across postings: the application's `status`, which the desk works with
 * (its clock, counters, board, exports and webhooks). A posting's own stages each fall under one.
 */
export const stageCategories = [
  'new',
  'screening',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const
export type StageCategory = (typeof stageCategories)[number]

export const isStageCategory = (value: unknown): value is StageCategory =>
  (stageCategories as readonly unknown[]).includes(value)

/** One step of a posting's pipeline. Its key is what applications store, and stays on renaming. */
export type Stage = { key: string; en: string; fr: string; category: StageCategory }

/** Every posting's pipeline until its recruiter changes it. */
export const defaultStages: readonly Stage[] = [
  { key: 'applied', en: 'Applied', fr: 'Candidature reçue', category: 'new' },
  { key: 'screening', en: 'Screening', fr: 'Présélection', category: 'screening' },
  { key: 'interview', en: 'Interview', fr: 'Entretien', category: 'interview' },
  { key: 'offer', en: 'Offer', fr: 'Offre', category: 'offer' },
  { key: 'hired', en: 'Hired', fr: 'Embauché', category: 'hired' },
  { key: 'rejected', en: 'Rejected', fr: 'Refusé', category: 'rejected' },
]

/** The category stages close an application with: their column holds the recent ones only. */
export const closingCategories: readonly StageCategory[] = ['hired', 'rejected']

/** A stage's key from its English name: "Technical test" → "technical-test". */
export const stageKeyOf = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)

type StoredStage = { key?: unknown; en?: unknown; fr?: unknown; category?: unknown }

/** A posting's pipeline as stored, or the default one while it has none. */
export function stagesOf(posting: { stages?: StoredStage[] | null } | null | undefined): Stage[] {
  const stored = (posting?.stages ?? []).flatMap((row) =>
    typeof row.key === 'string' &&
    row.key &&
    typeof row.en === 'string' &&
    isStageCategory(row.category)
      ? [
          {
            key: row.key,
            en: row.en,
            fr: typeof row.fr === 'string' && row.fr ? row.fr : row.en,
            category: row.category,
          },
        ]
      : [],
  )
  return stored.length > 0 ? stored : [...defaultStages]
}

/** The first stage of a category in a pipeline: where a status set on its own lands. */
export const firstStageOf = (
  stages: readonly Stage[],
  category: StageCategory,
): Stage | undefined => stages.find((stage) => stage.category === category)

export const stageNamed = (stages: readonly Stage[], key: unknown): Stage | undefined =>
  stages.find((stage) => stage.key === key)

export const stageNameIn = (stage: Pick<Stage, 'en' | 'fr'>, language: AdminLanguage) =>
  language === 'fr' ? stage.fr : stage.en

/**
 * What is wrong with a pipeline a recruiter saves, or null: it starts where applications arrive,
 * has a stage for hiring and one for rejecting, and names each stage once.
 */
export function pipelineProblem(stages: readonly Stage[]): string | null {
  if (stages.length === 0) return null
  if (stages.length > 12) return 'A pipeline has at most 12 stages.'
  if (stages[0].category !== 'new')
    return 'The first stage is where applications arrive: its kind is "New".'
  if (stages.filter((stage) => stage.category === 'new').length > 1)
    return 'Only the first stage is of the kind "New".'
  for (const category of ['hired', 'rejected'] as const) {
    if (!stages.some((stage) => stage.category === category))
      return `A pipeline needs a stage of the kind "${category === 'hired' ? 'Hired' : 'Rejected'}".`
  }
  const names = stages.map((stage) => stage.en.trim().toLowerCase())
  const keys = stages.map((stage) => stage.key)
  if (new Set(names).size !== names.length || new Set(keys).size !== keys.length)
    return 'Give each stage a different name.'
  return null
}
