import type { FrenchSeed, GlobalSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const aboutPageFr: FrenchSeed<GlobalSeed<'about-page'>> = {
  hero: {
    eyebrow: `À propos de ${companyName}`,
    heading: 'Bâtir l’avenir numérique de l’Afrique avec les opérateurs mobiles',
    intro:
      'Depuis 2015, nous aidons les opérateurs africains à faire de leurs réseaux des plateformes de divertissement, de paiement et de services numériques du quotidien.',
  },
  stats: [
    { value: '250\u202fM+', label: 'Abonnés touchés' },
    { value: '8+', label: 'Pays africains' },
    { value: '25+', label: 'Collaborateurs' },
    { value: '2015', label: 'Entrée sur le marché africain' },
  ],
  story: {
    heading: 'Notre histoire',
    paragraphs: [
      {
        text: `${companyName} est une société de services télécoms et numériques dont le siège est à Hyderabad, en Inde. Nous sommes arrivés sur le marché africain en 2015 avec une conviction simple : les abonnés mobiles méritent des services pensés pour leurs langues, leurs habitudes et leur budget, et les opérateurs méritent un partenaire capable de les leur proposer rapidement et de manière fiable.`,
      },
      {
        text: 'Nés des services à valeur ajoutée, nous proposons aujourd’hui un portefeuille qui couvre la fintech, les applications de place de marché, les solutions pour les entreprises, l’IA, le CPaaS, le streaming OTT, les contenus, la loterie, l’IoT et les services de centre de contact. Nos services touchent désormais plus de 250 millions d’abonnés dans plus de 8 pays africains, avec des partenaires tels que MTN, Airtel, Telecel, Glo et Safaricom.',
      },
      {
        text: 'Notre équipe de plus de 25 professionnels couvre le produit, l’ingénierie, l’exploitation et les partenariats, et assure le fonctionnement de chaque plateforme 24 h/24 et 7 j/7. Nous travaillons aujourd’hui à notre Vision 2030 : servir 500 millions d’abonnés.',
      },
    ],
  },
  strengths: {
    heading: 'Nos points forts',
    intro: 'Ce que les opérateurs et les entreprises trouvent chez nous.',
    items: [
      {
        title: 'Une expertise SVA éprouvée',
        description:
          'Dix ans de lancement et d’exploitation de services à valeur ajoutée avec les principaux opérateurs africains.',
      },
      {
        title: 'Une équipe technique agile',
        description:
          'Une équipe resserrée et expérimentée, qui passe de l’idée au service en production en quelques semaines.',
      },
      {
        title: 'Un développement de bout en bout',
        description:
          'Conception, développement, intégration, lancement, marketing et exploitation sous un même toit.',
      },
      {
        title: 'Une fine connaissance de l’Afrique',
        description:
          'Une compréhension approfondie des usages des abonnés, de la réglementation et des processus des opérateurs sur tout le continent.',
      },
      {
        title: 'L’innovation au cœur',
        description:
          'Des investissements continus dans l’IA, l’infodivertissement 5G, l’IoT et les nouveaux services numériques.',
      },
      {
        title: 'Des partenariats stratégiques',
        description:
          'Des relations durables avec plus de 15 partenaires opérateurs et fournisseurs de technologies.',
      },
    ],
  },
  journey: {
    heading: 'Notre parcours',
    intro: 'De notre premier lancement en Afrique à notre Vision 2030.',
  },
  visionMission: {
    visionTitle: 'Notre vision',
    visionText:
      'Atteindre 500 millions d’abonnés d’ici 2030 grâce à des services numériques qui font la différence.',
    missionTitle: 'Notre mission',
    missionText:
      'Nous développer dans l’infodivertissement 5G, les plateformes d’IA, l’IoT et les services numériques, aux côtés de nos partenaires opérateurs à travers l’Afrique.',
  },
  meta: {
    title: `À propos | ${companyName}`,
    description: `${companyName} : fournisseur de SVA télécoms et de services numériques basé à Hyderabad, présent en Afrique depuis 2015, avec 250M+ abonnés touchés.`,
    keywords:
      'à propos, société de SVA télécoms, Afrique depuis 2015, Hyderabad, fournisseur de services numériques',
  },
}
