import type { ProductSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const ai: ProductSeed = {
  title: 'AI-Based Solutions',
  slug: 'ai',
  quoteService: 'ai',
  icon: 'brain',
  order: 5,
  tagline: 'Conversational AI that serves customers on every channel',
  summary:
    'An AI chatbot that answers customers, qualifies leads and resolves support requests across websites, apps and messaging channels.',
  description: `${companyName}'s AI chatbot gives operators and enterprises an assistant that understands customers' questions and answers them instantly, at any hour. It learns from your products, policies and knowledge base, hands complex conversations to human agents with full context, and speaks the languages your customers use. Teams handle more conversations at lower cost while customers get faster answers.`,
  features: [
    {
      icon: 'brain',
      title: 'Natural language understanding',
      description: 'Recognises intent and context in free-form messages, including local phrasing.',
    },
    {
      icon: 'globe',
      title: 'Multilingual',
      description: 'Converses in English, French and other languages spoken in your markets.',
    },
    {
      icon: 'users',
      title: 'Human handover',
      description:
        'Passes conversations to live agents with the full history when a person is needed.',
    },
    {
      icon: 'chart',
      title: 'Conversation analytics',
      description:
        'Reports on topics, resolution rates and satisfaction to improve answers over time.',
    },
  ],
  benefits: [
    { text: 'Instant answers 24/7 without growing the support team' },
    { text: 'Consistent, accurate information on every channel' },
    { text: 'More qualified leads and higher conversion' },
    { text: 'Lower cost per customer interaction' },
  ],
  sections: [
    {
      heading: 'Chatbot capabilities',
      items: [
        {
          icon: 'message',
          title: 'Intelligent conversations',
          description:
            'Understands questions, asks follow-ups and keeps context across a conversation.',
        },
        {
          icon: 'lightbulb',
          title: 'Knowledge base answers',
          description: 'Answers from your documents, FAQs and product catalogue, kept up to date.',
        },
        {
          icon: 'zap',
          title: 'Automated actions',
          description:
            'Checks balances, books appointments and creates tickets through your systems.',
        },
        {
          icon: 'trending-up',
          title: 'Continuous learning',
          description: 'Improves from reviewed conversations and feedback from your team.',
        },
      ],
    },
    {
      heading: 'Integrations',
      intro: 'Deploy the same assistant wherever your customers are.',
      items: [
        {
          icon: 'globe',
          title: 'Website',
          description: 'An embeddable chat widget for any website.',
        },
        {
          icon: 'smartphone',
          title: 'Mobile SDK',
          description: 'Native chat inside your Android and iOS apps.',
        },
        {
          icon: 'message',
          title: 'WhatsApp Business',
          description: 'Automated conversations on the WhatsApp Business Platform.',
        },
        {
          icon: 'message',
          title: 'Messenger',
          description: 'Customer service on Facebook Messenger.',
        },
        {
          icon: 'server',
          title: 'API',
          description: 'A REST API to connect the assistant to CRMs, billing and other systems.',
        },
      ],
    },
    {
      heading: 'Use cases',
      items: [
        {
          icon: 'headset',
          title: 'Customer Support',
          description:
            'Resolves common requests such as balances, bundles and account questions instantly.',
        },
        {
          icon: 'trending-up',
          title: 'Sales Assistant',
          description:
            'Recommends products, answers pricing questions and captures qualified leads.',
        },
        {
          icon: 'server',
          title: 'Technical Support',
          description:
            'Guides users through troubleshooting and escalates unresolved issues with full details.',
        },
      ],
    },
  ],
  meta: {
    title: `AI-Based Solutions | ${companyName}`,
    description:
      'AI chatbot for customer support, sales and technical help on websites, apps, WhatsApp Business, Messenger and API.',
    keywords:
      'AI chatbot, conversational AI, WhatsApp chatbot, customer support automation, AI Africa',
  },
}
