import type { FrenchSeed, ProductSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const marketplaceFr: FrenchSeed<ProductSeed> = {
  title: 'Applications de place de marché',
  tagline: 'Des vitrines numériques qui relient vendeurs et acheteurs africains',
  summary:
    'Des applications de place de marché pensées pour le mobile, avec catalogues, paiements et suivi des livraisons, pour les opérateurs et les enseignes.',
  description: `${companyName} développe des applications de place de marché qui placent l’achat et la vente à portée de téléphone. Les commerçants mettent leurs produits en ligne en quelques minutes, les clients règlent par paiement mobile ou par carte, et les commandes sont suivies du paiement jusqu’à la livraison. Les applications sont assez légères pour les smartphones d’entrée de gamme et les réseaux instables : elles touchent ainsi des clients bien au-delà des grandes villes.`,
  features: [
    {
      title: 'Boutiques marchandes',
      description:
        'Les vendeurs gèrent catalogue, stocks, prix et promotions depuis un tableau de bord simple.',
    },
    {
      title: 'Paiements intégrés',
      description:
        'Règlement par paiement mobile, par carte ou à la livraison, avec rapprochement automatique.',
    },
    {
      title: 'Pensé pour le mobile',
      description:
        'Des applications rapides et économes en données, qui fonctionnent sur les appareils d’entrée de gamme et les connexions lentes.',
    },
    {
      title: 'Analyse des ventes',
      description:
        'Des rapports sur les commandes, les meilleures ventes et le comportement des clients pour chaque commerçant.',
    },
  ],
  benefits: [
    { text: 'De nouveaux canaux de vente numériques pour les petits comme les grands commerçants' },
    { text: 'Un commerce à la marque de l’opérateur, qui renforce la relation client' },
    { text: 'Des paiements sécurisés et un suivi des commandes qui inspirent confiance' },
    { text: 'S’adapte d’une seule ville à un déploiement national' },
  ],
  sections: [
    {
      heading: 'Ce que propose la place de marché',
      items: [
        {
          title: 'Pour les acheteurs',
          description:
            'Rechercher, comparer, payer et suivre ses commandes dans une seule application, dans la langue locale.',
        },
        {
          title: 'Pour les commerçants',
          description:
            'Inscription, mise en ligne des produits, gestion des commandes et versements, sans compétences techniques.',
        },
        {
          title: 'Pour les opérateurs',
          description:
            'Une place de marché à votre marque, qui stimule la consommation de données et les transactions de paiement mobile sur le réseau.',
        },
      ],
    },
  ],
  externalLink: {
    label: 'Visiter la place de marché',
  },
  meta: {
    title: `Applications de place de marché | ${companyName}`,
    description:
      'Applications de place de marché pensées pour le mobile : boutiques en ligne, paiement mobile et suivi des livraisons pour commerçants et opérateurs africains.',
    keywords:
      'place de marché, marketplace, application e-commerce, e-commerce Afrique, commerce mobile, boutique en ligne, paiement mobile, mobile money',
  },
}
