import type { Translation } from '@/i18n/messages'

import type { partnershipMessages } from './messages'

export const partnershipMessagesFr: Translation<typeof partnershipMessages> = {
  labels: {
    company: "Nom de l'entreprise",
    contact: 'Personne à contacter',
    email: 'Adresse e-mail',
    phone: 'Numéro de téléphone',
    country: 'Pays/Région',
    partnershipType: 'Type de partenariat',
    description: "Présentation de l'entreprise",
    proposal: 'Proposition de partenariat',
  },
  placeholders: {
    phone: '+237 XXX XXX XXX',
    partnershipType: 'Choisissez un type de partenariat',
    description: 'Ce que fait votre entreprise, où et pour qui.',
    proposal: 'Comment vous souhaiteriez travailler avec nous.',
  },
  consent:
    "J'accepte que mes informations soient traitées pour l'examen de cette demande de partenariat.",
  submit: 'Envoyer la demande',
  itemName: 'demande',
  success: {
    title: 'Demande de partenariat envoyée !',
    description: "Notre équipe partenariats l'examinera sous 3 à 5 jours ouvrés.",
  },
  nextStep: 'Notre réseau',
  errors: {
    company: "Le nom de l'entreprise doit comporter au moins 2 caractères",
    contact: 'Le nom du contact doit comporter au moins 2 caractères',
    country: 'Veuillez indiquer votre pays ou votre région',
    partnershipType: 'Veuillez choisir un type de partenariat',
    description: 'Veuillez présenter votre entreprise',
    proposal: 'Veuillez décrire votre proposition de partenariat',
    terms: 'Vous devez accepter les conditions.',
  },
  email: {
    title: 'demande de partenariat',
    promise: 'Notre équipe partenariats examine chaque demande sous 3 à 5 jours ouvrés.',
  },
}
