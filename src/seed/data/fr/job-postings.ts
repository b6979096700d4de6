import type { FrenchSeed, JobPostingSeed } from '../../types'

/** Job postings' French, keyed by each posting's `slug`. */
export const jobPostingsFr: Record<string, FrenchSeed<JobPostingSeed>> = {
  'charge-e-de-comptes-operateurs-afrique-centrale': {
    title: 'Chargé(e) de comptes opérateurs – Afrique centrale',
    department: 'Commercial',
    location: 'Douala, Cameroun',
    description:
      'Développer et suivre notre relation avec les opérateurs mobiles du Cameroun, du Tchad, du Congo et de la RD Congo : lancements de services à valeur ajoutée, revues de performance et nouvelles offres pour leurs abonnés.',
    requirements: [
      "5 ans d'expérience au moins dans la vente de solutions télécoms ou de SVA aux opérateurs",
      'Excellente connaissance du marché des télécoms en Afrique centrale',
      'Maîtrise du français et bonne pratique de l’anglais professionnel',
      'Capacité à piloter des projets avec les équipes techniques et marketing des opérateurs',
      'Déplacements réguliers dans la région',
    ].join('\n'),
  },
}
