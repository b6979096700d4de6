'use client'

import { hydrateWhenNear } from '@/submissions/form/hydrate-when-near'

/** The partnership application form: its code loads when the visitor comes near it (hydrate-when-near.tsx). */
export const PartnershipForm = hydrateWhenNear(() => import('./form-fields'))
