import type { ReplyTemplate } from '@/payload-types'

import { defaultCandidateTemplates } from '@/recruiting/messages/default-templates'

type Seed = Pick<ReplyTemplate, 'name' | 'submissionType' | 'language' | 'subject' | 'body'> &
  Partial<Pick<ReplyTemplate, 'purpose' | 'rejectionReason'>>

const signature = {
  en: 'Kind regards,\n{sender}',
  fr: 'Bien cordialement,\n{sender}',
}

/**
 * A first reply per lead type, in English and French, which admins adapt; a job application's
 * acknowledgement, interview invitation, rejections and offer, which recruiters adapt.
 */
export const replyTemplates: Seed[] = [
  {
    name: 'Contact message: first reply',
    submissionType: 'contact-submissions',
    language: 'en',
    subject: 'Your message to us ({reference})',
    body: `Dear {name},\n\nThank you for your message. I am looking after it and would be glad to talk it through with you: when would suit you for a short call this week?\n\n${signature.en}`,
  },
  {
    name: 'Message de contact : première réponse',
    submissionType: 'contact-submissions',
    language: 'fr',
    subject: 'Votre message ({reference})',
    body: `Bonjour {name},\n\nMerci pour votre message. Je m’en occupe personnellement et serais ravi d’en discuter avec vous : quel moment vous conviendrait pour un court appel cette semaine ?\n\n${signature.fr}`,
  },
  {
    name: 'Quote request: first reply',
    submissionType: 'quote-requests',
    language: 'en',
    subject: 'Your quote request ({reference})',
    body: `Dear {name},\n\nThank you for your quote request. To prepare a proposal that fits your market, I would like to confirm a few details with you: could we speak in the next two days?\n\n${signature.en}`,
  },
  {
    name: 'Demande de devis : première réponse',
    submissionType: 'quote-requests',
    language: 'fr',
    subject: 'Votre demande de devis ({reference})',
    body: `Bonjour {name},\n\nMerci pour votre demande de devis. Afin de vous préparer une proposition adaptée à votre marché, j’aimerais préciser quelques points avec vous : pourrions-nous échanger dans les deux prochains jours ?\n\n${signature.fr}`,
  },
  {
    name: 'Partnership application: first reply',
    submissionType: 'partnership-applications',
    language: 'en',
    subject: 'Your partnership application ({reference})',
    body: `Dear {name},\n\nThank you for your interest in partnering with us. I am reviewing your application and will come back to you with next steps; in the meantime, feel free to send any material about your operations.\n\n${signature.en}`,
  },
  {
    name: 'Candidature de partenariat : première réponse',
    submissionType: 'partnership-applications',
    language: 'fr',
    subject: 'Votre candidature de partenariat ({reference})',
    body: `Bonjour {name},\n\nMerci de l’intérêt que vous portez à un partenariat avec nous. J’étudie votre candidature et reviens vers vous avec les prochaines étapes ; d’ici là, n’hésitez pas à nous transmettre toute documentation sur vos activités.\n\n${signature.fr}`,
  },
  ...defaultCandidateTemplates.map((template) => ({
    ...template,
    submissionType: 'career-applications' as const,
  })),
  {
    name: 'Market report request: follow-up',
    submissionType: 'market-report-requests',
    language: 'en',
    subject: 'Your market report ({reference})',
    body: `Dear {name},\n\nI hope the market report is useful. If you would like to go through the figures for your market, I would be happy to arrange a short call.\n\n${signature.en}`,
  },
  {
    name: 'Demande de rapport de marché : suivi',
    submissionType: 'market-report-requests',
    language: 'fr',
    subject: 'Votre rapport de marché ({reference})',
    body: `Bonjour {name},\n\nJ’espère que le rapport de marché vous est utile. Si vous souhaitez en parcourir les chiffres pour votre marché, je serais ravi d’organiser un court appel.\n\n${signature.fr}`,
  },
]
