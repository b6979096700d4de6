import type { Translation } from '@/i18n/messages'

import type { formMessages } from './messages'

/** Our services, as the contact and quote forms offer them. */
const services = {
  vas: 'Services à valeur ajoutée (SVA)',
  fintech: 'Solutions fintech',
  marketplace: 'Applications de place de marché',
  enterprise: 'Solutions pour les entreprises',
  ai: "Solutions d'intelligence artificielle",
  '5g-infotainment': 'Solutions de divertissement 5G',
}

export const formMessagesFr: Translation<typeof formMessages> = {
  optional: '(facultatif)',
  submitting: 'Envoi en cours...',
  policies: {
    before: 'Voir notre',
    privacyPolicy: 'Politique de confidentialité',
    and: 'et nos',
    termsOfService: "Conditions d'utilisation",
  },
  connection: {
    waiting: 'Vous êtes hors ligne. Nous enverrons votre {item} dès le retour de la connexion.',
    failed:
      "Nous n'avons pas pu joindre notre serveur. Vérifiez votre connexion et réessayez : vos réponses sont conservées.",
  },
  toasts: {
    wait: 'Veuillez patienter un instant',
    notSent: "Votre demande n'a pas été envoyée",
    failed: 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
  },
  sent: {
    reference: 'Votre référence :',
    quoteIt: 'Merci de la rappeler si vous nous contactez au sujet de votre {item}.',
    again: 'Remplir à nouveau le formulaire',
  },
  rules: {
    tooLong: 'Veuillez utiliser au plus {max} caractères',
    unsupportedCharacters: 'Veuillez retirer les caractères non pris en charge',
    email: 'Veuillez saisir une adresse e-mail valide',
    phone: 'Veuillez saisir un numéro de téléphone valide',
    impossiblePhone:
      "Ce numéro de téléphone ne peut pas exister\u00a0: veuillez vérifier l'indicatif du pays et le nombre de chiffres",
    expired: 'Ce formulaire a expiré. Veuillez recharger la page et réessayer.',
  },
  refusals: {
    correctFields: 'Veuillez corriger les champs signalés.',
    tooManyOne:
      'Trop de demandes envoyées depuis votre réseau. Veuillez réessayer dans {minutes} minute.',
    tooMany:
      'Trop de demandes envoyées depuis votre réseau. Veuillez réessayer dans {minutes} minutes.',
    unavailable:
      'Nous ne pouvons pas enregistrer votre demande pour le moment. Veuillez réessayer dans un instant.',
    failed: "Nous n'avons pas pu envoyer votre demande. Veuillez réessayer dans un instant.",
    tooLarge: 'Le formulaire est trop volumineux pour être envoyé.',
    chooseFileAgain:
      "Veuillez choisir à nouveau ce fichier : les fichiers ne sont pas conservés lorsqu'un formulaire est renvoyé.",
  },
  options: {
    serviceInterest: services,
    serviceType: { ...services, custom: 'Solution sur mesure' },
    timeline: {
      immediate: "Immédiat (moins d'un mois)",
      short: 'Court terme (1 à 3 mois)',
      medium: 'Moyen terme (3 à 6 mois)',
      long: 'Long terme (plus de 6 mois)',
    },
    budget: {
      '10k-50k': '10 000 $ à 50 000 $',
      '50k-100k': '50 000 $ à 100 000 $',
      '100k-500k': '100 000 $ à 500 000 $',
      '500k+': 'Plus de 500 000 $',
      discuss: 'À discuter',
    },
    partnershipType: {
      strategic: 'Partenariat stratégique',
      channel: 'Partenariat de distribution',
      technology: 'Partenariat technologique',
      regional: 'Partenariat régional',
    },
    experience: {
      '0-2': '0 à 2 ans',
      '3-5': '3 à 5 ans',
      '6-10': '6 à 10 ans',
      '10+': 'Plus de 10 ans',
    },
    availability: {
      immediate: 'Immédiatement',
      '2-weeks': 'Sous 2 semaines',
      '1-month': 'Sous 1 mois',
      '2-months': 'Sous 2 mois',
    },
    salaryPeriod: { year: 'par an', month: 'par mois' },
  },
  email: {
    hello: 'Bonjour,',
    thanks: 'Merci pour votre {title}. {promise}',
    reference:
      'Votre référence est {reference} ; merci de la rappeler si vous nous écrivez à ce sujet.',
    choices: 'Vos choix :',
    notYou: "Si vous n'êtes pas à l'origine de cet envoi, vous pouvez ignorer cet e-mail.",
    signature: "L'équipe {siteName}",
    subject: 'Nous avons bien reçu votre {title} ({reference})',
    field: '{label} : {value}',
    yes: 'Oui',
    no: 'Non',
  },
}
