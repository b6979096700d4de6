import type { FrenchSeed, ProductSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const cpaasFr: FrenchSeed<ProductSeed> = {
  title: 'CPaaS',
  tagline: 'La plateforme de communication en tant que service pour tous vos canaux clients',
  summary:
    'Messagerie d’entreprise enrichie, WhatsApp Business, appels sortants automatisés, USSD et SMS sur une seule plateforme, avec un seul jeu d’API.',
  description: `La plateforme de communication de ${companyName} permet aux entreprises de joindre leurs clients sur les canaux qu’ils utilisent déjà, du SMS et de l’USSD sur les téléphones basiques à la messagerie enrichie sur smartphone. Les connexions directes aux opérateurs garantissent des taux de délivrance élevés et une faible latence, tandis qu’un seul tableau de bord et une seule API gèrent campagnes, alertes et conversations bidirectionnelles. Elle est conçue pour les banques, les distributeurs, les fournisseurs d’eau et d’énergie et les services publics qui doivent communiquer à grande échelle.`,
  features: [
    {
      title: 'Une seule API',
      description:
        'Envoyez et recevez sur tous les canaux grâce à une API unique et bien documentée.',
    },
    {
      title: 'Routes directes opérateurs',
      description:
        'Des connexions aux réseaux des opérateurs pour une délivrance rapide et fiable.',
    },
    {
      title: 'Rapports de délivrance',
      description:
        'Accusés de réception en temps réel, suivi des clics et des réponses pour chaque campagne.',
    },
    {
      title: 'Gestion des audiences',
      description:
        'Listes de contacts, segmentation, désinscriptions et planification dans un seul tableau de bord.',
    },
  ],
  benefits: [
    { text: 'Touchez aussi bien les utilisateurs de smartphones que de téléphones basiques' },
    { text: 'Des taux de délivrance élevés grâce aux connexions directes aux opérateurs' },
    { text: 'Une tarification qui suit votre croissance, sans infrastructure à bâtir' },
    { text: 'Supervision et support 24/7' },
  ],
  sections: [
    {
      heading: 'Services CPaaS',
      items: [
        {
          title: 'Communication RBMS',
          description:
            'Une messagerie d’entreprise enrichie avec expéditeur vérifié à vos couleurs, images, carrousels et réponses suggérées, pour des conversations bidirectionnelles engageantes.',
        },
        {
          title: 'WhatsApp Business',
          description:
            'Notifications, service client et commerce conversationnel sur la plateforme WhatsApp Business, avec des modèles de messages approuvés.',
        },
        {
          title: 'Services OBD',
          description:
            'Des campagnes d’appels sortants qui diffusent messages vocaux préenregistrés, enquêtes et offres, avec réponses sur le clavier du téléphone.',
        },
        {
          title: 'USSD et SMS',
          description:
            'Des menus USSD interactifs et des SMS en masse, transactionnels et bidirectionnels, compatibles avec tous les téléphones mobiles.',
        },
      ],
    },
  ],
  meta: {
    title: `CPaaS : plateforme de communication en tant que service | ${companyName}`,
    description:
      'Messagerie d’entreprise enrichie, WhatsApp Business, campagnes vocales OBD, USSD et SMS via une seule API, avec des routes directes opérateurs en Afrique.',
    keywords:
      'CPaaS, SMS en masse, USSD, API WhatsApp Business, OBD, messagerie RCS entreprise, Afrique',
  },
}
