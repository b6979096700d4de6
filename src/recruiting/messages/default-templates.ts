import type { Locale } from '@/lib/site/locales'

import type { TemplatePurpose } from './purposes'

/** A template as the seed stores it and as the e-mails fall back to when none is kept. */
export type CandidateTemplate = {
  name: string
  language: Locale
  purpose: TemplatePurpose
  /** A rejection's reason, in English as the reasons list names it; none for the general one. */
  rejectionReason?: string
  subject: string
  body: string
}

const signOff = {
  en: 'Kind regards,\n{sender}',
  fr: 'Bien cordialement,\n{sender}',
}

/** What the acknowledgement says in each language, until a recruiter keeps their own. */
export const defaultAcknowledgements: Record<Locale, CandidateTemplate> = {
  en: {
    name: 'Job application: acknowledgement on arrival',
    language: 'en',
    purpose: 'acknowledgement',
    subject: 'We have received your application ({reference})',
    body: [
      'Hello,',
      'Thank you for applying. Your application has reached us:\n\nPosition: {position}\nReference: {reference}',
      'What happens next: our recruiters read every application, and you will hear from us within {replyWithin}, whatever our decision.',
      'If you have a question or something to add, simply reply to this e-mail, keeping the reference in the subject: your message goes to the recruiter looking after your application.',
      'If you did not apply, you can ignore this e-mail.',
      'Kind regards,\nThe {siteName} recruiting team',
    ].join('\n\n'),
  },
  fr: {
    name: 'Candidature : accusé de réception à l’arrivée',
    language: 'fr',
    purpose: 'acknowledgement',
    subject: 'Nous avons bien reçu votre candidature ({reference})',
    body: [
      'Bonjour,',
      'Merci pour votre candidature. Elle nous est bien parvenue :\n\nPoste : {position}\nRéférence : {reference}',
      'La suite : nos recruteurs lisent chaque candidature, et vous aurez de nos nouvelles sous {replyWithin}, quelle que soit notre décision.',
      'Pour toute question ou tout complément, répondez simplement à cet e-mail en conservant la référence dans l’objet : votre message parviendra au recruteur qui suit votre candidature.',
      'Si vous n’avez pas postulé, vous pouvez ignorer cet e-mail.',
      'Bien cordialement,\nL’équipe recrutement {siteName}',
    ].join('\n\n'),
  },
}

/** The position of an application sent to no posting, as the acknowledgement names it. */
export const openApplication: Record<Locale, string> = {
  en: 'Open application',
  fr: 'Candidature spontanée',
}

/** What the general rejection says, sent for any reason without a template of its own. */
export const defaultRejections: Record<Locale, CandidateTemplate> = {
  en: {
    name: 'Job application: rejection',
    language: 'en',
    purpose: 'rejection',
    subject: 'Your application for {position} ({reference})',
    body: `Dear {name},\n\nThank you for your interest in joining us and for the time you gave to your application for {position}. We have read it carefully and, after much thought, we will not be taking it further.\n\nThis was not an easy decision. We will keep your details for future openings that match your profile, unless you ask us not to.\n\nWe wish you every success in your search.\n\n${signOff.en}`,
  },
  fr: {
    name: 'Candidature : refus',
    language: 'fr',
    purpose: 'rejection',
    subject: 'Votre candidature au poste « {position} » ({reference})',
    body: `Bonjour {name},\n\nNous vous remercions de l’intérêt que vous portez à notre entreprise et du temps consacré à votre candidature au poste « {position} ». Nous l’avons lue avec attention et, après réflexion, nous ne pouvons pas y donner suite.\n\nCette décision n’a pas été facile à prendre. Sauf avis contraire de votre part, nous conservons vos coordonnées pour de futures offres correspondant à votre profil.\n\nNous vous souhaitons pleine réussite dans vos recherches.\n\n${signOff.fr}`,
  },
}

