import type { FrenchSeed, GlobalSeed } from '../../../types'
import { companyName } from '@/lib/site/company'
import { markets } from '../../markets'

export const homePageFr: FrenchSeed<GlobalSeed<'home-page'>> = {
  hero: {
    eyebrow: 'La confiance des opérateurs mobiles dans plus de 8 pays africains',
    heading: 'Au cœur des services numériques en Afrique',
    intro: `${companyName} aide les opérateurs mobiles et les entreprises à lancer services à valeur ajoutée, fintech, IA et solutions numériques auprès de plus de 250 millions d’abonnés.`,
    primaryLabel: 'Découvrir nos solutions',
    secondaryLabel: 'Notre réseau',
  },
  flagStrip: {
    label: 'Nos pays de présence',
    countries: markets('fr').map(({ name }) => ({ name })),
  },
  services: {
    heading: 'Nos solutions',
    intro:
      'Des services numériques de bout en bout, conçus pour les marchés africains et exploités aux côtés des opérateurs qui les desservent.',
    cards: [
      {
        title: 'Services à valeur ajoutée (SVA)',
        description:
          'Des services par abonnement qui divertissent, informent et fidélisent les abonnés tout en augmentant les revenus des opérateurs.',
        features: [
          { text: 'CRBT et musique' },
          { text: 'Jeux et quiz' },
          { text: 'Santé et Doctor on Call' },
          { text: 'Concours de talents et d’influenceurs' },
        ],
      },
      {
        title: 'Solutions fintech',
        description:
          'Des passerelles de paiement et de facturation sécurisées qui font passer les encaissements du cash au mobile.',
        features: [
          { text: 'Passerelle de paiement' },
          { text: 'Paiement des factures' },
          { text: 'Intégration du paiement mobile' },
          { text: 'Rapprochement automatique' },
        ],
      },
      {
        title: 'Applications de place de marché',
        description:
          'Des places de marché pensées pour le mobile, qui relient commerçants et clients.',
        features: [
          { text: 'Vitrines en ligne' },
          { text: 'Règlement par paiement mobile' },
          { text: 'Suivi des commandes et des livraisons' },
          { text: 'Analyse des ventes' },
        ],
      },
      {
        title: 'Solutions pour entreprises',
        description:
          'Cloud, services managés et plateformes sur mesure pour les entreprises et les institutions.',
        features: [
          { text: 'Cloud et services managés' },
          { text: 'Paiement des frais de scolarité' },
          { text: 'Applications sur mesure' },
          { text: 'Support technique 24 h/24 et 7 j/7' },
        ],
      },
      {
        title: 'Solutions basées sur l’IA',
        description:
          'Une IA conversationnelle qui répond instantanément à vos clients, sur tous les canaux.',
        features: [
          { text: 'Chatbot IA' },
          { text: 'WhatsApp Business et Messenger' },
          { text: 'Service client et support technique' },
          { text: 'Assistant commercial' },
        ],
      },
      {
        title: 'Infodivertissement 5G',
        description:
          'Vidéo, musique et divertissement en direct en streaming, prêts pour les réseaux 5G.',
        features: [
          { text: 'Streaming OTT' },
          { text: 'Vidéo HD à la demande' },
          { text: 'Facturation opérateur' },
          { text: 'Intégration aux forfaits data' },
        ],
      },
    ],
  },
  footprint: {
    heading: 'Notre présence régionale',
    intro:
      'Des services en production chez des opérateurs de référence en Afrique de l’Ouest, de l’Est et centrale.',
  },
  vision: {
    heading: 'Vision et mission',
    visionTitle: 'Notre vision',
    visionText:
      'Atteindre 500 millions d’abonnés d’ici 2030 et devenir le partenaire de services numériques le plus fiable des opérateurs mobiles africains.',
    missionTitle: 'Notre mission',
    missionText:
      'Nous développer dans l’infodivertissement 5G, les plateformes d’IA, l’IoT et les services numériques qui améliorent le quotidien des abonnés à travers l’Afrique.',
  },
  contact: {
    heading: 'Lancez votre projet',
    intro: 'Décrivez-nous ce que vous souhaitez mettre en place : notre équipe vous recontactera.',
  },
  meta: {
    title: `${companyName} | SVA télécoms, fintech et solutions numériques en Afrique`,
    description:
      'SVA, fintech, marketplace, solutions pour les entreprises, IA et infodivertissement 5G pour les opérateurs mobiles : 250M+ abonnés touchés dans plus de 8 pays africains.',
    keywords:
      'SVA télécoms Afrique, services à valeur ajoutée, fintech, solutions IA, infodivertissement 5G, opérateurs mobiles',
  },
}
