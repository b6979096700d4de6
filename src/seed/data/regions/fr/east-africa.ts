import type { FrenchSeed, RegionSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const eastAfricaFr: FrenchSeed<RegionSeed> = {
  name: 'Afrique de l’Est',
  headline: 'Plus de 40 millions d’abonnés',
  description: `En Afrique de l’Est, ${companyName} associe les services à valeur ajoutée à la fintech, au paiement mobile, aux solutions pour les entreprises et à l’IA. Avec Airtel et MTN, nous servons plus de 40 millions d’abonnés au Kenya et en Ouganda, et nous préparons les prochaines étapes de notre croissance dans la région.`,
  figures: [
    { value: '40\u202fM+', label: 'Abonnés' },
    { value: '2', label: 'Pays' },
    { value: '3', label: 'Partenariats opérateurs' },
    { value: '24\u202fh/24', label: 'Assistance' },
  ],
  countries: [
    {
      name: 'Kenya',
      services: [{ text: 'SVA' }, { text: 'Fintech' }, { text: 'Solutions IA' }],
    },
    {
      name: 'Ouganda',
      services: [{ text: 'SVA' }, { text: 'Entreprises' }, { text: 'Paiement mobile' }],
    },
  ],
  highlights: {
    heading: 'Nos axes prioritaires',
    cards: [
      {
        title: 'Fintech et paiement mobile',
        description:
          'Des solutions de paiement pour l’une des régions du monde où le paiement mobile est le plus ancré dans les usages.',
      },
      {
        title: 'Un engagement piloté par l’IA',
        description:
          'Chatbots IA et campagnes intelligentes aident les opérateurs à mieux servir et fidéliser leurs abonnés.',
      },
      {
        title: 'Services à valeur ajoutée',
        description: 'Divertissement, information et santé : des services adaptés à chaque marché.',
      },
      {
        title: 'Digitalisation des entreprises',
        description:
          'Cloud, services managés et plateformes de paiement pour les entreprises et les institutions.',
      },
    ],
  },
  roadmap: {
    heading: 'Objectifs 2024',
    goals: [
      { text: 'Nous implanter en Tanzanie et au Rwanda' },
      { text: 'Lancer des services 5G et d’IA' },
      { text: 'Renforcer nos liens avec nos partenaires opérateurs' },
    ],
  },
  homeCard: {
    description:
      'Une région en forte croissance où nous associons SVA, fintech, paiement mobile et IA pour plus de 40 millions d’abonnés.',
    features: [
      { text: '40M+ abonnés touchés' },
      { text: 'Partenariats avec Airtel et MTN' },
      { text: 'Fintech, paiement mobile et solutions IA' },
    ],
    countriesLine: 'Kenya, Ouganda',
    buttonLabel: 'Découvrir l’Afrique de l’Est',
  },
  meta: {
    title: `Afrique de l’Est : Kenya, Ouganda | ${companyName}`,
    description:
      'SVA, fintech, paiement mobile, solutions pour les entreprises et IA avec Airtel et MTN, pour 40M+ abonnés au Kenya et en Ouganda.',
    keywords:
      'Afrique de l’Est, SVA Kenya, paiement mobile Ouganda, Airtel Kenya, MTN Uganda, solutions IA',
  },
}
