import type { FrenchSeed, ProductSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const ottFr: FrenchSeed<ProductSeed> = {
  title: 'Infodivertissement 5G et diffusion OTT',
  tagline: 'Vidéo, musique et direct, diffusés en continu sur tous les écrans',
  summary:
    'Des services de diffusion en continu OTT couplés aux forfaits data des opérateurs, prêts pour le débit et la capacité des réseaux 5G.',
  description: `${companyName} apporte un divertissement haut de gamme aux abonnés mobiles grâce à des services OTT proposés avec des opérateurs partenaires. Films, séries, musique et programmes en direct sont diffusés en qualité adaptative sur la 4G dès aujourd’hui, et en haute définition sur la 5G au fil de son déploiement. Les opérateurs intègrent le service à leurs forfaits data pour attirer des abonnés et augmenter leurs revenus data.`,
  features: [
    {
      title: 'À la demande et en direct',
      description:
        'Films, séries, clips musicaux et événements en direct dans une seule application.',
    },
    {
      title: 'Prêt pour la 5G',
      description:
        'Une diffusion haute définition à faible latence, qui suit la montée en puissance des réseaux 5G.',
    },
    {
      title: 'Facturation opérateur',
      description:
        'Les abonnés paient avec leur crédit de communication ou leurs forfaits data, sans carte bancaire.',
    },
    {
      title: 'Qualité adaptative',
      description:
        'La qualité vidéo s’ajuste à la connexion pour que la lecture continue sur les réseaux plus lents.',
    },
  ],
  benefits: [
    { text: 'Une consommation de données et un revenu par abonné en hausse' },
    { text: 'Une vraie raison de passer aux forfaits 4G et 5G' },
    { text: 'Contenus locaux et internationaux réunis dans un seul catalogue' },
    { text: 'Un lancement sans licences de contenu à négocier ni plateforme à construire' },
  ],
  sections: [
    {
      heading: 'Service de diffusion en partenariat',
      intro: 'Notre offre OTT est proposée avec un partenaire de diffusion en continu reconnu.',
      items: [
        {
          title: 'Service OTT partenaire',
          description:
            'Un service complet de films, de séries et de divertissement fourni par notre partenaire de contenu, intégré à la facturation et aux forfaits data de l’opérateur, et proposé aux abonnés en formules journalières, hebdomadaires et mensuelles.',
        },
      ],
    },
  ],
  meta: {
    title: `Infodivertissement 5G et diffusion OTT | ${companyName}`,
    description:
      'Films, séries et musique en diffusion OTT, couplés aux forfaits data des opérateurs et prêts pour les réseaux 5G en Afrique.',
    keywords:
      'infodivertissement 5G, OTT, streaming, diffusion en continu, vidéo mobile, facturation opérateur, vidéo à la demande Afrique',
  },
}
