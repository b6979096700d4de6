'use client'

import { hydrateWhenNear } from '@/submissions/form/hydrate-when-near'

/** The job application form: its code loads when the visitor comes near it (hydrate-when-near.tsx). */
export const JobApplicationForm = hydrateWhenNear(() => import('./form-fields'))

export type { JobApplicationFormProps } from './form-fields'