/** Every template the seed stores for job applications, in English and French. */
export const defaultCandidateTemplates: CandidateTemplate[] = [
  defaultAcknowledgements.en,
  defaultAcknowledgements.fr,
  {
    name: 'Job application: interview invitation',
    language: 'en',
    purpose: 'interview',
    subject: 'Interview invitation ({reference})',
    body: `Dear {name},\n\nThank you for your application. We enjoyed reading it and would like to meet you for an interview of about 45 minutes, by video call or at our offices.\n\nCould you tell us two or three times that suit you over the coming week? We will confirm one and send you the details.\n\n${signOff.en}`,
  },
  {
    name: 'Candidature : invitation à un entretien',
    language: 'fr',
    purpose: 'interview',
    subject: 'Invitation à un entretien ({reference})',
    body: `Bonjour {name},\n\nMerci pour votre candidature, que nous avons lue avec grand intérêt. Nous aimerions vous rencontrer pour un entretien d’environ 45 minutes, en visioconférence ou dans nos locaux.\n\nPourriez-vous nous indiquer deux ou trois créneaux qui vous conviendraient la semaine prochaine ? Nous vous confirmerons l’un d’eux avec tous les détails.\n\n${signOff.fr}`,
  },
  {
    name: 'Job application: offer',
    language: 'en',
    purpose: 'offer',
    subject: 'Our offer ({reference})',
    body: `Dear {name},\n\nThank you for the time you gave us throughout the interviews. We are delighted to offer you the position.\n\nYou will find the details of our offer attached: the role, the start date, the salary and the benefits. I would be glad to go through it with you and answer any question: when would suit you for a call?\n\n${signOff.en}`,
  },
  {
    name: 'Candidature : proposition d’embauche',
    language: 'fr',
    purpose: 'offer',
    subject: 'Notre proposition ({reference})',
    body: `Bonjour {name},\n\nMerci pour le temps que vous nous avez accordé tout au long des entretiens. Nous sommes ravis de vous proposer le poste.\n\nVous trouverez ci-joint le détail de notre proposition : le poste, la date de prise de fonction, la rémunération et les avantages. Je serai heureux d’en parler avec vous et de répondre à vos questions : quel moment vous conviendrait pour un appel ?\n\n${signOff.fr}`,
  },
  defaultRejections.en,
  defaultRejections.fr,
  {
    name: 'Job application: rejection, position filled',
    language: 'en',
    purpose: 'rejection',
    rejectionReason: 'Position filled',
    subject: 'Your application for {position} ({reference})',
    body: `Dear {name},\n\nThank you for applying for {position}. The position has now been filled, so we will not be taking your application further.\n\nYour profile caught our attention, and we would be glad to hear from you again: new openings are published on our careers page.\n\n${signOff.en}`,
  },
  {
    name: 'Candidature : refus, poste pourvu',
    language: 'fr',
    purpose: 'rejection',
    rejectionReason: 'Position filled',
    subject: 'Votre candidature au poste « {position} » ({reference})',
    body: `Bonjour {name},\n\nMerci pour votre candidature au poste « {position} ». Ce poste est désormais pourvu : nous ne pouvons donc pas donner suite à votre candidature.\n\nVotre profil a retenu notre attention et nous serions heureux de vous lire à nouveau : nos nouvelles offres sont publiées sur notre page carrières.\n\n${signOff.fr}`,
  },
  {
    name: 'Job application: rejection, experience',
    language: 'en',
    purpose: 'rejection',
    rejectionReason: 'Experience does not match the role',
    subject: 'Your application for {position} ({reference})',
    body: `Dear {name},\n\nThank you for applying for {position}. For this role we are looking for more experience than your application shows, so we will not be taking it further.\n\nWe would welcome your application for a future opening as your career grows.\n\n${signOff.en}`,
  },
  {
    name: 'Candidature : refus, expérience',
    language: 'fr',
    purpose: 'rejection',
    rejectionReason: 'Experience does not match the role',
    subject: 'Votre candidature au poste « {position} » ({reference})',
    body: `Bonjour {name},\n\nMerci pour votre candidature au poste « {position} ». Pour ce poste, nous recherchons une expérience plus longue que celle dont fait état votre candidature : nous ne pouvons donc pas y donner suite.\n\nN’hésitez pas à postuler de nouveau à nos futures offres, à mesure que votre parcours s’enrichit.\n\n${signOff.fr}`,
  },
]
