import type { Translation } from './translation'
import type { pagesEn } from './pages.en'
import { errorsFr } from './errors'

export const pagesFr: Translation<typeof pagesEn> = {
  cta: {
    getQuote: 'Demander un devis',
    partnerWithUs: 'Devenir partenaire',
  },
  breadcrumbs: {
    network: 'Réseau',
    productsServices: 'Produits et services',
  },
  home: {
    introduction: 'Présentation',
    servicesEyebrow: 'Nos métiers',
    footprintEyebrow: 'Notre présence',
    contactEyebrow: 'Contact',
    headquarters: 'Siège social',
    phone: 'Téléphone',
    email: 'E-mail',
  },
  about: {
    futureVision: "Vision d'avenir",
  },
  contact: {
    eyebrow: 'Contact',
    heading: 'Contactez-nous',
    formHeading: 'Écrivez-nous',
    keywords:
      'contact, services à valeur ajoutée, opérateurs mobiles, Afrique, VAS, fintech, devis, partenariat',
  },
  network: {
    partnerCountries: 'Pays couverts par {partner}',
  },
  product: {
    learnMore: 'En savoir plus',
    opensInNewTab: "(s'ouvre dans un nouvel onglet)",
    keyFeatures: 'Fonctionnalités clés',
    benefits: 'Avantages',
    ctaHeading: 'Prêt à lancer {product} ?',
    ctaIntro:
      'Présentez-nous votre marché et vos abonnés : nous vous préparerons une proposition sur mesure.',
  },
  region: {
    marketInsights: 'Panorama du marché',
    marketInsightsIntro: 'Pays, opérateurs partenaires et services en {region}.',
    regionalAnalysis: 'Analyse régionale',
    downloadReport: 'Télécharger le rapport de marché',
    otherRegions: 'Découvrir nos autres régions',
    ctaHeading: 'Lancez vos services en {region}',
    ctaIntro:
      'Appuyez-vous sur un partenaire qui opère déjà des services avec les principaux opérateurs mobiles de la région.',
    subscribers: 'abonnés',
    operatorPartners: 'Opérateurs partenaires',
    services: 'Services',
  },
  careers: {
    openPositions: "Offres d'emploi",
    pageTitle: '{title} (page {page})',
    paginationLabel: "Pages des offres d'emploi",
    previous: 'Précédent',
    next: 'Suivant',
    page: 'Page',
    loading: "Chargement des offres d'emploi…",
    closes: 'Candidatures jusqu’au {date, date, long}',
    moreRequirements:
      '{count, plural, one {+# autre prérequis} other {+# autres prérequis}}<sr> pour le poste {title}</sr>',
    applyNow: 'Postuler<sr> : {title}</sr>',
    noPositions: "Aucune offre d'emploi n'est disponible pour le moment.",
    checkBackSoon: 'Revenez bientôt pour découvrir nos prochaines opportunités !',
    /** After a posting's salary amounts and currency: "45,000 – 60,000 USD per year". */
    salaryPeriods: { year: 'par an', month: 'par mois' },
    employmentTypes: {
      'full-time': 'Temps plein',
      'part-time': 'Temps partiel',
      contract: 'Contrat de mission',
      internship: 'Stage',
    },
    languages: {
      en: 'En anglais',
      fr: 'En français',
    },
  },
  jobPosting: {
    careers: 'Carrières',
    aboutRole: 'Le poste',
    requirements: 'Profil recherché',
    apply: 'Postuler à cette offre',
    ctaHeading: 'Ce poste vous intéresse ?',
    ctaIntro: 'Envoyez-nous votre candidature : nos recruteurs les lisent toutes avec attention.',
    allPositions: 'Voir toutes nos offres',
  },
  careersError: errorsFr.careersError,
  apply: {
    eyebrow: 'Carrières',
    howWeHire: 'Notre processus de recrutement',
    applyingFor: 'Vous postulez à l’offre',
    readPosting: 'Lire l’offre complète',
  },
  quote: {
    eyebrow: 'Demande de devis',
    requirements: 'Les besoins de votre projet',
    aboutYourQuote: 'À propos de votre devis',
  },
  partnership: {
    applyForPartnership: 'Demander un partenariat',
    reviewTime: "Délai d'examen : <strong>{time}</strong>",
  },
  legal: {
    lastUpdated: 'Dernière mise à jour : {date}',
  },
  seo: {
    foundingLocation: 'Hyderabad, Inde',
    industry: 'Télécommunications',
  },
}
