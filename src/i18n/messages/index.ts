import type { Locale } from '@/lib/site/locales'

import { en } from './en'
import { fr } from './fr'

/** The interface's words, one catalogue per locale; French has every key English has. */
export const catalogues: Record<Locale, Messages> = { en, fr }

export type Messages = typeof en

/** A catalogue's shape with any text in place of the English: what another language must fill. */
export type Translation<Catalogue> = {
  [Key in keyof Catalogue]: Catalogue[Key] extends string ? string : Translation<Catalogue[Key]>
}
