import type { RegionSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const eastAfrica: RegionSeed = {
  name: 'East Africa',
  slug: 'east-africa',
  order: 2,
  headline: 'Over 40 million subscribers',
  description: `In East Africa, ${companyName} combines value-added services with fintech, mobile money, enterprise and AI solutions. With Airtel and MTN we serve more than 40 million subscribers in Kenya and Uganda, and we are preparing the next steps of our growth in the region.`,
  figures: [
    { value: '40M+', label: 'Subscribers' },
    { value: '2', label: 'Countries' },
    { value: '3', label: 'Operator partnerships' },
    { value: '24/7', label: 'Support' },
  ],
  countries: [
    {
      name: 'Kenya',
      flag: 'ke',
      subscribers: '25M+',
      partners: [{ name: 'Airtel Kenya' }],
      services: [{ text: 'VAS' }, { text: 'Fintech' }, { text: 'AI Solutions' }],
    },
    {
      name: 'Uganda',
      flag: 'ug',
      subscribers: '15M+',
      partners: [{ name: 'MTN Uganda' }, { name: 'Airtel Uganda' }],
      services: [{ text: 'VAS' }, { text: 'Enterprise' }, { text: 'Mobile Money' }],
    },
  ],
  highlights: {
    heading: 'Our Focus Areas',
    cards: [
      {
        icon: 'wallet',
        title: 'Fintech and mobile money',
        description:
          'Payments and mobile money services for one of the most mobile-money-savvy regions in the world.',
      },
      {
        icon: 'brain',
        title: 'AI-powered engagement',
        description:
          'AI chatbots and smart campaigns that help operators serve and retain subscribers.',
      },
      {
        icon: 'smartphone',
        title: 'Value-added services',
        description: 'Entertainment, information and health services localised for each market.',
      },
      {
        icon: 'building',
        title: 'Enterprise digitalisation',
        description:
          'Cloud, managed services and payment platforms for businesses and institutions.',
      },
    ],
  },
  roadmap: {
    heading: '2024 Goals',
    goals: [
      { text: 'Expand into Tanzania and Rwanda' },
      { text: 'Launch 5G and AI services' },
      { text: 'Strengthen ties with our operator partners' },
    ],
  },
  homeCard: {
    description:
      'A fast-growing region where we combine VAS with fintech, mobile money and AI solutions for over 40 million subscribers.',
    features: [
      { text: '40M+ subscribers reached' },
      { text: 'Partnerships with Airtel and MTN' },
      { text: 'Fintech, mobile money and AI solutions' },
    ],
    countriesLine: 'Kenya, Uganda',
    buttonLabel: 'Explore East Africa',
  },
  meta: {
    title: `East Africa: Kenya, Uganda | ${companyName}`,
    description:
      'VAS, fintech, mobile money, enterprise and AI solutions with Airtel and MTN for 40M+ subscribers in Kenya and Uganda.',
    keywords: 'East Africa, Kenya VAS, Uganda mobile money, Airtel Kenya, MTN Uganda, AI solutions',
  },
}
