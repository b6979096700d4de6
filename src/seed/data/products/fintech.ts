import type { ProductSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const fintech: ProductSeed = {
  title: 'Fintech Solutions',
  slug: 'fintech',
  quoteService: 'fintech',
  icon: 'wallet',
  order: 2,
  tagline: 'Secure digital payments and bill collection for African markets',
  summary:
    'A payment gateway and utility billing gateways that connect mobile money, cards and banks to the businesses that need to get paid.',
  description: `${companyName} builds the payment rails that let operators, utilities and merchants collect money digitally. Our gateways connect mobile money wallets, bank accounts and cards through one integration, reconcile every transaction automatically and settle funds on schedule. They already process utility bills and merchant payments for customers who once had to queue to pay in cash.`,
  features: [
    {
      icon: 'wallet',
      title: 'Multi-channel payments',
      description: 'Mobile money, cards, bank transfers and USSD payments through a single API.',
    },
    {
      icon: 'shield',
      title: 'Security first',
      description:
        'Encrypted transactions, tokenisation and fraud monitoring built to banking and PCI DSS practices.',
    },
    {
      icon: 'chart',
      title: 'Automatic reconciliation',
      description:
        'Every payment is matched to its invoice or account, with settlement reports for finance teams.',
    },
    {
      icon: 'clock',
      title: 'Real-time confirmation',
      description:
        'Customers and billers receive instant receipts and status updates by SMS and e-mail.',
    },
  ],
  benefits: [
    { text: 'Faster collections and fewer cash-handling costs' },
    { text: 'One integration for every major payment method' },
    { text: 'Transparent reporting for finance and audit teams' },
    { text: 'Convenient 24/7 payments for customers' },
  ],
  sections: [
    {
      heading: 'Fintech products',
      intro: 'Gateways in production with merchants and utility providers.',
      items: [
        {
          icon: 'wallet',
          title: 'Payment Gateway',
          description:
            'A merchant payment gateway that accepts mobile money, cards and bank transfers online and in apps, with hosted checkout, APIs and settlement reporting.',
        },
        {
          icon: 'zap',
          title: 'Natural Gas Billing Gateway',
          description:
            'Lets households and businesses pay natural gas bills from their phones, with account validation, instant receipts and automatic posting to the billing system.',
        },
        {
          icon: 'lightbulb',
          title: 'Electricity Board Billing Gateway',
          description:
            'Bill payment and prepaid token purchase for an electricity board, cutting queues at payment centres and speeding up revenue collection.',
        },
      ],
    },
  ],
  meta: {
    title: `Fintech Solutions | ${companyName}`,
    description:
      'Payment gateway and billing gateways for natural gas and electricity: mobile money, card and bank payments for African businesses.',
    keywords:
      'fintech Africa, payment gateway, mobile money, bill payment, utility billing gateway',
  },
}
