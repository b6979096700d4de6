import type { GlobalSeed } from '../../types'
import { companyName } from '@/lib/site/company'
import { markets } from '../markets'

export const homePage: GlobalSeed<'home-page'> = {
  hero: {
    eyebrow: 'Trusted by mobile operators in 8+ African countries',
    heading: 'Powering Digital Services Across Africa',
    intro: `${companyName} helps mobile operators and enterprises launch value-added services, fintech, AI and digital solutions that reach more than 250 million subscribers.`,
    primaryLabel: 'Explore Solutions',
    secondaryLabel: 'Our Network',
  },
  flagStrip: {
    label: 'Countries present in',
    countries: markets('en').map(({ code, name }) => ({ name, code: code.toLowerCase() })),
  },
  services: {
    heading: 'Our Solutions',
    intro:
      'End-to-end digital services, built for African markets and run with the operators who serve them.',
    cards: [
      {
        icon: 'smartphone',
        title: 'Value-Added Services (VAS)',
        description:
          'Subscription services that entertain, inform and engage subscribers while growing operator revenue.',
        features: [
          { text: 'CRBT and music' },
          { text: 'Games and quizzes' },
          { text: 'Health and Doctor on Call' },
          { text: 'Talent and influencer contests' },
        ],
      },
      {
        icon: 'wallet',
        title: 'Fintech Solutions',
        description:
          'Secure payment and billing gateways that move collections from cash to mobile.',
        features: [
          { text: 'Payment gateway' },
          { text: 'Utility bill payments' },
          { text: 'Mobile money integration' },
          { text: 'Automatic reconciliation' },
        ],
      },
      {
        icon: 'store',
        title: 'Marketplace Applications',
        description: 'Mobile-first marketplaces that connect merchants with customers.',
        features: [
          { text: 'Merchant storefronts' },
          { text: 'Mobile money checkout' },
          { text: 'Order and delivery tracking' },
          { text: 'Sales analytics' },
        ],
      },
      {
        icon: 'building',
        title: 'Enterprise Solutions',
        description:
          'Cloud, managed services and custom platforms for businesses and institutions.',
        features: [
          { text: 'Cloud and managed services' },
          { text: 'Tuition payment platform' },
          { text: 'Custom applications' },
          { text: '24/7 technical support' },
        ],
      },
      {
        icon: 'brain',
        title: 'AI-Based Solutions',
        description: 'Conversational AI that serves customers instantly on every channel.',
        features: [
          { text: 'AI chatbot' },
          { text: 'WhatsApp Business and Messenger' },
          { text: 'Customer and technical support' },
          { text: 'Sales assistant' },
        ],
      },
      {
        icon: 'play',
        title: '5G Infotainment',
        description: 'Streaming video, music and live entertainment, ready for 5G networks.',
        features: [
          { text: 'OTT streaming' },
          { text: 'HD video on demand' },
          { text: 'Carrier billing' },
          { text: 'Data bundle integration' },
        ],
      },
    ],
  },
  footprint: {
    heading: 'Our Regional Footprint',
    intro: 'Services live with leading operators in West, East and Central Africa.',
  },
  vision: {
    heading: 'Vision & Mission',
    visionTitle: 'Our Vision',
    visionText:
      "To reach 500 million subscribers by 2030 and be the most trusted digital services partner of Africa's mobile operators.",
    missionTitle: 'Our Mission',
    missionText:
      'To expand into 5G infotainment, AI platforms, IoT and digital services that improve everyday life for subscribers across Africa.',
  },
  contact: {
    heading: 'Start Your Project',
    intro: 'Tell us what you want to build and our team will get back to you.',
  },
  meta: {
    title: `${companyName} | Telecom VAS, Fintech & Digital Solutions in Africa`,
    description:
      'VAS, fintech, marketplace, enterprise, AI and 5G infotainment solutions for mobile operators, reaching 250M+ subscribers in 8+ African countries.',
    keywords:
      'telecom VAS Africa, value-added services, fintech, AI solutions, 5G infotainment, mobile operators',
  },
}
