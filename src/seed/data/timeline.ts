import type { TimelineEntrySeed } from '../types'
import { companyName } from '@/lib/site/company'

/** About's "Our Journey", oldest first. */
export const timelineEntries: TimelineEntrySeed[] = [
  {
    year: '2015',
    status: 'completed',
    order: 1,
    title: 'African Market Entry',
    description: `${companyName} entered the African market, launching its first value-added services with a leading mobile operator and building a team that understood local subscribers.`,
  },
  {
    year: '2016-2018',
    status: 'completed',
    order: 2,
    title: 'Regional Expansion',
    description:
      'We grew across West and East Africa, adding new operator partners and a portfolio of CRBT, games, quiz, music and health services.',
  },
  {
    year: '2019-2021',
    status: 'completed',
    order: 3,
    title: 'Fintech and Enterprise Growth',
    description:
      'We launched our payment and utility billing gateways and our enterprise cloud services, and extended our reach into Central Africa.',
  },
  {
    year: '2022-2024',
    status: 'completed',
    order: 4,
    title: 'AI and Digital Platforms',
    description:
      'AI chatbots, CPaaS and marketplace applications joined the portfolio as we passed 250 million subscribers reached in 8+ African countries.',
  },
  {
    year: '2025-2030',
    status: 'future',
    order: 5,
    title: 'Vision 2030',
    description:
      'Our goal is to reach 500 million subscribers by 2030, leading in 5G infotainment, AI platforms, IoT and digital services across Africa.',
  },
]
