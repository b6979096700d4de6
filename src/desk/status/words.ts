import { labelIn, type AdminLanguage } from '@/lib/admin/language/words'

import { statusUpdated, statusUpdateFailed } from './outcome'
import { statusLabel } from './workflow'

/** What the status buttons and their question say, in the reader's language. */
const en = {
  status: 'Status',
  setStatus: 'Set status',
  updating: 'Updating…',
  confirmTheStatus: 'Confirm the status',
  yesSetTo: (status: string) => `Yes, set to ${status}`,
  cancel: 'Cancel',
  updated: statusUpdated,
  failed: statusUpdateFailed,
  questions: {} as Readonly<Record<string, string>>,
}

export type StatusWords = typeof en

const fr: StatusWords = {
  status: 'Statut',
  setStatus: 'Changer le statut',
  updating: 'Mise à jour…',
  confirmTheStatus: 'Confirmer le statut',
  yesSetTo: (status: string) => `Oui, passer à « ${status} »`,
  cancel: 'Annuler',
  updated: 'Statut mis à jour',
  failed: 'Le statut n’a pas pu être mis à jour',
  // The questions the types' definitions ask before a status, by their English.
  questions: {
    'Reject this application? No e-mail goes out: the candidate hears nothing unless you write to them.':
      'Refuser cette candidature ? Aucun e-mail ne part : le candidat n’en saura rien si vous ne lui écrivez pas.',
  },
}

export const statusWords = (language: AdminLanguage): StatusWords => (language === 'fr' ? fr : en)

/** A status's name in the reader's language. */
export const statusIn = (status: string, language: AdminLanguage): string =>
  labelIn(statusLabel(status), language)

/** The question a type asks before `status`, in the reader's language. */
export const questionIn = (question: string, words: StatusWords): string =>
  words.questions[question] ?? question
