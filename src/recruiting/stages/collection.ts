import type { CollectionBeforeChangeHook, Endpoint, Field } from 'payload'

import { setStageEndpoint } from './endpoint'
import { applicationStageFields, moveStageWithStatus } from './fields'

/**
 * Job applications as the recruiting desk works them: a stage of their posting's pipeline beside
 * the status, moved together, and the endpoint the pipeline's cards post to.
 */
export const pipelineWork: {
  fields: Field[]
  beforeChange: CollectionBeforeChangeHook[]
  endpoints: Endpoint[]
} = {
  fields: applicationStageFields,
  beforeChange: [moveStageWithStatus],
  endpoints: [setStageEndpoint],
}
