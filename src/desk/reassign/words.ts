import type { AdminLanguage } from '@/lib/admin/language/words'

import { ownerUpdated, ownerUpdateFailed } from './outcome'

/** What a lead's owner select and its button say, in the reader's language. */
const en = {
  owner: 'Owner',
  /** Before a reference: "Owner of QR-000042". */
  ownerOf: 'Owner of',
  unassigned: 'Unassigned',
  assign: 'Assign',
  assigning: 'Assigning…',
  updated: ownerUpdated,
  failed: ownerUpdateFailed,
}

export type OwnerWords = typeof en

const fr: OwnerWords = {
  owner: 'Responsable',
  ownerOf: 'Responsable de',
  unassigned: 'Non attribuée',
  assign: 'Attribuer',
  assigning: 'Attribution…',
  updated: 'Responsable mis à jour',
  failed:
    'Le responsable n’a pas pu être mis à jour : choisissez un collègue qui traite ces demandes.',
}

export const ownerWords = (language: AdminLanguage): OwnerWords => (language === 'fr' ? fr : en)
