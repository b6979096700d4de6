import type { GlobalSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const productsServicesPage: GlobalSeed<'products-services-page'> = {
  hero: {
    eyebrow: 'Products & Services',
    heading: 'Digital Solutions for Operators and Enterprises',
    intro: `Eleven product lines, one partner: ${companyName} designs, launches and operates the services that keep subscribers engaged and businesses growing.`,
  },
  catalogue: {
    heading: 'Explore Our Portfolio',
    intro: 'From value-added services to IoT, choose a solution to see what it offers.',
  },
  callToAction: {
    heading: 'Ready to Launch Your Next Service?',
    intro: 'Tell us about your project for a tailored proposal, or explore a partnership with us.',
    quoteLabel: 'Get Quote',
    partnerLabel: 'Partner With Us',
  },
  meta: {
    title: `Products & Services | ${companyName}`,
    description:
      'VAS, fintech, marketplace, enterprise, AI, CPaaS, OTT, content, lottery, IoT and contact-centre solutions for African operators.',
    keywords:
      'products and services, VAS, fintech, CPaaS, OTT, IoT, digital lottery, contact centre, AI solutions',
  },
}
