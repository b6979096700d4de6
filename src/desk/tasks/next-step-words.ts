import type { AdminLanguage } from '@/lib/admin/language/words'

/** What the lead page's "Next step" box says, in the reader's language. */
const en = {
  legend: 'Next step',
  nothing: 'Nothing planned yet: plan the next step below.',
  how: 'How',
  what: 'What',
  when: (zone: string) => `When (${zone})`,
  example: 'Send the proposal',
  plan: 'Plan next step',
  planning: 'Planning…',
  planned: 'Next step planned',
}

export type NextStepWords = Omit<typeof en, 'when'> & { when: string }

const fr: typeof en = {
  legend: 'Prochaine étape',
  nothing: 'Rien de prévu pour l’instant : prévoyez la prochaine étape ci-dessous.',
  how: 'Comment',
  what: 'Quoi',
  when: (zone: string) => `Quand (${zone})`,
  example: 'Envoyer la proposition',
  plan: 'Prévoir l’étape',
  planning: 'Enregistrement…',
  planned: 'Prochaine étape prévue',
}

/** The box's words for a reader on `zone`'s clock, ready for the client (no functions). */
export function nextStepWords(language: AdminLanguage, zone: string): NextStepWords {
  const words = language === 'fr' ? fr : en
  return { ...words, when: words.when(zone) }
}
