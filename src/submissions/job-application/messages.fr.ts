import type { Translation } from '@/i18n/messages'

import type { jobApplicationMessages } from './messages'

export const jobApplicationMessagesFr: Translation<typeof jobApplicationMessages> = {
  labels: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Numéro de téléphone',
    location: 'Lieu de résidence actuel',
    linkedin: 'Profil LinkedIn',
    position: 'Poste visé',
    salary: 'Prétentions salariales',
    salaryCurrency: 'Devise',
    salaryPeriod: 'Période',
    experience: "Années d'expérience",
    availability: 'Disponibilité',
    summary: 'Résumé de votre parcours',
    skills: 'Compétences clés',
    motivation: 'Pourquoi souhaitez-vous nous rejoindre ?',
    resume: 'CV',
    coverLetter: 'Lettre de motivation',
    additionalInfo: 'Informations complémentaires',
  },
  placeholders: {
    phone: '+237 XXX XXX XXX',
    location: 'Ville, pays',
    linkedin: 'https://linkedin.com/in/votre-nom',
    positionChoice: 'Choisissez un poste',
    position: 'par ex. Ingénieur backend',
    salary: 'par ex. 45 000',
    experience: 'Choisissez votre expérience',
    availability: 'Choisissez votre disponibilité',
  },
  hints: {
    documents: 'PDF, DOC ou DOCX, 5 Mo maximum',
    updates: "M'informer des prochaines offres d'emploi.",
  },
  consent:
    "J'accepte que les données de ma candidature soient traitées à des fins de recrutement et je confirme que les informations fournies sont exactes.",
  submit: 'Envoyer la candidature',
  itemName: 'candidature',
  success: {
    title: 'Candidature envoyée !',
    description:
      'Merci pour votre candidature. Nos recruteurs vous contacteront si votre profil correspond.',
  },
  nextStep: 'Voir tous les postes ouverts',
  errors: {
    firstName: 'Le prénom doit comporter au moins 2 caractères',
    lastName: 'Le nom doit comporter au moins 2 caractères',
    location: 'Veuillez indiquer votre lieu de résidence actuel',
    linkedin:
      'Veuillez saisir une adresse web valide, par exemple https://www.linkedin.com/in/votre-nom',
    position: 'Veuillez choisir le poste visé',
    salary: 'Veuillez indiquer un montant, par ex. 45 000',
    salaryOtherCurrency:
      'Ce montant est dans une autre devise que celle choisie : choisissez sa devise ci-dessous, ou retirez le code',
    salaryCurrency: 'Veuillez choisir une devise',
    salaryPeriod: 'Veuillez choisir par an ou par mois',
    experience: "Veuillez indiquer vos années d'expérience",
    availability: 'Veuillez indiquer votre disponibilité',
    summary: 'Veuillez résumer brièvement votre parcours professionnel',
    skills: 'Veuillez indiquer vos compétences clés',
    motivation: 'Veuillez nous dire pourquoi vous souhaitez nous rejoindre',
    resume: 'Veuillez joindre votre CV',
    resumeFile: 'Le CV doit être un fichier PDF, DOC ou DOCX de 5 Mo maximum',
    coverLetterFile:
      'La lettre de motivation doit être un fichier PDF, DOC ou DOCX de 5 Mo maximum',
    terms: 'Vous devez accepter les conditions.',
  },
  email: {
    title: 'candidature',
    promise:
      'Nos recruteurs lisent chaque candidature et vous contacteront si votre profil correspond.',
  },
}
