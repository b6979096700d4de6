import type { Translation } from './translation'

/**
 * What the error pages say. Error pages are client components with no server parent, so they
 * read these themselves, both languages (a few lines), instead of the whole catalogue's runtime
 * coming to every page; the catalogues take them from here.
 */
export const errorsEn = {
  error: {
    title: 'Something went wrong',
    text: 'We could not show this page right now. Please try again in a moment.',
    reference: 'Reference: {digest}',
    tryAgain: 'Try again',
  },
  returnHome: 'Return to Home',
  careersError: {
    heading: 'Open Positions',
    text: 'Failed to load job postings. Please try again later.',
    retry: 'Retry',
  },
}

export const errorsFr: Translation<typeof errorsEn> = {
  error: {
    title: 'Une erreur est survenue',
    text: 'Nous ne pouvons pas afficher cette page pour le moment. Veuillez réessayer dans un instant.',
    reference: 'Référence : {digest}',
    tryAgain: 'Réessayer',
  },
  returnHome: "Retour à l'accueil",
  careersError: {
    heading: "Offres d'emploi",
    text: "Impossible de charger les offres d'emploi. Veuillez réessayer plus tard.",
    retry: 'Réessayer',
  },
}

export const errorWords = { en: errorsEn, fr: errorsFr }
