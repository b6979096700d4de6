import {
  ValidationError,
  type ArrayField,
  type CollectionBeforeChangeHook,
  type Field,
  type PayloadRequest,
} from 'payload'

import { setByTheServer, staffField } from '@/access'
import { noteStageMove } from '@/desk/status/stage-move'

import { readRejectionReasons } from './reasons'
import { stageDueAt } from './reply-clock'
import {
  closingCategories,
  firstStageOf,
  isStageCategory,
  pipelineProblem,
  stageKeyOf,
  stageNamed,
  stagesOf,
  type Stage,
  type StageCategory,
} from './stages'

const categoryLabels: Record<StageCategory, string> = {
  new: 'New',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
}

/**
 * A posting's pipeline: its stages in order, each named in English and French and of a kind, the
 * status the desk counts it as. Empty, the posting uses the default pipeline.
 */
export const postingStagesField: ArrayField = {
  name: 'stages',
  label: 'Pipeline',
  type: 'array',
  labels: { singular: 'Stage', plural: 'Stages' },
  maxRows: 12,
  admin: {
    initCollapsed: true,
    description:
      'The stages this posting’s applications move through, in order. Leave it empty for Applied, Screening, Interview, Offer, Hired and Rejected. A renamed stage keeps its applications; a stage with applications in it cannot be removed until they are moved.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'en', label: 'Name in English', type: 'text', required: true, maxLength: 40 },
        { name: 'fr', label: 'Name in French', type: 'text', required: true, maxLength: 40 },
        {
          name: 'category',
          label: 'Kind',
          type: 'select',
          required: true,
          defaultValue: 'screening',
          options: Object.entries(categoryLabels).map(([value, label]) => ({ value, label })),
        },
      ],
    },
    // What applications store: made from the first English name, kept when it is renamed.
    { name: 'key', type: 'text', admin: { hidden: true } },
  ],
}

type StageRow = { key?: string | null; en?: string | null; fr?: string | null; category?: unknown }

/** Gives new stages their key (the first always `applied`, where applications arrive). */
function withKeys(rows: StageRow[]): StageRow[] {
  const taken = new Set(rows.map((row) => row.key).filter(Boolean))
  return rows.map((row, index) => {
    if (index === 0) return { ...row, key: 'applied' }
    if (row.key) return row
    const base = stageKeyOf(row.en ?? '') || 'stage'
    let key = base
    for (let n = 2; taken.has(key); n += 1) key = `${base}-${n}`
    taken.add(key)
    return { ...row, key }
  })
}

const refuse = (req: PayloadRequest, collection: string, path: string, message: string) => {
  throw new ValidationError({ collection, errors: [{ path, message }], req })
}

/**
 * A posting's beforeChange hook: the pipeline is whole (arrival first, a hired and a rejected
 * stage), and no stage that applications are in disappears.
 */
export const checkPostingPipeline: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  if (!Array.isArray(data.stages)) return data
  const rows = withKeys(data.stages as StageRow[])
  data.stages = rows
  const stages = stagesOf({ stages: rows })
  const problem = rows.length > 0 ? pipelineProblem(stages) : null
  if (problem) refuse(req, 'job-postings', 'stages', problem)
  if (!originalDoc?.id) return data
  const kept = new Set(stages.map((stage) => stage.key))
  const before = stagesOf(originalDoc as { stages?: StageRow[] })
  for (const stage of before.filter((each) => !kept.has(each.key))) {
    const { totalDocs } = await req.payload.count({
      collection: 'career-applications',
      where: { job: { equals: originalDoc.id }, stage: { equals: stage.key } },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0)
      refuse(
        req,
        'job-postings',
        'stages',
        `${totalDocs} application${totalDocs === 1 ? ' is' : 's are'} in the stage "${stage.en}": move ${totalDocs === 1 ? 'it' : 'them'} to another stage before removing it.`,
      )
  }
  return data
}

