import type { FrenchSeed, ProductSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const contentFr: FrenchSeed<ProductSeed> = {
  title: 'Contenus numériques',
  tagline: 'Des contenus audio et vidéo sous licence pour les publics mobiles',
  summary:
    'Une bibliothèque croissante de contenus audio et vidéo sous licence, en langues locales, prête à alimenter les services et applications des opérateurs.',
  description: `${companyName} sélectionne, acquiert sous licence et prépare des contenus numériques pour les services mobiles à travers l’Afrique. Nos catalogues audio et vidéo associent créateurs locaux et fonds internationaux, et nous les renouvelons chaque semaine avec de nouvelles sorties. Opérateurs et partenaires utilisent ces contenus pour alimenter services par abonnement, portails et applications, sans avoir à négocier eux-mêmes les droits.`,
  features: [
    {
      title: 'Droits en règle',
      description:
        'Tous les droits sont acquis pour la distribution mobile sur chacun de nos marchés.',
    },
    {
      title: 'Langues locales',
      description: 'Des contenus en anglais, en français et dans les principales langues locales.',
    },
    {
      title: 'Renouvelés chaque semaine',
      description: 'Des sorties régulières qui font revenir les abonnés.',
    },
    {
      title: 'Prêts à diffuser',
      description:
        'Des formats optimisés pour l’IVR, la diffusion en continu, le téléchargement et les réseaux à faible bande passante.',
    },
  ],
  benefits: [
    { text: 'Un seul partenaire pour l’acquisition, les licences et la diffusion des contenus' },
    { text: 'Des contenus qui reflètent la culture et les goûts locaux' },
    { text: 'Plus d’engagement pour les services SVA et OTT' },
  ],
  sections: [
    {
      heading: 'Contenus audio',
      items: [
        {
          title: 'Musique et sonneries',
          description: 'Tubes locaux, gospel, afrobeats et classements internationaux.',
        },
        {
          title: 'Spiritualité et inspiration',
          description: 'Prières quotidiennes, prédications et messages inspirants.',
        },
        {
          title: 'Humour',
          description: 'De courts sketchs audio d’humoristes locaux populaires.',
        },
        {
          title: 'Éducation et langues',
          description:
            'Des leçons audio pour apprendre les langues, préparer les examens et développer ses compétences.',
        },
        {
          title: 'Conseils santé',
          description: 'De courts messages santé et bien-être validés par des experts.',
        },
      ],
    },
    {
      heading: 'Contenus vidéo',
      items: [
        {
          title: 'Films et séries',
          description: 'Productions de Nollywood et de Ghallywood, films et séries internationaux.',
        },
        {
          title: 'Temps forts sportifs',
          description: 'Résumés, actualités et analyses du football et d’autres sports.',
        },
        {
          title: 'Clips musicaux',
          description: 'Les derniers clips d’artistes africains et internationaux.',
        },
        {
          title: 'Sketchs comiques',
          description: 'De l’humour en format court par des créateurs de contenu populaires.',
        },
        {
          title: 'Jeunesse et éducation',
          description: 'Dessins animés, vidéos éducatives et tutoriels.',
        },
      ],
    },
  ],
  meta: {
    title: `Contenus numériques | ${companyName}`,
    description:
      'Contenus audio et vidéo sous licence en langues locales pour les services mobiles : musique, humour, films, temps forts sportifs et apprentissage.',
    keywords:
      'contenus mobiles, contenus audio, contenus vidéo, contenus sous licence Afrique, musique, Nollywood',
  },
}
