import type { FrenchSeed, ProductSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const ccasFr: FrenchSeed<ProductSeed> = {
  title: 'Services de centre de contact',
  tagline: 'Une relation client multicanale, assurée par nos équipes jour et nuit',
  summary:
    'Services de centre de contact entrants et sortants par téléphone, SMS, e-mail, chat et réseaux sociaux, disponibles 24/7.',
  description: `${companyName} gère les opérations de centre de contact des opérateurs et des entreprises qui veulent une relation client réactive et homogène. Des conseillers multilingues formés traitent demandes d’information, réclamations, ventes et campagnes de fidélisation sur tous les canaux, avec l’appui de nos outils CRM, IVR et d’IA. Nos clients bénéficient de niveaux de service clairs, d’un contrôle qualité et de rapports détaillés.`,
  features: [
    {
      title: 'Conseillers multicanaux',
      description:
        'Téléphone, SMS, e-mail, chat en direct, WhatsApp et réseaux sociaux traités par une seule équipe.',
    },
    {
      title: 'Couverture 24/7',
      description:
        'Une présence en continu, avec des effectifs ajustables pour les pics d’activité et les campagnes.',
    },
    {
      title: 'Multilingue',
      description: 'Une assistance en anglais, en français et en langues locales.',
    },
    {
      title: 'Qualité et reporting',
      description: 'Écoute des appels, enquêtes de satisfaction et tableaux de bord SLA.',
    },
  ],
  benefits: [
    { text: 'Des délais de réponse plus courts et une meilleure satisfaction client' },
    { text: 'Un coût inférieur à celui d’un centre de contact interne' },
    { text: 'Une capacité qui s’ajuste à la hausse comme à la baisse selon vos campagnes' },
    { text: 'Une vision claire de ce que demandent vos clients, et pourquoi' },
  ],
  sections: [
    {
      heading: 'Services de centre de contact',
      items: [
        {
          title: 'Service client entrant',
          description:
            'Demandes d’information, réclamations et assistance technique sur tous les canaux.',
        },
        {
          title: 'Ventes et fidélisation sortantes',
          description: 'Campagnes de télévente, de reconquête et de vente additionnelle.',
        },
        {
          title: 'IVR et libre-service',
          description:
            'Des serveurs vocaux interactifs qui traitent automatiquement les demandes simples.',
        },
        {
          title: 'Support assisté par l’IA',
          description:
            'Chatbots et outils d’aide aux conseillers qui accélèrent la résolution des demandes.',
        },
        {
          title: 'Enquêtes et retours clients',
          description: 'Appels de satisfaction client et études de marché.',
        },
      ],
    },
  ],
  meta: {
    title: `Services de centre de contact | ${companyName}`,
    description:
      'Services de centre de contact multilingues 24/7 : service client entrant, ventes sortantes, IVR et support assisté par l’IA pour opérateurs et entreprises.',
    keywords:
      'centre de contact, centre d’appels Afrique, externalisation de la relation client, IVR, support multicanal',
  },
}