/** The pipeline of the posting an application is for (the default one for none). */
export async function pipelineOfPosting(req: PayloadRequest, posting: unknown): Promise<Stage[]> {
  const id =
    typeof posting === 'object' && posting !== null ? (posting as { id?: unknown }).id : posting
  if (typeof id !== 'number') return stagesOf(null)
  const found = await req.payload.findByID({
    collection: 'job-postings',
    id,
    select: { stages: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return stagesOf(found as { stages?: StageRow[] } | null)
}

/** The application's stage and why it was rejected, beside its status. */
export const applicationStageFields: Field[] = [
  {
    name: 'stage',
    type: 'text',
    required: true,
    defaultValue: 'applied',
    index: true,
    access: {
      create: staffField('recruiter'),
      update: staffField('recruiter'),
    },
    admin: {
      position: 'sidebar',
      components: { Field: '/src/recruiting/stages/StageField#StageField' },
    },
  },
  {
    // When the candidate should have moved on or heard from us: their posting's reply clock,
    // started on arrival and at each move to an open stage (reply-clock.ts).
    name: 'stageDueAt',
    label: 'Next move due',
    type: 'date',
    index: true,
    access: setByTheServer,
    admin: { hidden: true },
  },
  {
    name: 'rejectionReason',
    label: 'Why rejected',
    type: 'text',
    maxLength: 80,
    access: {
      create: staffField('recruiter'),
      update: staffField('recruiter'),
    },
    admin: { hidden: true },
  },
]

const asCategory = (value: unknown): StageCategory | null => (isStageCategory(value) ? value : null)

/**
 * An application's beforeChange hook: its stage and its status move together. A stage moved to
 * sets the status to the stage's kind; a status set on its own (its buttons, the desk's board)
 * moves the application to the posting's first stage of that kind. A rejection's reason is one
 * of the list's; any other stage clears it. The move is noted for the status history.
 */
export const moveStageWithStatus: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const stages = await pipelineOfPosting(req, data.job ?? originalDoc?.job)
  const before = stageNamed(stages, originalDoc?.stage) ?? null
  const stageSent = data.stage !== undefined && data.stage !== originalDoc?.stage
  const statusSent = data.status !== undefined && data.status !== originalDoc?.status && !stageSent
  let target: Stage | undefined
  if (stageSent) {
    target = stageNamed(stages, data.stage)
    if (!target)
      refuse(
        req,
        'career-applications',
        'stage',
        `Choose one of this posting’s stages: ${stages.map((stage) => stage.en).join(', ')}.`,
      )
  } else if (statusSent) {
    const category = asCategory(data.status)
    target =
      before?.category === category ? before : category ? firstStageOf(stages, category) : undefined
  } else if (operation === 'create') {
    target = stages[0]
  }
  if (!target) return data
  data.stage = target.key
  data.status = target.category
  if (target.category === 'rejected') {
    const reason = data.rejectionReason
    // Moved on the pipeline, a rejection says why; set by the status buttons, it may not.
    const reasonNeeded = stageSent && target.key !== before?.key
    if (
      reasonNeeded ||
      (reason !== undefined && reason !== null && reason !== originalDoc?.rejectionReason)
    ) {
      const reasons = await readRejectionReasons(req.payload)
      if (typeof reason !== 'string' || !reasons.some(({ en }) => en === reason))
        refuse(
          req,
          'career-applications',
          'rejectionReason',
          `Say why the application is rejected: one of ${reasons.map(({ en }) => en).join(', ')}.`,
        )
    }
  } else {
    data.rejectionReason = null
  }
  if (operation === 'create' || target.key !== before?.key) {
    // Entered by staff or moved, the candidate's wait starts again; a closing stage ends it.
    data.stageDueAt = closingCategories.includes(target.category)
      ? null
      : await stageDueAt(
          req,
          { job: data.job ?? originalDoc?.job, owner: data.owner ?? originalDoc?.owner },
          new Date(),
        )
  }
  if (operation === 'update' && typeof originalDoc?.id === 'number' && target.key !== before?.key) {
    noteStageMove(req, originalDoc.id, {
      from: before ? { key: before.key, en: before.en, fr: before.fr } : null,
      to: { key: target.key, en: target.en, fr: target.fr },
    })
  }
  return data
}
