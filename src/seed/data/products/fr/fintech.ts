import type { FrenchSeed, ProductSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const fintechFr: FrenchSeed<ProductSeed> = {
  title: 'Solutions fintech',
  tagline: 'Paiements numériques sécurisés et encaissement de factures pour les marchés africains',
  summary:
    'Une passerelle de paiement et des passerelles de facturation qui relient le paiement mobile, les cartes et les banques aux entreprises qui doivent encaisser.',
  description: `${companyName} construit les infrastructures de paiement qui permettent aux opérateurs, aux fournisseurs d’eau et d’énergie et aux commerçants d’encaisser par voie numérique. Nos passerelles relient portefeuilles mobiles, comptes bancaires et cartes via une intégration unique, rapprochent automatiquement chaque transaction et reversent les fonds selon le calendrier convenu. Elles traitent déjà les factures d’énergie et les paiements marchands de clients qui devaient autrefois faire la queue pour payer en espèces.`,
  features: [
    {
      title: 'Paiements multicanaux',
      description:
        'Paiement mobile, cartes, virements bancaires et paiements USSD via une API unique.',
    },
    {
      title: 'La sécurité d’abord',
      description:
        'Transactions chiffrées, tokenisation et détection de la fraude, selon les pratiques bancaires et la norme PCI DSS.',
    },
    {
      title: 'Rapprochement automatique',
      description:
        'Chaque paiement est rapproché de sa facture ou de son compte, avec des rapports de règlement pour les équipes financières.',
    },
    {
      title: 'Confirmation en temps réel',
      description:
        'Clients et facturiers reçoivent instantanément reçus et mises à jour de statut par SMS et e-mail.',
    },
  ],
  benefits: [
    { text: 'Des encaissements plus rapides et moins de frais de manipulation des espèces' },
    { text: 'Une seule intégration pour tous les grands moyens de paiement' },
    { text: 'Des rapports transparents pour les équipes finance et d’audit' },
    { text: 'Des paiements pratiques, 24/7, pour vos clients' },
  ],
  sections: [
    {
      heading: 'Produits fintech',
      intro: 'Des passerelles en production chez des commerçants et des fournisseurs d’énergie.',
      items: [
        {
          title: 'Passerelle de paiement',
          description:
            'Une passerelle de paiement marchande qui accepte le paiement mobile, les cartes et les virements bancaires en ligne et dans les applications, avec page de paiement hébergée, API et rapports de règlement.',
        },
        {
          title: 'Passerelle de facturation du gaz naturel',
          description:
            'Permet aux ménages et aux entreprises de régler leurs factures de gaz naturel depuis leur téléphone, avec validation du compte, reçu instantané et imputation automatique dans le système de facturation.',
        },
        {
          title: 'Passerelle de facturation d’électricité',
          description:
            'Paiement des factures et achat de codes de recharge prépayés pour une société d’électricité, qui réduit les files d’attente aux guichets et accélère le recouvrement.',
        },
      ],
    },
  ],
  meta: {
    title: `Solutions fintech | ${companyName}`,
    description:
      'Passerelle de paiement et passerelles de facturation du gaz naturel et de l’électricité : paiement mobile, carte et virement bancaire pour les entreprises africaines.',
    keywords:
      'fintech Afrique, passerelle de paiement, mobile money, paiement mobile, paiement de factures, passerelle de facturation',
  },
}
