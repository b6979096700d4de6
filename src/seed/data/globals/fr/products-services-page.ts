import type { FrenchSeed, GlobalSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const productsServicesPageFr: FrenchSeed<GlobalSeed<'products-services-page'>> = {
  hero: {
    eyebrow: 'Produits et services',
    heading: 'Des solutions numériques pour les opérateurs et les entreprises',
    intro: `Onze gammes de produits, un seul partenaire : ${companyName} conçoit, lance et exploite les services qui fidélisent les abonnés et font croître les entreprises.`,
  },
  catalogue: {
    heading: 'Découvrez notre offre',
    intro:
      'Des services à valeur ajoutée à l’IoT : choisissez une solution pour découvrir ce qu’elle propose.',
  },
  callToAction: {
    heading: 'Prêt à lancer votre prochain service ?',
    intro:
      'Présentez-nous votre projet pour recevoir une proposition sur mesure, ou étudions ensemble un partenariat.',
    quoteLabel: 'Demander un devis',
    partnerLabel: 'Devenir partenaire',
  },
  meta: {
    title: `Produits et services | ${companyName}`,
    description:
      'Solutions SVA, fintech, marketplace, entreprises, IA, CPaaS, OTT, contenus, loterie, IoT et centre de contact pour les opérateurs africains.',
    keywords:
      'produits et services, SVA, fintech, CPaaS, OTT, IoT, loterie numérique, centre de contact, solutions IA',
  },
}
