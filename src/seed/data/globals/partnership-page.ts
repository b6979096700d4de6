import type { GlobalSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const partnershipPage: GlobalSeed<'partnership-page'> = {
  hero: {
    eyebrow: 'Partnership',
    heading: 'Grow with Us Across Africa',
    intro: `Partner with ${companyName} to bring your products, technology or market knowledge to more than 250 million subscribers in 8+ African countries.`,
  },
  models: {
    heading: 'Partnership Models',
    intro: 'Choose the model that fits your business.',
    items: [
      {
        icon: 'handshake',
        title: 'Strategic Partnership',
        description:
          'Long-term collaboration to build and launch new digital services together in multiple markets.',
        benefits: [
          { text: 'Joint product development and go-to-market' },
          { text: 'Shared revenue models' },
          { text: 'Access to our operator relationships' },
          { text: 'Executive-level governance' },
        ],
      },
      {
        icon: 'trending-up',
        title: 'Channel Partnership',
        description:
          'Resell or refer our solutions to operators, enterprises and institutions in your market.',
        benefits: [
          { text: 'Attractive commissions and margins' },
          { text: 'Sales and technical training' },
          { text: 'Marketing materials and co-branded campaigns' },
        ],
      },
      {
        icon: 'server',
        title: 'Technology Partnership',
        description:
          'Integrate your platform, content or APIs with our services to reach operators across Africa.',
        benefits: [
          { text: 'Integration support from our engineers' },
          { text: 'Distribution through our operator network' },
          { text: 'Joint solution design' },
          { text: 'Technical certification' },
        ],
      },
      {
        icon: 'globe',
        title: 'Regional Partnership',
        description:
          'Represent us in a country or region and help us launch services with local operators.',
        benefits: [
          { text: 'Territory-based collaboration' },
          { text: 'Support for market entry and regulation' },
          { text: 'Revenue sharing on local launches' },
        ],
      },
    ],
  },
  requirements: {
    heading: 'Partnership Requirements',
    items: [
      { text: 'A registered business in good standing' },
      { text: 'Relevant experience in telecom, fintech or digital services' },
      { text: 'A clear presence or network in your target market' },
      { text: 'Technical or commercial capacity to deliver' },
      { text: 'Commitment to compliance and data protection' },
      { text: 'Shared values of integrity and customer focus' },
    ],
  },
  application: {
    heading: 'Apply for Partnership',
    intro: 'Tell us about your company and what you would like to build together.',
    reviewTime: '3-5 business days',
    quoteLinkLabel: 'Need a project quote instead? Get a quote',
  },
  meta: {
    title: `Partnership | ${companyName}`,
    description: `Become a strategic, channel, technology or regional partner of ${companyName} and reach 250M+ subscribers across Africa.`,
    keywords:
      'partnership, channel partner, technology partner, telecom partnership Africa, reseller',
  },
}
