import type { Translation } from '@/i18n/messages'

import { linkValidDays, maxDownloads } from './limits'
import type { marketReportDownloadMessages, marketReportMessages } from './messages'

export const marketReportMessagesFr: Translation<typeof marketReportMessages> = {
  labels: {
    name: 'Nom complet',
    email: 'E-mail professionnel',
    company: 'Entreprise',
    country: 'Pays',
    region: 'Région',
  },
  hints: {
    heading: 'Téléchargez le rapport de marché : {region}',
    intro:
      "Chiffres d'abonnés, paysage des opérateurs et tendances des services dans la région, au format PDF. Nous vous envoyons immédiatement un lien de téléchargement par e-mail.",
  },
  consent:
    "J'accepte de recevoir le rapport par e-mail et que l'entreprise me contacte à son sujet.",
  submit: 'Recevoir le rapport par e-mail',
  itemName: 'demande',
  success: {
    title: 'Consultez votre boîte de réception',
    description: `Nous vous avons envoyé par e-mail un lien vers le rapport. Il est valable ${linkValidDays} jours, pour ${maxDownloads} téléchargements au maximum.`,
  },
  successWithoutEmail: {
    title: 'Demande reçue',
    description:
      'Nous ne vous avons pas envoyé de lien : cette adresse a déjà reçu tous les e-mails que nous envoyons en une journée. Notre équipe a bien reçu votre demande et vous fera parvenir le rapport.',
  },
  nextStep: 'Notre réseau',
  errors: {
    name: 'Le nom doit comporter au moins 2 caractères',
    company: "Le nom de l'entreprise doit comporter au moins 2 caractères",
    country: 'Veuillez indiquer votre pays',
    region: 'Veuillez choisir une région',
    consent: 'Veuillez accepter de recevoir le rapport par e-mail.',
    noReport: "Il n'existe pas encore de rapport de marché pour cette région.",
  },
  email: {
    title: 'demande de rapport de marché',
    promise: `Votre rapport est prêt : téléchargez-le avec le lien ci-dessous, valable ${linkValidDays} jours et pour ${maxDownloads} téléchargements au maximum.`,
    download: 'Télécharger le rapport : {link}',
  },
}

export const marketReportDownloadMessagesFr: Translation<typeof marketReportDownloadMessages> = {
  metaTitle: 'Rapport de marché',
  title: 'Votre rapport de marché : {region}',
  valid: {
    one: "Ce lien est valable jusqu'au {until} et pour encore {downloadsLeft} téléchargement.",
    other: "Ce lien est valable jusqu'au {until} et pour encore {downloadsLeft} téléchargements.",
  },
  button: 'Télécharger le rapport (PDF)',
  expiredTitle: 'Ce lien de téléchargement a expiré',
  expired: `Les liens de téléchargement sont valables ${linkValidDays} jours, pour ${maxDownloads} téléchargements au maximum. Demandez à nouveau le rapport et nous vous enverrons un nouveau lien par e-mail.`,
  requestAgain: 'Demander un nouveau lien',
  browseRegions: 'Découvrir notre réseau',
}
