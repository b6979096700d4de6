import type { ProductSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const lottery: ProductSeed = {
  title: 'Digital Lottery',
  slug: 'lottery',
  quoteService: 'vas',
  icon: 'ticket',
  order: 9,
  tagline: 'Transparent, regulated lottery games on the mobile phone',
  summary:
    'A complete digital lottery platform for licensed operators: ticket sales by SMS, USSD, web and app, certified draws and instant payouts.',
  description: `${companyName}'s digital lottery platform lets licensed lottery operators sell tickets wherever players have a phone. Players buy with airtime or mobile money, draws are run by a certified random number generator, and winnings are paid straight to their wallets. Regulators and operators get full audit trails and real-time reporting on every ticket.`,
  features: [
    {
      icon: 'smartphone',
      title: 'Every channel',
      description: 'Ticket sales through SMS, USSD, web and mobile app.',
    },
    {
      icon: 'shield',
      title: 'Certified draws',
      description:
        'Random number generation and draw processes built for independent certification.',
    },
    {
      icon: 'wallet',
      title: 'Instant payouts',
      description: 'Winnings credited automatically to mobile money wallets or airtime.',
    },
    {
      icon: 'chart',
      title: 'Regulatory reporting',
      description: 'Complete audit trails and real-time sales and payout reports.',
    },
  ],
  benefits: [
    { text: 'Reach players far beyond physical retail outlets' },
    { text: 'Lower distribution costs per ticket' },
    { text: 'Transparency that builds player and regulator trust' },
    { text: 'Responsible-gaming controls built in' },
  ],
  sections: [
    {
      heading: 'Platform features',
      items: [
        {
          icon: 'ticket',
          title: 'Game engine',
          description:
            'Daily, weekly and jackpot draws, instant-win and raffle games, configured without code.',
        },
        {
          icon: 'wallet',
          title: 'Payments and wallets',
          description: 'Airtime, mobile money and card payments with automatic prize disbursement.',
        },
        {
          icon: 'users',
          title: 'Player management',
          description: 'Registration, age checks, spending limits and self-exclusion.',
        },
        {
          icon: 'message',
          title: 'Notifications',
          description: 'Ticket confirmations, draw results and winner alerts by SMS and push.',
        },
        {
          icon: 'chart',
          title: 'Back office',
          description: 'Dashboards for sales, draws, payouts and regulatory reports.',
        },
      ],
    },
  ],
  meta: {
    title: `Digital Lottery Platform | ${companyName}`,
    description:
      'A digital lottery platform for licensed operators: SMS, USSD and app ticket sales, certified draws and instant mobile money payouts.',
    keywords:
      'digital lottery, mobile lottery, lottery platform, USSD lottery, lottery software Africa',
  },
}
