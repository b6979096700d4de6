'use client'

import { hydrateWhenNear } from '@/submissions/form/hydrate-when-near'

/** The market report form: its code loads when the visitor comes near it (hydrate-when-near.tsx). */
export const MarketReportForm = hydrateWhenNear(() => import('./form-fields'))
