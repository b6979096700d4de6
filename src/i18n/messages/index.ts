import type { Locale } from '@/lib/site/locales'

import { en } from './en'
import { fr } from './fr'

/** The interface's words, one catalogue per locale; French has every key English has. */
export const catalogues: Record<Locale, Messages> = { en, fr }

export type Messages = typeof en

export type { Translation } from './translation'
