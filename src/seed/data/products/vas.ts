import type { ProductSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const vas: ProductSeed = {
  title: 'Value-Added Services (VAS)',
  slug: 'vas',
  quoteService: 'vas',
  icon: 'smartphone',
  order: 1,
  tagline: 'Engaging mobile services that grow operator revenue and subscriber loyalty',
  summary:
    'Subscription-based mobile services, from caller ring-back tones to health lines and talent contests, run end to end for operators.',
  description: `${companyName} designs, launches and operates value-added services for mobile operators across Africa. Our portfolio reaches more than 250 million subscribers in 8+ countries, and every service is localised for its market, billed through the operator and supported 24/7. Operators get new recurring revenue without building the platform, content pipeline or marketing engine themselves.`,
  features: [
    {
      icon: 'zap',
      title: 'Rapid launch',
      description:
        'Pre-integrated platforms let a new service go live on an operator network in weeks, not months.',
    },
    {
      icon: 'globe',
      title: 'Localised content',
      description:
        'Content, languages and pricing are adapted to each market, from Lagos to Kinshasa.',
    },
    {
      icon: 'chart',
      title: 'Revenue analytics',
      description:
        'Real-time dashboards track subscriptions, churn and revenue per service and per campaign.',
    },
    {
      icon: 'shield',
      title: 'Compliant billing',
      description:
        'Double opt-in, clear pricing and operator-grade billing integration protect subscribers and brands.',
    },
  ],
  benefits: [
    { text: 'New recurring revenue streams with no upfront platform investment' },
    { text: 'Higher subscriber engagement and lower churn' },
    { text: 'Proven services already running with leading African operators' },
    { text: 'Round-the-clock monitoring with 99.9% platform uptime' },
    { text: 'Marketing campaigns planned and run with the operator' },
  ],
  sections: [
    {
      heading: 'Our VAS portfolio',
      intro:
        'Eight services, each available on SMS, USSD, IVR, web or app channels depending on the market.',
      items: [
        {
          icon: 'music',
          title: 'CRBT',
          description:
            'Caller ring-back tones that let subscribers replace the standard ring with the latest local and international hits.',
        },
        {
          icon: 'play',
          title: 'Games',
          description:
            'A catalogue of casual and HTML5 games delivered through a subscription portal, playable on any smartphone.',
        },
        {
          icon: 'lightbulb',
          title: 'Quiz',
          description:
            'Daily trivia and knowledge contests over SMS and USSD with points, leaderboards and prizes.',
        },
        {
          icon: 'heart',
          title: 'Health & Well-being',
          description:
            'Tips, reminders and guidance on nutrition, fitness, maternal health and wellness, written with medical professionals.',
        },
        {
          icon: 'radio',
          title: 'Music',
          description:
            'Streaming and download services featuring African and international artists, with curated playlists.',
        },
        {
          icon: 'headset',
          title: 'Doctor on Call',
          description:
            'Subscribers reach qualified doctors by phone for consultations and advice, any time of day.',
        },
        {
          icon: 'award',
          title: 'Talent Search',
          description:
            'Mobile talent competitions in which subscribers submit entries and vote, discovering new local stars.',
        },
        {
          icon: 'users',
          title: 'Influencer Contest',
          description:
            'Campaigns that let subscribers follow, vote for and interact with their favourite influencers and creators.',
        },
      ],
    },
  ],
  meta: {
    title: `Value-Added Services (VAS) | ${companyName}`,
    description:
      'CRBT, games, quiz, music, health, Doctor on Call and contest services for African mobile operators, reaching 250M+ subscribers.',
    keywords:
      'VAS, value-added services, CRBT, mobile games, quiz, Doctor on Call, mobile operators Africa',
  },
}
