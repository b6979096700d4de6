import type { FrenchSeed, RegionSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const centralAfricaFr: FrenchSeed<RegionSeed> = {
  name: 'Afrique centrale',
  headline: 'Plus de 25 millions d’abonnés',
  description: `Avec MTN et Airtel, ${companyName} apporte à l’Afrique centrale services à valeur ajoutée, paiement mobile, fintech et solutions pour les entreprises. Nous servons plus de 25 millions d’abonnés au Cameroun et au Congo-Brazzaville, et nous étendons nos activités à la République démocratique du Congo.`,
  figures: [
    { value: '25\u202fM+', label: 'Abonnés' },
    { value: '3', label: 'Pays' },
    { value: '99,5\u202f%', label: 'Fiabilité' },
  ],
  countries: [
    {
      name: 'Cameroun',
      services: [{ text: 'SVA' }, { text: 'Entreprises' }, { text: 'Paiement mobile' }],
    },
    {
      name: 'Congo-Brazzaville',
      services: [{ text: 'SVA' }, { text: 'Fintech de base' }],
    },
    {
      name: 'RD Congo',
      note: 'Expansion',
      services: [{ text: 'SVA' }, { text: 'Entreprises' }],
    },
  ],
  highlights: {
    heading: 'Notre approche',
    cards: [
      {
        title: 'Partenariat opérateur',
        description:
          'Nous lançons chaque service conjointement avec l’opérateur local et partageons son succès.',
      },
      {
        title: 'Français et anglais avant tout',
        description:
          'Services, contenus et assistance conçus pour les marchés francophones et bilingues.',
      },
      {
        title: 'Inclusion financière',
        description:
          'Paiement mobile et fintech de base pour ouvrir le paiement numérique aux populations non bancarisées.',
      },
      {
        title: 'Expansion progressive',
        description:
          'Nos services éprouvés se déploient marché par marché, à commencer par la RD Congo.',
      },
    ],
  },
  homeCard: {
    description:
      'Des marchés en croissance où nous apportons SVA, paiement mobile et services aux entreprises à plus de 25 millions d’abonnés.',
    features: [
      { text: '25M+ abonnés touchés' },
      { text: 'Partenariats avec MTN et Airtel' },
      { text: 'Expansion en RD Congo' },
    ],
    countriesLine: 'Cameroun, Congo, RD Congo',
    buttonLabel: 'Découvrir l’Afrique centrale',
  },
  meta: {
    title: `Afrique centrale : Cameroun, Congo, RD Congo | ${companyName}`,
    description:
      'SVA, paiement mobile, fintech et solutions pour les entreprises avec MTN et Airtel, pour 25M+ abonnés au Cameroun, au Congo et en RD Congo.',
    keywords:
      'Afrique centrale, SVA Cameroun, Congo-Brazzaville, RD Congo, MTN Cameroon, Airtel Congo',
  },
}
