import { defaultSiteTimeZone } from '@/lib/site/time-zones'

import type { GlobalSeed } from '../../types'
import { companyName } from '@/lib/site/company'
import { markets } from '../markets'

export const siteSettings: GlobalSeed<'site-settings'> = {
  siteName: companyName,
  timeZone: defaultSiteTimeZone,
  headerLinks: [
    { label: 'Home', href: '/' },
    { label: 'About', href: '/about' },
    { label: 'Products & Services', href: '/products-services' },
    { label: 'Careers', href: '/careers' },
    { label: 'Contact', href: '/contact' },
  ],
  footerProductLinks: [
    { label: 'Value-Added Services', href: '/products/vas' },
    { label: 'Fintech Solutions', href: '/products/fintech' },
    { label: 'Marketplace Applications', href: '/products/marketplace' },
    { label: 'Enterprise Solutions', href: '/products/enterprise' },
    { label: 'AI-Based Solutions', href: '/products/ai' },
    { label: '5G Infotainment', href: '/products/5g' },
  ],
  footerTagline:
    'Value-added services, fintech and digital solutions for mobile operators and enterprises across Africa since 2015.',
  markets: markets('en').map(({ name }) => ({ name })),
  // A plausible placeholder: editors replace it with the real headquarters address.
  contact: {
    address:
      'Plot No. 12, Software Units Layout\nHITEC City, Madhapur\nHyderabad, Telangana 500081\nIndia',
    phone: '+91 40 4852 7700',
    email: 'info@telvasafrica.com',
  },
  figures: {
    subscribers: '250M+',
    countries: '8+',
    team: '25+',
    marketEntry: '2015',
    support: '24/7',
    operatorPartners: '15+',
    uptime: '99.9%',
    visionGoal: '500 million subscribers by 2030',
    operators: [
      { name: 'MTN' },
      { name: 'Airtel' },
      { name: 'PPL Net' },
      { name: 'Telecel' },
      { name: '9Mobile' },
      { name: 'Glo' },
      { name: 'Moov Africa' },
      { name: 'Safaricom' },
    ],
    highlights: [
      { value: '250M+', label: 'Subscribers Reached' },
      { value: '8+', label: 'African Countries' },
      { value: '15+', label: 'Operator Partners' },
      { value: '99.9%', label: 'Uptime' },
    ],
  },
  notifications: {
    contactEmail: 'sales@telvasafrica.com',
    quoteEmail: 'sales@telvasafrica.com',
    partnershipEmail: 'partnerships@telvasafrica.com',
    careersEmail: 'careers@telvasafrica.com',
    marketReportEmail: 'sales@telvasafrica.com',
  },
}
