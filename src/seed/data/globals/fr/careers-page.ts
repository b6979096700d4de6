import type { FrenchSeed, GlobalSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const careersPageFr: FrenchSeed<GlobalSeed<'careers-page'>> = {
  hero: {
    eyebrow: `Carrières chez ${companyName}`,
    heading: 'Créez des services numériques pour des millions d’Africains',
    intro:
      'Rejoignez une équipe à taille humaine et ambitieuse, dont le travail touche plus de 250 millions d’abonnés dans plus de 8 pays.',
  },
  benefits: {
    heading: 'Pourquoi nous rejoindre',
    items: [
      {
        title: 'Un impact panafricain',
        description:
          'Votre travail est mis en service chez des opérateurs de toute l’Afrique et touche des millions de personnes.',
      },
      {
        title: 'Évolution de carrière',
        description:
          'Des parcours d’évolution clairs, du mentorat et des responsabilités dès le premier jour.',
      },
      {
        title: 'Budget formation',
        description:
          'Formations, certifications et conférences pour garder vos compétences à jour.',
      },
      {
        title: 'Couverture santé',
        description: 'Une assurance maladie pour vous et votre famille.',
      },
      {
        title: 'Travail flexible',
        description:
          'Travail hybride ou à distance, avec des horaires flexibles adaptés aux fuseaux horaires.',
      },
      {
        title: 'Salaire compétitif',
        description: 'Des salaires alignés sur le marché et des primes de performance.',
      },
    ],
  },
  values: {
    heading: 'Nos valeurs',
    items: [
      {
        title: 'Innovation',
        description:
          'Nous cherchons sans cesse de meilleures façons de servir abonnés et opérateurs.',
      },
      {
        title: 'Intégrité',
        description: 'Nous sommes transparents avec nos partenaires, nos abonnés et entre nous.',
      },
      {
        title: 'Collaboration',
        description: 'Nous réussissons ensemble, de l’Inde à l’Afrique.',
      },
      {
        title: 'Orientation client',
        description:
          'Nous mesurons notre réussite à la valeur que nous créons pour nos partenaires.',
      },
    ],
  },
  openPositions: {
    heading: 'Postes ouverts',
    intro: 'Trouvez le poste qui vous correspond et postulez en quelques minutes.',
  },
  meta: {
    title: `Carrières | ${companyName}`,
    description: `Rejoignez ${companyName} et développez des services SVA, fintech et IA pour 250M+ abonnés. Découvrez nos postes ouverts en Afrique, en Inde et en télétravail.`,
    keywords:
      'carrières, emplois, recrutement, emploi télécoms Afrique, ingénieur logiciel Hyderabad, emploi SVA, télétravail',
  },
}
