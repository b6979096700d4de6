import type { FrenchSeed, PageSeed } from '../../../types'
import { companyName } from '@/lib/site/company'
import { bulletList, heading, paragraph, richText } from '../lexical'

/** The /fr/get-quote page's copy; the form itself is the quote form. */
export const getQuoteFr: FrenchSeed<PageSeed> = {
  title: 'Demander un devis',
  intro:
    'Présentez-nous votre projet et recevez une proposition sur mesure. Nous vous répondons sous 24 heures.',
  layout: [
    {
      content: richText(
        heading('Les prochaines étapes'),
        bulletList(
          ['Notre équipe solutions étudie vos besoins.'],
          ['Nous vous répondons sous 24 heures avec nos questions ou une proposition détaillée.'],
          ['Nous convenons avec vous du périmètre, du calendrier et du modèle commercial.'],
        ),
        paragraph(
          'Vous préférez d’abord en parler ? Utilisez le numéro de téléphone ou l’adresse e-mail indiqués en bas de cette page.',
        ),
      ),
    },
  ],
  meta: {
    title: `Demander un devis | ${companyName}`,
    description:
      'Demandez une proposition sur mesure pour vos solutions SVA, fintech, marketplace, entreprises, IA ou infodivertissement 5G. Réponse sous 24 heures.',
    keywords:
      'demande de devis, proposition SVA, tarifs solutions télécoms, devis fintech, devis chatbot IA',
  },
}
