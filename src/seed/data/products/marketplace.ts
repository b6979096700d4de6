import type { ProductSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const marketplace: ProductSeed = {
  title: 'Marketplace Applications',
  slug: 'marketplace',
  quoteService: 'marketplace',
  icon: 'store',
  order: 3,
  tagline: 'Digital storefronts that connect African sellers and buyers',
  summary:
    'Mobile-first marketplace apps with catalogues, payments and delivery tracking, built for operators and retailers.',
  description: `${companyName} builds marketplace applications that bring buying and selling onto the phone. Merchants list products in minutes, customers pay with mobile money or cards, and orders are tracked from checkout to delivery. The apps are light enough for entry-level smartphones and patchy networks, so they reach customers well beyond the big cities.`,
  features: [
    {
      icon: 'store',
      title: 'Merchant storefronts',
      description:
        'Sellers manage catalogues, stock, prices and promotions from a simple dashboard.',
    },
    {
      icon: 'wallet',
      title: 'Integrated payments',
      description:
        'Checkout with mobile money, cards and cash on delivery, reconciled automatically.',
    },
    {
      icon: 'smartphone',
      title: 'Built for mobile',
      description: 'Fast, data-light apps that work on entry-level devices and slow connections.',
    },
    {
      icon: 'chart',
      title: 'Sales insights',
      description: 'Reports on orders, top products and customer behaviour for every merchant.',
    },
  ],
  benefits: [
    { text: 'New digital sales channels for small and large merchants' },
    { text: 'Operator-branded commerce that deepens customer relationships' },
    { text: 'Secure payments and order tracking customers can trust' },
    { text: 'Scales from a single city to a national rollout' },
  ],
  sections: [
    {
      heading: 'What the marketplace offers',
      items: [
        {
          icon: 'users',
          title: 'For shoppers',
          description: 'Search, compare, pay and track orders in one app, in the local language.',
        },
        {
          icon: 'store',
          title: 'For merchants',
          description:
            'Onboarding, listings, order management and payouts without technical skills.',
        },
        {
          icon: 'handshake',
          title: 'For operators',
          description:
            'A branded marketplace that drives data usage and mobile money transactions on the network.',
        },
      ],
    },
  ],
  // A placeholder address: editors set the live marketplace's URL in the admin.
  externalLink: {
    label: 'Visit the Marketplace',
    url: 'https://marketplace.vas-africa.com',
  },
  meta: {
    title: `Marketplace Applications | ${companyName}`,
    description:
      'Mobile-first marketplace apps with storefronts, mobile money checkout and delivery tracking for African merchants and operators.',
    keywords:
      'marketplace app, e-commerce Africa, mobile commerce, online store, mobile money checkout',
  },
}
