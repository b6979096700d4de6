import type { FrenchSeed, ProductSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const lotteryFr: FrenchSeed<ProductSeed> = {
  title: 'Loterie numérique',
  tagline: 'Des jeux de loterie transparents et réglementés sur le téléphone mobile',
  summary:
    'Une plateforme complète de loterie numérique pour opérateurs agréés : vente de billets par SMS, USSD, web et application, tirages certifiés et gains versés instantanément.',
  description: `La plateforme de loterie numérique de ${companyName} permet aux opérateurs de loterie agréés de vendre des billets partout où les joueurs ont un téléphone. Les joueurs achètent leurs billets avec leur crédit de communication ou par paiement mobile, les tirages sont effectués par un générateur de nombres aléatoires certifié, et les gains sont versés directement sur leur portefeuille mobile. Régulateurs et opérateurs disposent de pistes d’audit complètes et de rapports en temps réel sur chaque billet.`,
  features: [
    {
      title: 'Tous les canaux',
      description: 'Vente de billets par SMS, USSD, web et application mobile.',
    },
    {
      title: 'Tirages certifiés',
      description:
        'Génération de nombres aléatoires et processus de tirage conçus pour une certification indépendante.',
    },
    {
      title: 'Gains instantanés',
      description:
        'Les gains sont crédités automatiquement sur le portefeuille mobile du gagnant ou en crédit de communication.',
    },
    {
      title: 'Rapports réglementaires',
      description:
        'Pistes d’audit complètes et rapports en temps réel sur les ventes et les gains versés.',
    },
  ],
  benefits: [
    { text: 'Touchez des joueurs bien au-delà des points de vente physiques' },
    { text: 'Des coûts de distribution par billet réduits' },
    { text: 'Une transparence qui renforce la confiance des joueurs et du régulateur' },
    { text: 'Des outils de jeu responsable intégrés' },
  ],
  sections: [
    {
      heading: 'Fonctionnalités de la plateforme',
      items: [
        {
          title: 'Moteur de jeux',
          description:
            'Tirages quotidiens, hebdomadaires et à jackpot, jeux instantanés et tombolas, configurés sans code.',
        },
        {
          title: 'Paiements et portefeuilles',
          description:
            'Crédit de communication, paiement mobile ou carte bancaire, avec versement automatique des gains.',
        },
        {
          title: 'Gestion des joueurs',
          description:
            'Inscription, vérification de l’âge, plafonds de dépenses et auto-exclusion.',
        },
        {
          title: 'Notifications',
          description:
            'Confirmations de billets, résultats des tirages et alertes aux gagnants par SMS et notification push.',
        },
        {
          title: 'Back-office',
          description:
            'Tableaux de bord des ventes, des tirages, des gains versés et des rapports réglementaires.',
        },
      ],
    },
  ],
  meta: {
    title: `Plateforme de loterie numérique | ${companyName}`,
    description:
      'Plateforme de loterie numérique pour opérateurs agréés : vente de billets par SMS, USSD et application, tirages certifiés et gains versés instantanément sur portefeuille mobile.',
    keywords:
      'loterie numérique, loterie mobile, plateforme de loterie, loterie USSD, logiciel de loterie Afrique',
  },
}
