import type { Translation } from '@/i18n/messages'

import type { contactMessages } from './messages'

export const contactMessagesFr: Translation<typeof contactMessages> = {
  labels: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    companyOperator: 'Entreprise/Opérateur',
    serviceInterest: 'Service souhaité',
    message: 'Détails du projet',
  },
  placeholders: {
    serviceInterest: 'Choisissez un service',
    message: 'Parlez-nous de votre projet',
  },
  consent: "J'accepte que mes coordonnées soient utilisées pour répondre à ce message.",
  submit: 'Envoyer le message',
  itemName: 'message',
  success: {
    title: 'Message envoyé',
    description: 'Merci de nous avoir contactés. Notre équipe vous répondra sous un jour ouvré.',
  },
  nextStep: 'Découvrir nos solutions',
  errors: {
    firstName: 'Le prénom doit comporter au moins 2 caractères',
    lastName: 'Le nom doit comporter au moins 2 caractères',
    serviceInterest: 'Veuillez choisir un service',
    message: 'Veuillez nous parler de votre projet',
    privacy: 'Vous devez accepter la politique de confidentialité.',
  },
  email: {
    title: 'message',
    promise: 'Notre équipe vous répondra sous un jour ouvré.',
  },
}
