import type { FrenchSeed, ProductSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const vasFr: FrenchSeed<ProductSeed> = {
  title: 'Services à valeur ajoutée (SVA)',
  tagline: 'Des services mobiles qui dopent les revenus des opérateurs et la fidélité des abonnés',
  summary:
    'Des services mobiles par abonnement, des tonalités d’attente personnalisées aux lignes santé et aux concours de talents, gérés de bout en bout pour les opérateurs.',
  description: `${companyName} conçoit, lance et exploite des services à valeur ajoutée pour les opérateurs mobiles à travers l’Afrique. Notre portefeuille touche plus de 250 millions d’abonnés dans plus de 8 pays, et chaque service est adapté à son marché, facturé par l’opérateur et bénéficie d’un support 24/7. Les opérateurs génèrent de nouveaux revenus récurrents sans avoir à bâtir eux-mêmes la plateforme, la chaîne de production des contenus ni le dispositif marketing.`,
  features: [
    {
      title: 'Lancement rapide',
      description:
        'Grâce à des plateformes pré-intégrées, un nouveau service est opérationnel sur le réseau d’un opérateur en quelques semaines, et non en plusieurs mois.',
    },
    {
      title: 'Contenus localisés',
      description: 'Contenus, langues et tarifs sont adaptés à chaque marché, de Lagos à Kinshasa.',
    },
    {
      title: 'Analyse des revenus',
      description:
        'Des tableaux de bord en temps réel suivent les abonnements, le taux de désabonnement et les revenus par service et par campagne.',
    },
    {
      title: 'Facturation conforme',
      description:
        'Double opt-in, tarifs clairs et intégration à la facturation de l’opérateur protègent les abonnés comme les marques.',
    },
  ],
  benefits: [
    { text: 'De nouveaux revenus récurrents, sans investissement initial dans une plateforme' },
    { text: 'Un engagement accru des abonnés et un taux de désabonnement réduit' },
    { text: 'Des services éprouvés, déjà en production chez de grands opérateurs africains' },
    { text: 'Une surveillance permanente et une disponibilité de la plateforme de 99.9%' },
    { text: 'Des campagnes marketing planifiées et menées avec l’opérateur' },
  ],
  sections: [
    {
      heading: 'Notre portefeuille SVA',
      intro: 'Huit services, disponibles selon le marché par SMS, USSD, IVR, web ou application.',
      items: [
        {
          title: 'CRBT',
          description:
            'Tonalités d’attente personnalisées : les abonnés remplacent la sonnerie classique par les derniers tubes locaux et internationaux.',
        },
        {
          title: 'Jeux',
          description:
            'Un catalogue de jeux grand public et HTML5 proposés via un portail d’abonnement, jouables sur tout smartphone.',
        },
        {
          title: 'Quiz',
          description:
            'Questions de culture générale et concours quotidiens par SMS et USSD, avec points, classements et lots à gagner.',
        },
        {
          title: 'Santé et bien-être',
          description:
            'Conseils, rappels et recommandations sur la nutrition, la forme, la santé maternelle et le bien-être, rédigés avec des professionnels de santé.',
        },
        {
          title: 'Musique',
          description:
            'Écoute en continu et téléchargement de titres d’artistes africains et internationaux, avec des playlists soigneusement sélectionnées.',
        },
        {
          title: 'Médecin par téléphone',
          description:
            'Les abonnés joignent des médecins qualifiés par téléphone pour une consultation ou un conseil, à toute heure.',
        },
        {
          title: 'Concours de talents',
          description:
            'Des compétitions sur mobile où les abonnés envoient leurs prestations et votent, pour révéler les nouvelles stars locales.',
        },
        {
          title: 'Concours d’influenceurs',
          description:
            'Des campagnes qui permettent aux abonnés de suivre leurs influenceurs et créateurs préférés, de voter pour eux et d’interagir avec eux.',
        },
      ],
    },
  ],
  meta: {
    title: `Services à valeur ajoutée (SVA) | ${companyName}`,
    description:
      'CRBT, jeux, quiz, musique, santé, médecin par téléphone et concours pour les opérateurs mobiles africains : 250M+ abonnés touchés.',
    keywords:
      'SVA, services à valeur ajoutée, CRBT, tonalité d’attente personnalisée, jeux mobiles, quiz, médecin par téléphone, opérateurs mobiles Afrique',
  },
}
