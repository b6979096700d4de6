import type { FrenchSeed, ProductSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const enterpriseFr: FrenchSeed<ProductSeed> = {
  title: 'Solutions pour entreprises',
  tagline: 'Cloud, services managés et plateformes numériques pour les organisations',
  summary:
    'Des services cloud et managés, et des applications sur mesure comme une plateforme unifiée de paiement des frais de scolarité pour écoles et universités.',
  description: `${companyName} aide les entreprises et les institutions à faire fonctionner leur informatique de manière fiable et à dématérialiser leurs processus. Nous hébergeons, supervisons et gérons des charges de travail critiques dans le cloud, et nous développons des applications qui répondent à de vrais problèmes opérationnels, comme l’encaissement des frais de scolarité sur de nombreux campus. Chaque mission s’accompagne d’un support 24/7 et de niveaux de service clairement définis.`,
  features: [
    {
      title: 'Migration vers le cloud',
      description:
        'Audit, planification et migration des applications et des données vers une infrastructure cloud sécurisée.',
    },
    {
      title: 'Exploitation managée',
      description:
        'Supervision, correctifs, sauvegardes et gestion des incidents assurés par notre équipe d’exploitation.',
    },
    {
      title: 'Sécurité et conformité',
      description:
        'Contrôle d’accès, chiffrement et pistes d’audit conformes aux exigences réglementaires.',
    },
    {
      title: 'Applications sur mesure',
      description:
        'Des applications web et mobiles conçues autour de vos processus et intégrées à vos systèmes.',
    },
  ],
  benefits: [
    { text: 'Des coûts d’infrastructure et d’exploitation réduits' },
    { text: 'Des performances prévisibles, garanties par des accords de niveau de service' },
    { text: 'Un seul partenaire, de la conception à l’exploitation au quotidien' },
    { text: 'Un support 24/7 assuré par une équipe technique expérimentée' },
  ],
  sections: [
    {
      heading: 'Nos offres entreprises',
      items: [
        {
          title: 'Cloud et services managés',
          description:
            'Hébergement, gestion d’infrastructure, supervision et support 24/7 pour les systèmes critiques, sur cloud public ou privé.',
        },
        {
          title: 'Paiement unifié des frais de scolarité',
          description:
            'Une plateforme unique qui permet aux écoles et universités de facturer et d’encaisser frais de scolarité et autres frais par paiement mobile, carte ou virement bancaire, avec rapprochement en temps réel et reçus pour les parents et les étudiants.',
        },
      ],
    },
  ],
  meta: {
    title: `Solutions pour entreprises | ${companyName}`,
    description:
      'Services cloud et managés et application unifiée de paiement des frais de scolarité pour les entreprises et institutions en Afrique.',
    keywords:
      'solutions entreprises, services cloud, services managés, paiement des frais de scolarité, plateforme de frais scolaires',
  },
}
