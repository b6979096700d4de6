import type { FrenchSeed, RegionSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const westAfricaFr: FrenchSeed<RegionSeed> = {
  name: 'Afrique de l’Ouest',
  headline: 'Plus de 160 millions d’abonnés',
  description: `L’Afrique de l’Ouest est la première région de ${companyName}. Avec MTN, Airtel et Telecel, nous y proposons services à valeur ajoutée, fintech, marketplace, solutions pour les entreprises et IA à plus de 160 millions d’abonnés au Nigéria, au Ghana et au Tchad.`,
  figures: [
    { value: '160\u202fM+', label: 'Abonnés' },
    { value: '3', label: 'Pays' },
    { value: '5', label: 'Partenariats opérateurs' },
    { value: '24\u202fh/24', label: 'Assistance' },
  ],
  countries: [
    {
      name: 'Nigéria',
      services: [
        { text: 'SVA' },
        { text: 'Fintech' },
        { text: 'Entreprises' },
        { text: 'Solutions IA' },
      ],
    },
    {
      name: 'Ghana',
      services: [{ text: 'SVA' }, { text: 'Marketplace' }, { text: 'Entreprises' }],
    },
    {
      name: 'Tchad',
      services: [{ text: 'SVA' }, { text: 'Paiement mobile' }],
    },
  ],
  highlights: {
    heading: 'Réalisations clés',
    cards: [
      {
        title: 'Le Nigéria à grande échelle',
        description:
          'Notre premier marché : plus de 120 millions d’abonnés touchés avec MTN Nigeria et Airtel Nigeria.',
      },
      {
        title: 'Le Ghana multi-opérateurs',
        description:
          'SVA, marketplace et services aux entreprises avec MTN Ghana et Telecel Ghana pour 35M+ abonnés.',
      },
      {
        title: 'Le paiement mobile au Tchad',
        description:
          'Avec Airtel Chad, nos SVA et services de paiement mobile ouvrent la finance numérique à 8M+ abonnés.',
      },
      {
        title: 'Toujours en ligne',
        description:
          'Supervision 24 h/24 et 7 j/7 et assistance locale : nos plateformes affichent 99.9% de disponibilité.',
      },
    ],
  },
  homeCard: {
    description:
      'Notre première région : SVA, fintech et services aux entreprises avec les opérateurs de référence, pour plus de 160 millions d’abonnés.',
    features: [
      { text: '160M+ abonnés touchés' },
      { text: 'Partenariats avec MTN, Airtel et Telecel' },
      { text: 'SVA, fintech, marketplace et IA' },
    ],
    countriesLine: 'Nigéria, Ghana, Tchad',
    buttonLabel: 'Découvrir l’Afrique de l’Ouest',
  },
  meta: {
    title: `Afrique de l’Ouest : Nigéria, Ghana, Tchad | ${companyName}`,
    description:
      'SVA, fintech, marketplace, solutions pour les entreprises et IA avec MTN, Airtel et Telecel, pour 160M+ abonnés au Nigéria, au Ghana et au Tchad.',
    keywords:
      'Afrique de l’Ouest, SVA Nigéria, SVA Ghana, paiement mobile Tchad, MTN, Airtel, Telecel',
  },
}
