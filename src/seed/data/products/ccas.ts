import type { ProductSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const ccas: ProductSeed = {
  title: 'Contact Centre Services',
  slug: 'ccas',
  quoteService: 'vas',
  icon: 'headset',
  order: 11,
  tagline: 'Multichannel customer care, staffed and run around the clock',
  summary:
    'Inbound and outbound contact-centre services across voice, SMS, e-mail, chat and social channels, available 24/7.',
  description: `${companyName} runs contact-centre operations for operators and enterprises that want responsive, consistent customer care. Trained multilingual agents handle enquiries, complaints, sales and retention campaigns on every channel, supported by our CRM, IVR and AI tools. Clients get clear service levels, quality monitoring and detailed reporting.`,
  features: [
    {
      icon: 'headset',
      title: 'Multichannel agents',
      description: 'Voice, SMS, e-mail, live chat, WhatsApp and social media handled by one team.',
    },
    {
      icon: 'clock',
      title: '24/7 coverage',
      description: 'Round-the-clock operations with flexible staffing for peaks and campaigns.',
    },
    {
      icon: 'globe',
      title: 'Multilingual',
      description: 'Support in English, French and local languages.',
    },
    {
      icon: 'chart',
      title: 'Quality and reporting',
      description: 'Call monitoring, satisfaction surveys and SLA dashboards.',
    },
  ],
  benefits: [
    { text: 'Faster response times and higher customer satisfaction' },
    { text: 'Lower cost than building an in-house contact centre' },
    { text: 'Scales up and down with your campaigns' },
    { text: 'Insight into what customers ask for and why' },
  ],
  sections: [
    {
      heading: 'Contact-centre services',
      items: [
        {
          icon: 'headset',
          title: 'Inbound customer care',
          description: 'Enquiries, complaints and technical help across all channels.',
        },
        {
          icon: 'trending-up',
          title: 'Outbound sales and retention',
          description: 'Telesales, win-back and upsell campaigns.',
        },
        {
          icon: 'radio',
          title: 'IVR and self-service',
          description: 'Interactive voice menus that resolve simple requests automatically.',
        },
        {
          icon: 'brain',
          title: 'AI-assisted support',
          description: 'Chatbots and agent assist tools that speed up resolution.',
        },
        {
          icon: 'target',
          title: 'Surveys and feedback',
          description: 'Customer satisfaction and market research calls.',
        },
      ],
    },
  ],
  meta: {
    title: `Contact Centre Services | ${companyName}`,
    description:
      '24/7 multilingual contact-centre services: inbound care, outbound sales, IVR and AI-assisted support for operators and enterprises.',
    keywords:
      'contact centre, call centre Africa, customer care outsourcing, IVR, multichannel support',
  },
}
