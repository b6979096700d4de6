import type { UIFieldServerProps } from 'payload'

import { adminLanguageOf } from '@/lib/admin/language/words'
import { pipelinePath } from '@/lib/admin/navigation'

import { pipelineOfPosting } from './fields'
import { readRejectionReasons } from './reasons'
import { StageInDocument } from './StageInDocument'
import { stageNameIn } from './stages'
import { stageWords } from './words'
import './stages.scss'

/**
 * An application's stage in its page's sidebar, under the status: its posting's stages to move it
 * to, a reason when it is a rejection, and the posting's pipeline one link away.
 */
export async function StageField(props: UIFieldServerProps) {
  const { data, id, payload, req } = props
  if (id === undefined) return null
  const application = (data ?? {}) as { job?: unknown; stage?: unknown; rejectionReason?: unknown }
  const language = adminLanguageOf(req.i18n)
  const words = stageWords(language)
  const [stages, reasons] = await Promise.all([
    pipelineOfPosting(req, application.job),
    readRejectionReasons(payload),
  ])
  const posting =
    typeof application.job === 'object' && application.job !== null
      ? (application.job as { id?: unknown }).id
      : application.job
  const { admin, api } = payload.config.routes
  return (
    <StageInDocument
      action={`${api}/career-applications/${id}/stage`}
      current={typeof application.stage === 'string' ? application.stage : 'applied'}
      stages={stages.map((stage) => ({
        key: stage.key,
        name: stageNameIn(stage, language),
        rejects: stage.category === 'rejected',
      }))}
      reasons={reasons.map((reason) => ({
        value: reason.en,
        label: language === 'fr' ? reason.fr : reason.en,
      }))}
      reason={typeof application.rejectionReason === 'string' ? application.rejectionReason : null}
      pipelineHref={
        typeof posting === 'number' ? `${admin}${pipelinePath}?posting=${posting}` : null
      }
      words={{
        stage: words.stage,
        moveTo: words.moveTo,
        move: words.move,
        moving: words.moving,
        reason: words.reason,
        chooseReason: words.chooseReason,
        reasonNeeded: words.reasonNeeded,
        moved: words.moved,
        failed: words.failed,
        openPipeline: words.openPipeline,
      }}
    />
  )
}
