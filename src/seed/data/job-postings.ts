import type { JobPostingSeed } from '../types'

/** Sample openings; requirements are one per line, as editors enter them. */
export const jobPostings: JobPostingSeed[] = [
  {
    language: 'fr',
    title: 'Chargé(e) de comptes opérateurs – Afrique centrale',
    department: 'Commercial',
    location: 'Douala, Cameroun',
    employmentType: 'full-time',
    description:
      'Développer et suivre notre relation avec les opérateurs mobiles du Cameroun, du Tchad, du Congo et de la RD Congo : lancements de services à valeur ajoutée, revues de performance et nouvelles offres pour leurs abonnés.',
    requirements: [
      "5 ans d'expérience au moins dans la vente de solutions télécoms ou de SVA aux opérateurs",
      'Excellente connaissance du marché des télécoms en Afrique centrale',
      'Maîtrise du français et bonne pratique de l’anglais professionnel',
      'Capacité à piloter des projets avec les équipes techniques et marketing des opérateurs',
      'Déplacements réguliers dans la région',
    ].join('\n'),
    status: 'active',
  },
  {
    language: 'en',
    title: 'Senior Backend Engineer (Node.js)',
    department: 'Engineering',
    location: 'Hyderabad, India',
    employmentType: 'full-time',
    salaryRange: '$30,000 - $45,000',
    description:
      'Design and build the high-volume platforms behind our VAS, payment and messaging services, handling millions of subscriber transactions a day for operators across Africa.',
    requirements: [
      '5+ years of backend development with Node.js and TypeScript',
      'Strong experience with PostgreSQL, Redis and message queues',
      'Experience building REST APIs and integrating third-party systems',
      'Understanding of telecom protocols (SMPP, USSD, HTTP billing APIs) is a plus',
      'Experience with Docker, CI/CD and cloud infrastructure',
    ].join('\n'),
    status: 'active',
  },
  {
    language: 'en',
    title: 'VAS Product Manager',
    department: 'Product',
    location: 'Lagos, Nigeria',
    employmentType: 'full-time',
    description:
      'Own the roadmap of our value-added services in Nigeria, working with MTN and Airtel teams to launch new services, run campaigns and grow subscriber revenue.',
    requirements: [
      '4+ years of product management in telecom, VAS or digital media',
      'Working knowledge of operator billing, subscriptions and compliance rules',
      'Data-driven approach to pricing, campaigns and churn',
      'Excellent communication with operators and internal teams',
    ].join('\n'),
    status: 'active',
  },
  {
    language: 'en',
    title: 'Business Development Manager, East Africa',
    department: 'Sales',
    location: 'Nairobi, Kenya',
    employmentType: 'full-time',
    salaryRange: '$45,000 - $60,000',
    description:
      'Grow our business with operators, banks and enterprises in Kenya and Uganda, and lead our expansion into Tanzania and Rwanda.',
    requirements: [
      '6+ years of B2B sales or business development in telecom or fintech',
      'An established network with mobile operators in East Africa',
      'Track record of closing multi-year partnership agreements',
      'Ability to build business cases and commercial proposals',
      'Willingness to travel across the region',
      'Swahili is an advantage',
    ].join('\n'),
    status: 'active',
  },
  {
    language: 'en',
    title: 'Operator Account Manager',
    department: 'Partnerships',
    location: 'Accra, Ghana',
    employmentType: 'full-time',
    description:
      'Be the day-to-day contact for our operator partners in Ghana, making sure services perform, reports are accurate and new opportunities are spotted early.',
    requirements: [
      '3+ years of account management with mobile operators or media companies',
      'Strong reporting and Excel skills',
      'Experience coordinating technical and commercial teams',
    ].join('\n'),
    status: 'active',
  },
  {
    language: 'en',
    title: 'Conversational AI Engineer',
    department: 'Engineering',
    location: 'Remote',
    employmentType: 'contract',
    salaryRange: '$4,000 - $6,000 per month',
    description:
      'Build and improve the AI chatbot behind our customer support, sales and technical support assistants on web, mobile, WhatsApp Business and Messenger.',
    requirements: [
      '3+ years building NLP or conversational AI products',
      'Hands-on experience with large language models and retrieval-augmented generation',
      'Proficiency in Python or TypeScript',
      'Experience with WhatsApp Business Platform or Messenger APIs',
      'Experience evaluating and monitoring model quality in production',
    ].join('\n'),
    status: 'active',
  },
  {
    language: 'en',
    title: 'NOC Engineer',
    department: 'Operations',
    location: 'Hyderabad, India',
    employmentType: 'full-time',
    description:
      'Monitor our platforms around the clock, respond to incidents and work with operator NOCs to keep services at 99.9% uptime.',
    requirements: [
      '2+ years in a network or application operations centre',
      'Good Linux, networking and database troubleshooting skills',
      'Familiarity with monitoring tools such as Grafana, Prometheus or Zabbix',
      'Willingness to work rotating shifts for 24/7 coverage',
    ].join('\n'),
    status: 'active',
  },
  {
    language: 'en',
    title: 'Digital Marketing Specialist',
    department: 'Marketing',
    location: 'Remote (Africa)',
    employmentType: 'part-time',
    description:
      'Plan and run subscriber acquisition campaigns for our VAS and content services across social, SMS and digital channels.',
    requirements: [
      '2+ years of performance or digital marketing experience',
      'Experience running campaigns on Meta, Google and TikTok',
      'Understanding of African consumer audiences',
    ].join('\n'),
    status: 'active',
  },
  {
    language: 'en',
    title: 'Software Engineering Intern',
    department: 'Engineering',
    location: 'Hyderabad, India',
    employmentType: 'internship',
    salaryRange: '$300 per month stipend',
    description:
      'A six-month internship working alongside our engineers on real products, from USSD menus to payment integrations.',
    requirements: [
      'Final-year student or recent graduate in computer science or a related field',
      'Programming skills in JavaScript, Python or Java',
      'Curiosity and eagerness to learn about telecom and fintech',
    ].join('\n'),
    status: 'active',
  },
  {
    language: 'en',
    title: 'Fintech Solutions Architect',
    department: 'Engineering',
    location: 'Nairobi, Kenya',
    employmentType: 'full-time',
    description:
      'Design payment gateway and mobile money integrations for banks, utilities and merchants.',
    requirements: [
      '7+ years of software architecture, including payment systems',
      'Experience with mobile money APIs and PCI DSS requirements',
      'Strong stakeholder communication',
    ].join('\n'),
    status: 'inactive',
  },
  {
    language: 'en',
    title: 'Regional Sales Manager, Central Africa',
    department: 'Sales',
    location: 'Douala, Cameroon',
    employmentType: 'full-time',
    description:
      'Lead sales of our VAS, mobile money and enterprise services in Cameroon, Congo Brazzaville and the DRC.',
    requirements: [
      '5+ years of sales in telecom or digital services in Central Africa',
      'Fluent French and English',
      'Existing relationships with MTN or Airtel teams in the region',
    ].join('\n'),
    status: 'draft',
  },
]
