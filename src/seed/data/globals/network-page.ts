import type { GlobalSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const networkPage: GlobalSeed<'network-page'> = {
  hero: {
    eyebrow: 'Our Network',
    heading: "Connected with Africa's Leading Operators",
    intro: `${companyName}'s services run on the networks of 15+ operator partners, reaching more than 250 million subscribers across West, East and Central Africa.`,
  },
  stats: [
    { value: '250M+', label: 'Subscribers' },
    { value: '8+', label: 'Countries' },
    { value: '15+', label: 'Operator Partners' },
    { value: '99.9%', label: 'Uptime' },
  ],
  partners: {
    heading: 'Operator Partners',
    intro: "We work with the groups that connect most of Africa's mobile subscribers.",
    items: [
      {
        icon: 'radio',
        title: 'MTN',
        description: 'VAS, enterprise and mobile money services with MTN operating companies.',
        countries: [
          { text: 'Nigeria' },
          { text: 'Ghana' },
          { text: 'Uganda' },
          { text: 'Cameroon' },
        ],
      },
      {
        icon: 'radio',
        title: 'Airtel',
        description: "VAS, fintech and AI solutions across Airtel Africa's footprint.",
        countries: [
          { text: 'Nigeria' },
          { text: 'Chad' },
          { text: 'Kenya' },
          { text: 'Uganda' },
          { text: 'Congo Brazzaville' },
          { text: 'DR Congo' },
        ],
      },
      {
        icon: 'handshake',
        title: 'Telecel, Glo, 9Mobile and more',
        description:
          'Services with Telecel, Glo, 9Mobile, Moov Africa, Safaricom and PPL Net, broadening our reach in every region.',
        countries: [{ text: 'Ghana' }, { text: 'Nigeria' }, { text: 'Kenya' }],
      },
    ],
  },
  infrastructure: {
    heading: 'Our Infrastructure',
    intro: 'Carrier-grade platforms built for scale, security and reliability.',
    items: [
      {
        icon: 'server',
        title: 'Carrier-grade platforms',
        description: 'Redundant, load-balanced systems that handle millions of transactions a day.',
      },
      {
        icon: 'zap',
        title: 'Direct operator integration',
        description:
          'SMPP, USSD, IVR and billing connections integrated directly with operator networks.',
      },
      {
        icon: 'shield',
        title: 'Security and compliance',
        description:
          'Encryption, access control and data protection aligned with local regulation.',
      },
      {
        icon: 'clock',
        title: '24/7 monitoring',
        description:
          'A network operations centre watching every service around the clock for 99.9% uptime.',
      },
    ],
  },
  regions: {
    heading: 'Explore Our Regions',
    intro: 'See the countries, partners and services in each region.',
  },
  meta: {
    title: `Our Network | ${companyName}`,
    description:
      'Partnerships with MTN, Airtel and 15+ operators, carrier-grade infrastructure and 99.9% uptime, reaching 250M+ subscribers in Africa.',
    keywords: 'operator partners, MTN, Airtel, Telecel, Glo, telecom network Africa, 99.9% uptime',
  },
}
