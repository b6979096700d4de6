import type { FormSteps } from '@/submissions/pipeline/form-entry'

import { activePostingTitled } from './open-posting'
import { isPostingAnswerField } from './posting-answers'

/** The posting applied for, if it is still open, and its owner, whom the application goes to. */
export const steps: FormSteps = {
  derive: async (values, req) => {
    const posting = await activePostingTitled(
      req.payload,
      String(values.position),
      { owner: true },
      req,
    )
    return { job: posting?.id, owner: posting?.owner ?? undefined }
  },
  isExtraAnswer: isPostingAnswerField,
}
