import type { ProductSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const cpaas: ProductSeed = {
  title: 'CPaaS',
  slug: 'cpaas',
  quoteService: 'enterprise',
  icon: 'message',
  order: 6,
  tagline: 'Communication Platform as a Service for every customer channel',
  summary:
    'Rich business messaging, WhatsApp Business, outbound dialling, USSD and SMS through one platform and one set of APIs.',
  description: `${companyName}'s communication platform lets businesses reach customers on the channels they already use, from SMS and USSD on basic phones to rich messaging on smartphones. Direct operator connections give high delivery rates and low latency, while one dashboard and API handle campaigns, alerts and two-way conversations. It is built for banks, retailers, utilities and public services that need to communicate at scale.`,
  features: [
    {
      icon: 'server',
      title: 'One API',
      description: 'Send and receive on every channel through a single, well-documented API.',
    },
    {
      icon: 'zap',
      title: 'Direct operator routes',
      description: 'Connections to operator networks for fast, reliable delivery.',
    },
    {
      icon: 'chart',
      title: 'Delivery reporting',
      description: 'Real-time delivery receipts, click and response tracking for every campaign.',
    },
    {
      icon: 'users',
      title: 'Audience management',
      description: 'Contact lists, segmentation, opt-outs and scheduling in one dashboard.',
    },
  ],
  benefits: [
    { text: 'Reach smartphone and feature-phone users alike' },
    { text: 'High delivery rates over direct operator connections' },
    { text: 'Pay-as-you-grow pricing with no infrastructure to build' },
    { text: '24/7 monitoring and support' },
  ],
  sections: [
    {
      heading: 'CPaaS services',
      items: [
        {
          icon: 'message',
          title: 'RBMS Communication',
          description:
            'Rich business messaging with verified sender branding, images, carousels and suggested replies for engaging two-way conversations.',
        },
        {
          icon: 'message',
          title: 'WhatsApp Business',
          description:
            'Notifications, customer care and conversational commerce on the WhatsApp Business Platform, with approved message templates.',
        },
        {
          icon: 'radio',
          title: 'OBD Services',
          description:
            'Outbound dialling campaigns that deliver pre-recorded voice messages, surveys and offers, with keypad responses.',
        },
        {
          icon: 'smartphone',
          title: 'USSD & SMS',
          description:
            'Interactive USSD menus and bulk, transactional and two-way SMS that work on every mobile phone.',
        },
      ],
    },
  ],
  meta: {
    title: `CPaaS: Communication Platform as a Service | ${companyName}`,
    description:
      'Rich business messaging, WhatsApp Business, OBD voice campaigns, USSD and SMS through one API with direct operator routes in Africa.',
    keywords: 'CPaaS, bulk SMS, USSD, WhatsApp Business API, OBD, RCS business messaging, Africa',
  },
}
