import type { FrenchSeed, PageSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

/** The /fr/ussd-ghana landing page's French, block by block. */
export const ussdGhanaFr: FrenchSeed<PageSeed> = {
  title: 'Services USSD au Ghana',
  layout: [
    {
      eyebrow: 'Services USSD · Ghana',
      heading: 'Des services USSD qui touchent tous les téléphones au Ghana',
      text: 'Des menus qui fonctionnent sur n’importe quel téléphone, sans données ni application : paiement mobile, abonnements, enquêtes et service client. Nous les concevons, les raccordons aux opérateurs et les exploitons jour et nuit.',
      ctaLabel: 'Demander un devis',
    },
    {
      heading: 'Pourquoi l’USSD',
      figures: [
        { value: '100\u202f%', label: 'Des téléphones mobiles y accèdent, basiques compris' },
        { value: '0\u00a0Mo', label: 'De données nécessaires, et rien à télécharger' },
        { value: '24\u00a0h/24', label: 'Supervision et assistance' },
      ],
    },
    {
      heading: 'Ce que vous pouvez proposer',
      intro: 'Un seul code court, plusieurs services, chacun avec ses menus et ses rapports.',
      cards: [
        {
          title: 'Menus de paiement mobile',
          description: 'Solde, transferts, factures et paiements marchands en quelques étapes.',
        },
        {
          title: 'Abonnements et contenus',
          description:
            'Conseils du jour, alertes et divertissement, facturés sur le crédit, avec une désinscription claire.',
        },
        {
          title: 'Enquêtes et sondages',
          description:
            'Touchez les abonnés qui n’ouvrent jamais d’application, et suivez les réponses en direct.',
        },
        {
          title: 'Service client en libre-service',
          description: 'Forfaits, soldes et services SIM sans appeler le centre de contact.',
        },
      ],
    },
    { heading: 'Nos services associés' },
    {
      heading: 'Où nous l’exploitons',
      intro: 'Le Ghana d’abord, avec la même plateforme dans toute l’Afrique de l’Ouest.',
    },
    {
      quote:
        'Les menus USSD ont été lancés dans les délais, et les abonnés s’en sont servis dès le premier jour, sur tous les types de téléphones.',
    },
    {
      heading: 'Questions et réponses',
      items: [
        {
          question: 'Les abonnés ont-ils besoin d’un smartphone ou de données ?',
          answer:
            'Non. L’USSD fonctionne sur tous les téléphones GSM, avec ou sans données, et rien n’est à installer.',
        },
        {
          question: 'Combien de temps faut-il pour lancer un service ?',
          answer:
            'En général quatre à huit semaines après la validation du périmètre : menus, intégration, tests opérateur et lancement.',
        },
        {
          question: 'Sur quels réseaux le service peut-il fonctionner ?',
          answer:
            'Nous nous raccordons aux opérateurs de votre choix, via leurs passerelles USSD, et menons avec eux les validations techniques.',
        },
        {
          question: 'Les menus peuvent-ils être en langues locales ?',
          answer:
            'Oui. Chaque menu peut être proposé en anglais et dans les langues de vos abonnés, comme le twi, le ga ou l’éwé.',
        },
      ],
    },
    {
      heading: 'Parlez-nous de votre projet USSD',
      intro: 'Nous vous répondons sous 24 heures avec nos questions ou une proposition.',
    },
  ],
  meta: {
    title: `Services USSD au Ghana | ${companyName}`,
    description:
      'Des menus USSD pour le paiement mobile, les abonnements, les enquêtes et le service client au Ghana : sur tout téléphone, sans données ni application. Demandez un devis.',
    keywords:
      'USSD Ghana, code court USSD, menus de paiement mobile, services USSD, téléphones basiques',
  },
}
