import type { ProductSeed } from '../../types'
import { companyName } from '@/lib/site/company'

export const enterprise: ProductSeed = {
  title: 'Enterprise Solutions',
  slug: 'enterprise',
  quoteService: 'enterprise',
  icon: 'building',
  order: 4,
  tagline: 'Cloud, managed services and digital platforms for organisations',
  summary:
    'Cloud and managed services plus purpose-built applications such as a unified tuition payment platform for schools and universities.',
  description: `${companyName} helps enterprises and institutions run their technology reliably and move their processes online. We host, monitor and manage critical workloads in the cloud, and we build applications around real operational problems, such as collecting tuition fees across many campuses. Every engagement comes with 24/7 support and clear service levels.`,
  features: [
    {
      icon: 'cloud',
      title: 'Cloud migration',
      description:
        'Assessment, planning and migration of applications and data to secure cloud infrastructure.',
    },
    {
      icon: 'server',
      title: 'Managed operations',
      description:
        'Monitoring, patching, backups and incident response handled by our operations team.',
    },
    {
      icon: 'shield',
      title: 'Security and compliance',
      description: 'Access control, encryption and audit trails that meet regulatory expectations.',
    },
    {
      icon: 'rocket',
      title: 'Custom applications',
      description:
        'Web and mobile applications designed around your workflows and integrated with your systems.',
    },
  ],
  benefits: [
    { text: 'Lower infrastructure and operating costs' },
    { text: 'Predictable performance backed by service-level agreements' },
    { text: 'One partner from design through to day-to-day operations' },
    { text: 'Round-the-clock support from an experienced technical team' },
  ],
  sections: [
    {
      heading: 'Enterprise offerings',
      items: [
        {
          icon: 'cloud',
          title: 'Cloud & Managed Services',
          description:
            'Hosting, infrastructure management, monitoring and 24/7 support for business-critical systems, on public or private cloud.',
        },
        {
          icon: 'graduation-cap',
          title: 'Unified Tuition Payment Application',
          description:
            'One platform for schools and universities to bill and collect tuition and other fees through mobile money, cards and banks, with real-time reconciliation and receipts for parents and students.',
        },
      ],
    },
  ],
  meta: {
    title: `Enterprise Solutions | ${companyName}`,
    description:
      'Cloud and managed services and a unified tuition payment application for enterprises and institutions across Africa.',
    keywords:
      'enterprise solutions, cloud services, managed services, tuition payment, school fees platform',
  },
}
