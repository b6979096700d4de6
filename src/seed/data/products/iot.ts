import type { ProductSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const iot: ProductSeed = {
  title: 'IoT & Home Automation',
  slug: 'iot',
  quoteService: 'enterprise',
  icon: 'home',
  order: 10,
  tagline: 'Connected homes controlled from the phone',
  summary:
    'Smart home automation for lighting, appliances, security and energy, controlled from one mobile app and offered through operators.',
  description: `${companyName} connects homes to the mobile network with practical, affordable automation. Residents control lights, appliances, locks and cameras from one app, set schedules to save energy, and receive alerts when something needs attention. Operators offer the service as a bundle with connectivity, creating a new recurring revenue line.`,
  features: [
    {
      icon: 'smartphone',
      title: 'One app',
      description: 'Control every connected device from a single mobile app, at home or away.',
    },
    {
      icon: 'shield',
      title: 'Home security',
      description: 'Smart locks, sensors and cameras with instant alerts.',
    },
    {
      icon: 'zap',
      title: 'Energy management',
      description: 'Schedules and usage monitoring that cut electricity bills.',
    },
    {
      icon: 'clock',
      title: 'Automation rules',
      description:
        'Scenes and routines that run automatically, for example at sunset or when you leave.',
    },
  ],
  benefits: [
    { text: 'Comfort, safety and convenience for households' },
    { text: 'Lower energy consumption' },
    { text: 'New connectivity bundles and recurring revenue for operators' },
    { text: 'Installation and support by trained partners' },
  ],
  sections: [
    {
      heading: 'Home automation',
      items: [
        {
          icon: 'lightbulb',
          title: 'Smart lighting',
          description: 'Switch, dim and schedule lights remotely.',
        },
        {
          icon: 'home',
          title: 'Appliance control',
          description:
            'Smart plugs and switches for fans, air conditioners, water heaters and pumps.',
        },
        {
          icon: 'shield',
          title: 'Security and surveillance',
          description: 'Door sensors, smart locks and cameras viewable from the phone.',
        },
        {
          icon: 'zap',
          title: 'Energy monitoring',
          description: 'Track consumption and get alerts about unusual usage or power outages.',
        },
      ],
    },
  ],
  meta: {
    title: `IoT & Home Automation | ${companyName}`,
    description:
      'Smart home automation for lighting, appliances, security and energy, controlled from one app and offered through mobile operators.',
    keywords: 'IoT, home automation, smart home Africa, connected devices, smart security',
  },
}
