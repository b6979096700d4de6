import { errorsEn } from './errors'
/** The public pages' own interface words (headings, buttons, states), by page or component. */
export const pagesEn = {
  /** The two buttons that close product and region pages. */
  cta: {
    getQuote: 'Get Quote',
    partnerWithUs: 'Partner With Us',
  },
  breadcrumbs: {
    network: 'Network',
    productsServices: 'Products & Services',
  },
  home: {
    introduction: 'Introduction',
    servicesEyebrow: 'What we do',
    footprintEyebrow: 'Where we work',
    contactEyebrow: 'Contact',
    headquarters: 'Headquarters',
    phone: 'Phone',
    email: 'Email',
  },
  about: {
    futureVision: 'Future Vision',
  },
  /** /contact: its heading falls back to this when the home page's contact section has none. */
  contact: {
    eyebrow: 'Contact',
    heading: 'Contact us',
    formHeading: 'Send us a message',
    keywords:
      'contact, value-added services, mobile operators, Africa, VAS, fintech, quote, partnership',
  },
  network: {
    partnerCountries: '{partner} countries',
  },
  product: {
    learnMore: 'Learn more',
    opensInNewTab: '(opens in a new tab)',
    keyFeatures: 'Key Features',
    benefits: 'Benefits',
    ctaHeading: 'Ready to launch {product}?',
    ctaIntro: 'Tell us about your market and subscribers, and we will prepare a tailored proposal.',
  },
  region: {
    marketInsights: 'Market Insights',
    marketInsightsIntro: 'Countries, operator partners and services in {region}.',
    regionalAnalysis: 'Regional Analysis',
    downloadReport: 'Download Market Report',
    otherRegions: 'Explore Other Regions',
    ctaHeading: 'Launch your services in {region}',
    ctaIntro: "Work with a partner who already runs services with the region's leading operators.",
    subscribers: 'subscribers',
    operatorPartners: 'Operator partners',
    services: 'Services',
  },
  careers: {
    openPositions: 'Open Positions',
    /** A later page of the open positions, in its title. */
    pageTitle: '{title} (page {page})',
    paginationLabel: 'Open positions pages',
    previous: 'Previous',
    next: 'Next',
    /** Read before a page number: "Page 2". */
    page: 'Page',
    loading: 'Loading open positions…',
    closes: 'Applications close on {date, date, long}',
    /** A link to the whole posting; <sr> is read by screen readers only. */
    moreRequirements: '+{count} more requirements<sr> for {title}</sr>',
    /** <sr> is read by screen readers only: "Apply Now: Network Engineer". */
    applyNow: 'Apply Now<sr>: {title}</sr>',
    noPositions: 'No open positions available at the moment.',
    checkBackSoon: 'Check back soon for new opportunities!',
    /** After a posting's salary amounts and currency: "45,000 – 60,000 USD per year". */
    salaryPeriods: { year: 'per year', month: 'per month' },
    employmentTypes: {
      'full-time': 'Full-time',
      'part-time': 'Part-time',
      contract: 'Contract',
      internship: 'Internship',
    },
    /** The language a posting is written in, on its card. */
    languages: {
      en: 'In English',
      fr: 'In French',
    },
  },
  /** A job posting's own page, /careers/<slug>. */
  jobPosting: {
    careers: 'Careers',
    aboutRole: 'About the role',
    requirements: 'What we are looking for',
    apply: 'Apply for this position',
    ctaHeading: 'Interested in this role?',
    ctaIntro: 'Send us your application: our recruiters read every one of them.',
    allPositions: 'See all open positions',
  },
  /** The careers page's error boundary, a client component: its words come from the layout. */
  careersError: errorsEn.careersError,
  apply: {
    eyebrow: 'Careers',
    howWeHire: 'How we hire',
    /** Above the form, when the visitor came from a posting's Apply button. */
    applyingFor: 'You are applying for',
    readPosting: 'Read the full job description',
  },
  quote: {
    eyebrow: 'Get Quote',
    requirements: 'Project Requirements',
    aboutYourQuote: 'About your quote',
  },
  partnership: {
    applyForPartnership: 'Apply for Partnership',
    reviewTime: 'Review time: <strong>{time}</strong>',
  },
  legal: {
    lastUpdated: 'Last updated {date}',
  },
  /** Words in the structured data search engines read. */
  seo: {
    foundingLocation: 'Hyderabad, India',
    industry: 'Telecommunications',
  },
}
