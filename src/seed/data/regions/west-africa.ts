import type { RegionSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const westAfrica: RegionSeed = {
  name: 'West Africa',
  slug: 'west-africa',
  order: 1,
  headline: 'Over 160 million subscribers',
  description: `West Africa is ${companyName}'s largest region. With MTN, Airtel and Telecel we deliver value-added services, fintech, marketplace, enterprise and AI solutions to more than 160 million subscribers in Nigeria, Ghana and Chad.`,
  figures: [
    { value: '160M+', label: 'Subscribers' },
    { value: '3', label: 'Countries' },
    { value: '5', label: 'Operator partnerships' },
    { value: '24/7', label: 'Support' },
  ],
  countries: [
    {
      name: 'Nigeria',
      flag: 'ng',
      subscribers: '120M+',
      partners: [{ name: 'MTN Nigeria' }, { name: 'Airtel Nigeria' }],
      services: [
        { text: 'VAS' },
        { text: 'Fintech' },
        { text: 'Enterprise' },
        { text: 'AI Solutions' },
      ],
    },
    {
      name: 'Ghana',
      flag: 'gh',
      subscribers: '35M+',
      partners: [{ name: 'MTN Ghana' }, { name: 'Telecel Ghana' }],
      services: [{ text: 'VAS' }, { text: 'Marketplace' }, { text: 'Enterprise' }],
    },
    {
      name: 'Chad',
      flag: 'td',
      subscribers: '8M+',
      partners: [{ name: 'Airtel Chad' }],
      services: [{ text: 'VAS' }, { text: 'Mobile Money' }],
    },
  ],
  highlights: {
    heading: 'Key Achievements',
    cards: [
      {
        icon: 'users',
        title: 'Nigeria at scale',
        description:
          'Our largest market: more than 120 million subscribers reached with MTN Nigeria and Airtel Nigeria.',
      },
      {
        icon: 'handshake',
        title: 'Multi-operator Ghana',
        description:
          'VAS, marketplace and enterprise services with both MTN Ghana and Telecel Ghana for 35M+ subscribers.',
      },
      {
        icon: 'wallet',
        title: 'Mobile money in Chad',
        description:
          'VAS and mobile money services with Airtel Chad bring digital finance to 8M+ subscribers.',
      },
      {
        icon: 'shield',
        title: 'Always on',
        description:
          '24/7 monitoring and local support keep services running at 99.9% platform uptime.',
      },
    ],
  },
  homeCard: {
    description:
      'Our largest region: VAS, fintech and enterprise services with leading operators, reaching over 160 million subscribers.',
    features: [
      { text: '160M+ subscribers reached' },
      { text: 'Partnerships with MTN, Airtel and Telecel' },
      { text: 'VAS, fintech, marketplace and AI services' },
    ],
    countriesLine: 'Nigeria, Ghana, Chad',
    buttonLabel: 'Explore West Africa',
  },
  meta: {
    title: `West Africa: Nigeria, Ghana, Chad | ${companyName}`,
    description:
      'VAS, fintech, marketplace, enterprise and AI services with MTN, Airtel and Telecel, reaching 160M+ subscribers in Nigeria, Ghana and Chad.',
    keywords: 'West Africa, Nigeria VAS, Ghana VAS, Chad mobile money, MTN, Airtel, Telecel',
  },
}
