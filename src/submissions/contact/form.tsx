'use client'

import { hydrateWhenNear } from '@/submissions/form/hydrate-when-near'

/** The home page's 'Start Your Project' form: its code loads when the visitor comes near it (hydrate-when-near.tsx). */
export const ContactForm = hydrateWhenNear(() => import('./form-fields'))
