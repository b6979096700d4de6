import type { AdminLanguage } from '@/lib/admin/language/words'

/** What a lead's desk on a phone says, in the reader's language (its owner: reassign/words.ts). */
const en = {
  desk: 'The lead’s desk',
  status: 'Status',
  nextStep: 'Next step',
  nothingPlanned: 'Nothing planned yet.',
  planNextStep: 'Plan a next step',
  reach: 'Reach them',
  call: 'Call',
  email: 'E-mail',
  /** Before when the first answer is due, on a list's card. */
  due: 'Due',
}

export type PhoneDeskWords = typeof en

const fr: PhoneDeskWords = {
  desk: 'Le suivi de la demande',
  status: 'Statut',
  nextStep: 'Prochaine étape',
  nothingPlanned: 'Rien de prévu pour l’instant.',
  planNextStep: 'Prévoir une étape',
  reach: 'Les joindre',
  call: 'Appeler',
  email: 'E-mail',
  due: 'Réponse attendue le',
}

export const phoneDeskWords = (language: AdminLanguage): PhoneDeskWords =>
  language === 'fr' ? fr : en
