'use client'

import { hydrateWhenNear } from '@/submissions/form/hydrate-when-near'

/** The quote request form: its code loads when the visitor comes near it (hydrate-when-near.tsx). */
export const QuoteForm = hydrateWhenNear(() => import('./form-fields'))
