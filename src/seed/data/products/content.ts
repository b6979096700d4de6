import type { ProductSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const content: ProductSeed = {
  title: 'Digital Content',
  slug: 'content',
  quoteService: 'vas',
  icon: 'music',
  order: 8,
  tagline: 'Licensed audio and video content for mobile audiences',
  summary:
    'A growing library of licensed audio and video content in local languages, ready to power operator services and apps.',
  description: `${companyName} sources, licenses and packages digital content for mobile services across Africa. Our audio and video catalogues combine local creators with international libraries, and we keep them fresh with new releases every week. Operators and partners use the content to power subscription services, portals and apps without negotiating rights themselves.`,
  features: [
    {
      icon: 'award',
      title: 'Licensed and cleared',
      description: 'All rights are cleared for mobile distribution in each market we serve.',
    },
    {
      icon: 'globe',
      title: 'Local languages',
      description: 'Content in English, French and major local languages.',
    },
    {
      icon: 'clock',
      title: 'Fresh every week',
      description: 'Regular releases keep subscribers coming back.',
    },
    {
      icon: 'server',
      title: 'Ready to deliver',
      description: 'Formats optimised for IVR, streaming, download and low-bandwidth networks.',
    },
  ],
  benefits: [
    { text: 'One partner for content sourcing, licensing and delivery' },
    { text: 'Content that reflects local culture and tastes' },
    { text: 'Higher engagement for VAS and OTT services' },
  ],
  sections: [
    {
      heading: 'Audio content',
      items: [
        {
          icon: 'music',
          title: 'Music tracks and ringtones',
          description: 'Local hits, gospel, Afrobeats and international charts.',
        },
        {
          icon: 'radio',
          title: 'Devotional and inspirational',
          description: 'Daily prayers, sermons and inspirational messages.',
        },
        {
          icon: 'users',
          title: 'Comedy',
          description: 'Short audio comedy from popular local comedians.',
        },
        {
          icon: 'graduation-cap',
          title: 'Education and language learning',
          description: 'Audio lessons for languages, exam preparation and skills.',
        },
        {
          icon: 'heart',
          title: 'Health tips',
          description: 'Short expert-reviewed health and wellness messages.',
        },
      ],
    },
    {
      heading: 'Video content',
      items: [
        {
          icon: 'play',
          title: 'Movies and series',
          description: 'Nollywood, Ghallywood and international films and series.',
        },
        {
          icon: 'award',
          title: 'Sports highlights',
          description: 'Football and other sports highlights, news and analysis.',
        },
        {
          icon: 'music',
          title: 'Music videos',
          description: 'The latest music videos from African and international artists.',
        },
        {
          icon: 'users',
          title: 'Comedy skits',
          description: 'Short-form comedy from popular content creators.',
        },
        {
          icon: 'lightbulb',
          title: 'Kids and education',
          description: 'Cartoons, learning videos and how-to guides.',
        },
      ],
    },
  ],
  meta: {
    title: `Digital Content | ${companyName}`,
    description:
      'Licensed audio and video content in local languages for mobile services: music, comedy, movies, sports highlights and learning.',
    keywords:
      'mobile content, audio content, video content, licensed content Africa, music, Nollywood',
  },
}
