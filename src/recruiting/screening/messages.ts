import type { Locale } from '@/lib/site/locales'

import { maxTextAnswer } from './questions'

/** What the apply form says about a posting's questions, and what it answers a wrong answer. */
export const screeningMessages = {
  en: {
    heading: 'Questions about this position',
    yes: 'Yes',
    no: 'No',
    choose: 'Choose an answer',
    numberHint: 'A number, e.g. 3',
    textHint: `Up to ${maxTextAnswer} characters`,
    errors: {
      required: 'Please answer this question.',
      yesNo: 'Please answer Yes or No.',
      choice: 'Please choose one of the answers offered.',
      number: 'Please enter a number, e.g. 3.',
      tooLong: `Please use at most ${maxTextAnswer} characters.`,
      unsupportedCharacters: 'Please remove the unsupported characters.',
      otherPosting:
        'Some answers are to questions this position does not ask. Please choose the position again and answer its questions.',
    },
  },
  fr: {
    heading: 'Questions sur ce poste',
    yes: 'Oui',
    no: 'Non',
    choose: 'Choisissez une réponse',
    numberHint: 'Un nombre, par exemple 3',
    textHint: `${maxTextAnswer} caractères au maximum`,
    errors: {
      required: 'Veuillez répondre à cette question.',
      yesNo: 'Veuillez répondre Oui ou Non.',
      choice: 'Veuillez choisir l’une des réponses proposées.',
      number: 'Veuillez saisir un nombre, par exemple 3.',
      tooLong: `Veuillez utiliser ${maxTextAnswer} caractères au maximum.`,
      unsupportedCharacters: 'Veuillez retirer les caractères non pris en charge.',
      otherPosting:
        'Certaines réponses portent sur des questions que ce poste ne pose pas. Veuillez choisir de nouveau le poste et répondre à ses questions.',
    },
  },
} satisfies Record<Locale, unknown>

export type ScreeningWords = Omit<(typeof screeningMessages)['en'], 'errors'>

/** The form's words in `locale`, without the server's messages. */
export const screeningWords = (locale: Locale): ScreeningWords => {
  const { errors: _, ...words } = screeningMessages[locale]
  return words
}
