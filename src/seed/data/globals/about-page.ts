import type { GlobalSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const aboutPage: GlobalSeed<'about-page'> = {
  hero: {
    eyebrow: `About ${companyName}`,
    heading: "Building Africa's Digital Future with Mobile Operators",
    intro:
      'Since 2015 we have helped operators across Africa turn their networks into platforms for entertainment, payments and everyday digital services.',
  },
  stats: [
    { value: '250M+', label: 'Subscribers Reached' },
    { value: '8+', label: 'African Countries' },
    { value: '25+', label: 'Team Professionals' },
    { value: '2015', label: 'African Market Entry' },
  ],
  story: {
    heading: 'Our Story',
    paragraphs: [
      {
        text: `${companyName} is a telecom and digital services company headquartered in Hyderabad, India. We entered the African market in 2015 with a simple belief: mobile subscribers deserve services designed for their languages, habits and budgets, and operators deserve a partner who can deliver them quickly and reliably.`,
      },
      {
        text: 'What began with value-added services has grown into a portfolio spanning fintech, marketplace applications, enterprise solutions, AI, CPaaS, OTT streaming, content, lottery, IoT and contact-centre services. Today our services reach more than 250 million subscribers in 8+ African countries, with partners such as MTN, Airtel, Telecel, Glo and Safaricom.',
      },
      {
        text: 'Our team of 25+ professionals covers product, engineering, operations and partnerships, and keeps every platform running 24/7. We are now working towards our Vision 2030: 500 million subscribers served.',
      },
    ],
  },
  strengths: {
    heading: 'Our Core Strengths',
    intro: 'What operators and enterprises rely on us for.',
    items: [
      {
        icon: 'award',
        title: 'Proven VAS Expertise',
        description:
          'A decade of launching and operating value-added services with leading African operators.',
      },
      {
        icon: 'zap',
        title: 'Agile Technical Team',
        description: 'A compact, experienced team that moves from idea to live service in weeks.',
      },
      {
        icon: 'rocket',
        title: 'End-to-End Development',
        description:
          'Design, development, integration, launch, marketing and operations under one roof.',
      },
      {
        icon: 'globe',
        title: 'African Market Understanding',
        description:
          'Deep knowledge of subscriber behaviour, regulation and operator processes across the continent.',
      },
      {
        icon: 'lightbulb',
        title: 'Innovation Focus',
        description: 'Continuous investment in AI, 5G infotainment, IoT and new digital services.',
      },
      {
        icon: 'handshake',
        title: 'Strategic Partnerships',
        description: 'Long-term relationships with 15+ operator partners and technology providers.',
      },
    ],
  },
  journey: {
    heading: 'Our Journey',
    intro: 'From our first African launch to our Vision 2030.',
  },
  visionMission: {
    visionTitle: 'Our Vision',
    visionText:
      'To reach 500 million subscribers by 2030 with digital services that make a difference.',
    missionTitle: 'Our Mission',
    missionText:
      'To expand into 5G infotainment, AI platforms, IoT and digital services, delivered with our operator partners across Africa.',
  },
  meta: {
    title: `About Us | ${companyName}`,
    description: `${companyName}: a Hyderabad-based telecom VAS and digital services provider in Africa since 2015, reaching 250M+ subscribers.`,
    keywords:
      'about us, telecom VAS company, Africa since 2015, Hyderabad, digital services provider',
  },
}
