import type { Translation } from '@/i18n/messages'

import type { quoteMessages } from './messages'

export const quoteMessagesFr: Translation<typeof quoteMessages> = {
  labels: {
    companyName: "Nom de l'entreprise",
    contactName: 'Nom du contact',
    email: 'Adresse e-mail',
    country: 'Pays',
    phone: 'Numéro de téléphone',
    serviceType: 'Type de service',
    projectDescription: 'Description du projet',
    timeline: 'Calendrier du projet',
    budget: 'Fourchette budgétaire',
  },
  placeholders: {
    country: 'Choisissez votre pays',
    phone: '+237 XXX XXX XXX',
    phoneAfterCountry: '{dialCode} XXX XXX XXX',
    phoneCountryFirst: "Choisissez d'abord le pays",
    serviceType: 'Choisissez un service',
    projectDescription:
      "Décrivez votre projet, les marchés visés et le nombre d'abonnés que vous souhaitez atteindre.",
    timeline: 'Choisissez votre calendrier',
    budget: 'Choisissez votre fourchette budgétaire',
  },
  hints: {
    phone: "Commencez par l'indicatif de votre pays, par exemple +237 pour le Cameroun.",
  },
  consent:
    "J'accepte que mes informations soient traitées afin de recevoir un devis et je confirme que les informations fournies sont exactes.",
  submit: 'Demander un devis',
  itemName: 'demande',
  success: {
    title: 'Demande de devis envoyée',
    description: 'Nous vous répondrons sous 24 heures avec une proposition détaillée.',
  },
  nextStep: 'Découvrir nos solutions',
  errors: {
    companyName: "Le nom de l'entreprise doit comporter au moins 2 caractères",
    contactName: 'Le nom du contact doit comporter au moins 2 caractères',
    country: 'Veuillez choisir votre pays',
    serviceType: 'Veuillez choisir un type de service',
    projectDescription: 'Veuillez décrire votre projet en détail',
    timeline: 'Veuillez choisir votre calendrier',
    budget: 'Veuillez choisir votre fourchette budgétaire',
    terms: 'Vous devez accepter les conditions.',
  },
  email: {
    title: 'demande de devis',
    promise: 'Nous vous répondrons sous 24 heures avec une proposition détaillée.',
  },
}
