import type { FrenchSeed, GlobalSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const networkPageFr: FrenchSeed<GlobalSeed<'network-page'>> = {
  hero: {
    eyebrow: 'Notre réseau',
    heading: 'Connectés aux principaux opérateurs africains',
    intro: `Les services de ${companyName} fonctionnent sur les réseaux de plus de 15 partenaires opérateurs et touchent plus de 250 millions d’abonnés en Afrique de l’Ouest, de l’Est et centrale.`,
  },
  stats: [
    { value: '250\u202fM+', label: 'Abonnés' },
    { value: '8+', label: 'Pays' },
    { value: '15+', label: 'Partenaires opérateurs' },
    { value: '99,9\u202f%', label: 'Disponibilité' },
  ],
  partners: {
    heading: 'Partenaires opérateurs',
    intro:
      'Nous travaillons avec les groupes qui connectent la majorité des abonnés mobiles africains.',
    items: [
      {
        title: 'MTN',
        description: 'SVA, services aux entreprises et paiement mobile avec les filiales de MTN.',
        countries: [
          { text: 'Nigéria' },
          { text: 'Ghana' },
          { text: 'Ouganda' },
          { text: 'Cameroun' },
        ],
      },
      {
        title: 'Airtel',
        description: 'SVA, fintech et solutions d’IA dans l’ensemble des pays d’Airtel Africa.',
        countries: [
          { text: 'Nigéria' },
          { text: 'Tchad' },
          { text: 'Kenya' },
          { text: 'Ouganda' },
          { text: 'Congo-Brazzaville' },
          { text: 'RD Congo' },
        ],
      },
      {
        title: 'Telecel, Glo, 9Mobile et d’autres',
        description:
          'Des services avec Telecel, Glo, 9Mobile, Moov Africa, Safaricom et PPL Net, qui élargissent notre couverture dans chaque région.',
        countries: [{ text: 'Ghana' }, { text: 'Nigéria' }, { text: 'Kenya' }],
      },
    ],
  },
  infrastructure: {
    heading: 'Notre infrastructure',
    intro:
      'Des plateformes de classe opérateur, conçues pour la montée en charge, la sécurité et la fiabilité.',
    items: [
      {
        title: 'Plateformes de classe opérateur',
        description:
          'Des systèmes redondants, à répartition de charge, qui traitent des millions de transactions par jour.',
      },
      {
        title: 'Intégration directe aux opérateurs',
        description:
          'Connexions SMPP, USSD, IVR et de facturation intégrées directement aux réseaux des opérateurs.',
      },
      {
        title: 'Sécurité et conformité',
        description:
          'Chiffrement, contrôle d’accès et protection des données conformes à la réglementation locale.',
      },
      {
        title: 'Supervision 24 h/24 et 7 j/7',
        description:
          'Un centre d’exploitation réseau surveille chaque service en continu pour une disponibilité de 99.9%.',
      },
    ],
  },
  regions: {
    heading: 'Découvrez nos régions',
    intro: 'Les pays, les partenaires et les services de chaque région.',
  },
  meta: {
    title: `Notre réseau | ${companyName}`,
    description:
      'Partenariats avec MTN, Airtel et plus de 15 opérateurs, infrastructure de classe opérateur et disponibilité de 99.9%, pour 250M+ abonnés en Afrique.',
    keywords:
      'partenaires opérateurs, MTN, Airtel, Telecel, Glo, réseau télécoms Afrique, disponibilité 99.9%',
  },
}
