import type { RegionSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const centralAfrica: RegionSeed = {
  name: 'Central Africa',
  slug: 'central-africa',
  order: 3,
  headline: 'Over 25 million subscribers',
  description: `${companyName} brings value-added services, mobile money, fintech and enterprise solutions to Central Africa with MTN and Airtel. We serve more than 25 million subscribers in Cameroon and Congo Brazzaville and are expanding into the Democratic Republic of the Congo.`,
  figures: [
    { value: '25M+', label: 'Subscribers' },
    { value: '3', label: 'Countries' },
    { value: '99.5%', label: 'Reliability' },
  ],
  countries: [
    {
      name: 'Cameroon',
      flag: 'cm',
      subscribers: '12M+',
      partners: [{ name: 'MTN Cameroon' }],
      services: [{ text: 'VAS' }, { text: 'Enterprise' }, { text: 'Mobile Money' }],
    },
    {
      name: 'Congo Brazzaville',
      flag: 'cg',
      subscribers: '5M+',
      partners: [{ name: 'Airtel Congo' }],
      services: [{ text: 'VAS' }, { text: 'Basic Fintech' }],
    },
    {
      name: 'DRC',
      flag: 'cd',
      subscribers: '8M+',
      note: 'Expansion',
      partners: [{ name: 'Airtel DRC' }],
      services: [{ text: 'VAS' }, { text: 'Enterprise' }],
    },
  ],
  highlights: {
    heading: 'Our Approach',
    cards: [
      {
        icon: 'handshake',
        title: 'Operator partnership',
        description:
          'We launch every service jointly with the local operator and share its success.',
      },
      {
        icon: 'globe',
        title: 'French and English first',
        description:
          'Services, content and support designed for bilingual and francophone markets.',
      },
      {
        icon: 'wallet',
        title: 'Financial inclusion',
        description: 'Mobile money and basic fintech that bring digital payments to the unbanked.',
      },
      {
        icon: 'target',
        title: 'Phased expansion',
        description: 'Proven services roll out market by market, starting with the DRC.',
      },
    ],
  },
  homeCard: {
    description:
      'Growing markets where we bring VAS, mobile money and enterprise services to over 25 million subscribers.',
    features: [
      { text: '25M+ subscribers reached' },
      { text: 'Partnerships with MTN and Airtel' },
      { text: 'Expansion into the DRC' },
    ],
    countriesLine: 'Cameroon, Congo, DRC',
    buttonLabel: 'Explore Central Africa',
  },
  meta: {
    title: `Central Africa: Cameroon, Congo, DRC | ${companyName}`,
    description:
      'VAS, mobile money, fintech and enterprise services with MTN and Airtel for 25M+ subscribers in Cameroon, Congo and the DRC.',
    keywords: 'Central Africa, Cameroon VAS, Congo Brazzaville, DRC, MTN Cameroon, Airtel Congo',
  },
}
