import type { PageSeed } from '../../types'
import { companyName } from '@/lib/site/company'

/** The seeded documents' ids by slug, for the blocks that show them. */
export type SeededIds = { products: Record<string, number>; regions: Record<string, number> }

/**
 * A campaign's landing page built from blocks, as editors make them: /ussd-ghana, for a
 * LinkedIn campaign on USSD services in Ghana.
 */
export const ussdGhana = ({ products, regions }: SeededIds): PageSeed => ({
  title: 'USSD services in Ghana',
  slug: 'ussd-ghana',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'USSD services · Ghana',
      heading: 'USSD services that reach every phone in Ghana',
      text: 'Menus that work on any handset, with no data and no app: for mobile money, subscriptions, surveys and customer care. We build them, connect them to the operators and run them around the clock.',
      ctaLabel: 'Request a quote',
      ctaLink: '#form',
    },
    {
      blockType: 'figures',
      heading: 'Why USSD',
      figures: [
        { value: '100%', label: 'Of mobile phones reach it, feature phones included' },
        { value: '0 MB', label: 'Of data needed, and nothing to download' },
        { value: '24/7', label: 'Monitoring and support' },
      ],
    },
    {
      blockType: 'iconCards',
      heading: 'What you can build',
      intro: 'One short code, many services, each with its own menus and reports.',
      cards: [
        {
          icon: 'wallet',
          title: 'Mobile money menus',
          description: 'Balance, transfers, bill payments and merchant payments in a few steps.',
        },
        {
          icon: 'play',
          title: 'Subscriptions and content',
          description:
            'Daily tips, alerts and entertainment, billed to airtime with clear opt-outs.',
        },
        {
          icon: 'chart',
          title: 'Surveys and polls',
          description: 'Reach subscribers who never open an app, and see answers as they arrive.',
        },
        {
          icon: 'headset',
          title: 'Customer self-care',
          description: 'Bundles, balances and SIM services without a call to the contact centre.',
        },
      ],
    },
    {
      blockType: 'products',
      heading: 'The services behind it',
      products: [products.vas!, products.fintech!, products.cpaas!],
    },
    {
      blockType: 'regions',
      heading: 'Where we run it',
      intro: 'Ghana first, with the same platform across West Africa.',
      regions: [regions['west-africa']!],
      countries: ['GH'],
    },
    {
      blockType: 'quotation',
      quote:
        'The USSD menus went live on schedule, and subscribers used them from the first day, on every kind of phone.',
      name: 'Head of Digital Services',
      organization: 'Mobile operator, West Africa',
    },
    {
      blockType: 'faq',
      heading: 'Questions and answers',
      items: [
        {
          question: 'Do subscribers need a smartphone or data?',
          answer:
            'No. USSD works on every GSM handset, with or without data, and nothing is installed.',
        },
        {
          question: 'How long does a launch take?',
          answer:
            'Usually four to eight weeks from the signed scope: menus, integration, operator tests and launch.',
        },
        {
          question: 'Which networks can the service run on?',
          answer:
            'We connect to the operators you choose, through their USSD gateways, and handle the technical approvals with them.',
        },
        {
          question: 'Can the menus speak local languages?',
          answer:
            'Yes. Each menu can be offered in English and in the languages your subscribers use, such as Twi, Ga or Ewe.',
        },
      ],
    },
    {
      blockType: 'form',
      form: 'quote',
      heading: 'Tell us about your USSD project',
      intro: 'We reply within 24 hours with questions or a proposal.',
    },
  ],
  meta: {
    title: `USSD services in Ghana | ${companyName}`,
    description:
      'USSD menus for mobile money, subscriptions, surveys and customer care in Ghana: on any phone, with no data and no app. Request a quote.',
    keywords: 'USSD Ghana, USSD short code, mobile money menus, USSD services, feature phones',
  },
})
