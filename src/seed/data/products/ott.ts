import type { ProductSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const ott: ProductSeed = {
  title: '5G Infotainment & OTT Streaming',
  slug: 'ott',
  quoteService: '5g-infotainment',
  icon: 'play',
  order: 7,
  tagline: 'Video, music and live entertainment streamed to every screen',
  summary:
    'OTT streaming services bundled with operator data plans, ready for the speed and capacity of 5G networks.',
  description: `${companyName} brings premium entertainment to mobile subscribers through OTT streaming services delivered with operator partners. Movies, series, music and live content stream in adaptive quality on 4G today and in high definition on 5G as networks roll out. Operators bundle the service with data plans to attract subscribers and increase data revenue.`,
  features: [
    {
      icon: 'play',
      title: 'On-demand and live',
      description: 'Films, series, music videos and live events in one app.',
    },
    {
      icon: 'zap',
      title: '5G ready',
      description: 'High-definition, low-latency streaming that scales with 5G networks.',
    },
    {
      icon: 'wallet',
      title: 'Carrier billing',
      description: 'Subscribers pay through airtime or data bundles, with no card needed.',
    },
    {
      icon: 'smartphone',
      title: 'Adaptive quality',
      description:
        'Video quality adjusts to the connection so playback keeps going on slower networks.',
    },
  ],
  benefits: [
    { text: 'Higher data usage and revenue per subscriber' },
    { text: 'A compelling reason to upgrade to 4G and 5G plans' },
    { text: 'Local and international content in one catalogue' },
    { text: 'Launch with no content licensing or platform build' },
  ],
  sections: [
    {
      heading: 'Streaming partner service',
      intro: 'Our OTT offering is delivered together with an established streaming partner.',
      items: [
        {
          icon: 'play',
          title: 'Partner OTT streaming service',
          description:
            'A full streaming service of movies, series and entertainment from our content partner, integrated with operator billing and data bundles and offered to subscribers under daily, weekly and monthly plans.',
        },
      ],
    },
  ],
  meta: {
    title: `5G Infotainment & OTT Streaming | ${companyName}`,
    description:
      'OTT streaming of movies, series and music bundled with operator data plans, ready for 5G networks across Africa.',
    keywords:
      '5G infotainment, OTT streaming, mobile video, carrier billing, video on demand Africa',
  },
}
