import type { GlobalSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const careersPage: GlobalSeed<'careers-page'> = {
  hero: {
    eyebrow: `Careers at ${companyName}`,
    heading: 'Build Digital Services for Millions of Africans',
    intro:
      'Join a small, ambitious team whose work reaches more than 250 million subscribers in 8+ countries.',
  },
  benefits: {
    heading: 'Why Work With Us',
    items: [
      {
        icon: 'globe',
        title: 'Pan-African impact',
        description:
          'Your work goes live with operators across Africa and reaches millions of people.',
      },
      {
        icon: 'trending-up',
        title: 'Career growth',
        description: 'Clear growth paths, mentoring and responsibility from day one.',
      },
      {
        icon: 'graduation-cap',
        title: 'Learning budget',
        description: 'Training, certifications and conferences to keep your skills current.',
      },
      {
        icon: 'heart',
        title: 'Health coverage',
        description: 'Medical insurance for you and your family.',
      },
      {
        icon: 'clock',
        title: 'Flexible working',
        description: 'Hybrid and remote options with flexible hours across time zones.',
      },
      {
        icon: 'wallet',
        title: 'Competitive pay',
        description: 'Market-competitive salaries and performance bonuses.',
      },
    ],
  },
  values: {
    heading: 'Our Values',
    items: [
      {
        icon: 'lightbulb',
        title: 'Innovation',
        description: 'We look for better ways to serve subscribers and operators.',
      },
      {
        icon: 'shield',
        title: 'Integrity',
        description: 'We are transparent with partners, subscribers and each other.',
      },
      {
        icon: 'users',
        title: 'Collaboration',
        description: 'We win as one team across India and Africa.',
      },
      {
        icon: 'target',
        title: 'Customer focus',
        description: 'We measure success by the value we create for our partners.',
      },
    ],
  },
  openPositions: {
    heading: 'Open Positions',
    intro: 'Find the role that fits you and apply in a few minutes.',
  },
  meta: {
    title: `Careers | ${companyName}`,
    description: `Join ${companyName} and build VAS, fintech and AI services for 250M+ subscribers. See open positions in Africa, India and remote.`,
    keywords:
      'careers, jobs, telecom jobs Africa, software engineer Hyderabad, VAS jobs, remote jobs',
  },
}
