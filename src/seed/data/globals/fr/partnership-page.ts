import type { FrenchSeed, GlobalSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const partnershipPageFr: FrenchSeed<GlobalSeed<'partnership-page'>> = {
  hero: {
    eyebrow: 'Partenariat',
    heading: 'Grandissons ensemble en Afrique',
    intro: `Devenez partenaire de ${companyName} et proposez vos produits, votre technologie ou votre connaissance du marché à plus de 250 millions d’abonnés dans plus de 8 pays africains.`,
  },
  models: {
    heading: 'Modèles de partenariat',
    intro: 'Choisissez le modèle adapté à votre activité.',
    items: [
      {
        title: 'Partenariat stratégique',
        description:
          'Une collaboration de long terme pour concevoir et lancer ensemble de nouveaux services numériques sur plusieurs marchés.',
        benefits: [
          { text: 'Développement produit et mise sur le marché conjoints' },
          { text: 'Modèles de partage des revenus' },
          { text: 'Accès à nos relations avec les opérateurs' },
          { text: 'Pilotage par la direction' },
        ],
      },
      {
        title: 'Partenariat de distribution',
        description:
          'Revendez ou recommandez nos solutions aux opérateurs, entreprises et institutions de votre marché.',
        benefits: [
          { text: 'Commissions et marges attractives' },
          { text: 'Formation commerciale et technique' },
          { text: 'Supports marketing et campagnes co-brandées' },
        ],
      },
      {
        title: 'Partenariat technologique',
        description:
          'Intégrez votre plateforme, vos contenus ou vos API à nos services pour toucher les opérateurs de toute l’Afrique.',
        benefits: [
          { text: 'Accompagnement à l’intégration par nos ingénieurs' },
          { text: 'Distribution via notre réseau d’opérateurs' },
          { text: 'Co-conception de solutions' },
          { text: 'Certification technique' },
        ],
      },
      {
        title: 'Partenariat régional',
        description:
          'Représentez-nous dans un pays ou une région et aidez-nous à lancer des services avec les opérateurs locaux.',
        benefits: [
          { text: 'Collaboration par territoire' },
          { text: 'Appui pour l’entrée sur le marché et la réglementation' },
          { text: 'Partage des revenus des lancements locaux' },
        ],
      },
    ],
  },
  requirements: {
    heading: 'Conditions de partenariat',
    items: [
      { text: 'Une entreprise immatriculée et en règle' },
      {
        text: 'Une expérience pertinente dans les télécoms, la fintech ou les services numériques',
      },
      { text: 'Une présence ou un réseau établi sur votre marché cible' },
      { text: 'Une capacité d’exécution technique ou commerciale' },
      { text: 'Un engagement pour la conformité et la protection des données' },
      { text: 'Des valeurs partagées d’intégrité et d’orientation client' },
    ],
  },
  application: {
    heading: 'Candidature de partenariat',
    intro: 'Présentez-nous votre entreprise et ce que vous aimeriez construire avec nous.',
    reviewTime: '3 à 5 jours ouvrés',
    quoteLinkLabel: 'Besoin plutôt d’un devis de projet ? Demander un devis',
  },
  meta: {
    title: `Partenariat | ${companyName}`,
    description: `Devenez partenaire stratégique, de distribution, technologique ou régional de ${companyName} et touchez 250M+ abonnés à travers l’Afrique.`,
    keywords:
      'partenariat, partenaire de distribution, partenaire technologique, partenariat télécoms Afrique, revendeur',
  },
}
