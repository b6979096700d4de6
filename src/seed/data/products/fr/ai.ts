import type { FrenchSeed, ProductSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const aiFr: FrenchSeed<ProductSeed> = {
  title: 'Solutions basées sur l’IA',
  tagline: 'Une IA conversationnelle au service de vos clients, sur tous les canaux',
  summary:
    'Un agent conversationnel IA qui répond aux clients, qualifie les prospects et traite les demandes d’assistance sur les sites web, les applications et les messageries.',
  description: `L’agent conversationnel IA de ${companyName} offre aux opérateurs et aux entreprises un assistant qui comprend les questions des clients et y répond instantanément, à toute heure. Il apprend de vos produits, de vos politiques et de votre base de connaissances, transmet les conversations complexes à des conseillers avec tout leur contexte, et parle les langues de vos clients. Vos équipes traitent plus de conversations à moindre coût, et vos clients obtiennent des réponses plus rapides.`,
  features: [
    {
      title: 'Compréhension du langage naturel',
      description:
        'Reconnaît l’intention et le contexte des messages rédigés librement, y compris les expressions locales.',
    },
    {
      title: 'Multilingue',
      description:
        'Échange en anglais, en français et dans les autres langues parlées sur vos marchés.',
    },
    {
      title: 'Transfert à un conseiller',
      description:
        'Transmet la conversation à un conseiller, avec tout l’historique, lorsqu’une intervention humaine est nécessaire.',
    },
    {
      title: 'Analyse des conversations',
      description:
        'Des rapports sur les sujets abordés, les taux de résolution et la satisfaction, pour améliorer les réponses au fil du temps.',
    },
  ],
  benefits: [
    { text: 'Des réponses instantanées 24/7 sans agrandir l’équipe support' },
    { text: 'Des informations cohérentes et exactes sur chaque canal' },
    { text: 'Plus de prospects qualifiés et un meilleur taux de conversion' },
    { text: 'Un coût réduit par interaction client' },
  ],
  sections: [
    {
      heading: 'Fonctionnalités du chatbot',
      items: [
        {
          title: 'Conversations intelligentes',
          description:
            'Comprend les questions, relance l’utilisateur si besoin et garde le contexte tout au long de l’échange.',
        },
        {
          title: 'Base de connaissances',
          description: 'Répond à partir de vos documents, FAQ et catalogue produits, tenus à jour.',
        },
        {
          title: 'Actions automatisées',
          description:
            'Consulte les soldes, prend des rendez-vous et crée des tickets via vos systèmes.',
        },
        {
          title: 'Apprentissage continu',
          description: 'S’améliore grâce aux conversations relues et aux retours de votre équipe.',
        },
      ],
    },
    {
      heading: 'Intégrations',
      intro: 'Déployez le même assistant partout où se trouvent vos clients.',
      items: [
        {
          title: 'Site web',
          description: 'Un widget de chat à intégrer à n’importe quel site web.',
        },
        {
          title: 'SDK mobile',
          description: 'Un chat natif dans vos applications Android et iOS.',
        },
        {
          title: 'WhatsApp Business',
          description: 'Des conversations automatisées sur la plateforme WhatsApp Business.',
        },
        {
          title: 'Messenger',
          description: 'Un service client sur Facebook Messenger.',
        },
        {
          title: 'API',
          description:
            'Une API REST pour connecter l’assistant à vos CRM, à la facturation et à vos autres systèmes.',
        },
      ],
    },
    {
      heading: 'Cas d’usage',
      items: [
        {
          title: 'Service client',
          description:
            'Traite instantanément les demandes courantes : soldes, forfaits, questions sur le compte.',
        },
        {
          title: 'Assistant commercial',
          description:
            'Recommande des produits, répond aux questions sur les tarifs et capte des prospects qualifiés.',
        },
        {
          title: 'Support technique',
          description:
            'Guide les utilisateurs pas à pas dans le dépannage et transmet les problèmes non résolus avec tous les détails.',
        },
      ],
    },
  ],
  meta: {
    title: `Solutions basées sur l’IA | ${companyName}`,
    description:
      'Chatbot IA pour le service client, les ventes et le support technique sur les sites web, les applications, WhatsApp Business, Messenger et par API.',
    keywords:
      'chatbot IA, agent conversationnel, IA conversationnelle, chatbot WhatsApp, automatisation du service client, IA Afrique',
  },
}
