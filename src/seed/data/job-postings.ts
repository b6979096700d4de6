import type { JobPostingSeed } from '../types'

/**
 * Sample openings, in English; requirements are one per line, as editors enter them. A posting
 * written in French first says so (`language`) and has its French in ./fr/job-postings.ts.
 */
export const jobPostings: JobPostingSeed[] = [
  {
    // Written in French first; its English is the translation (its French: ./fr/job-postings.ts).
    language: 'fr',
    slug: 'charge-e-de-comptes-operateurs-afrique-centrale',
    title: 'Operator Account Manager, Central Africa',
    department: 'Sales',
    location: 'Douala, Cameroon',
    employmentType: 'full-time',
    description:
      'Develop and look after our relationships with the mobile operators of Cameroon, Chad, Congo and the DRC: value-added service launches, performance reviews and new offers for their subscribers.',
    requirements: [
      'At least 5 years selling telecom or VAS solutions to operators',
      'Thorough knowledge of the Central African telecom market',
      'Fluent French and good working English',
      'Able to run projects with operators’ technical and marketing teams',
      'Regular travel in the region',
    ].join('\n'),
    status: 'active',
  },
  {
    language: 'en',
    title: 'Senior Backend Engineer (Node.js)',
    department: 'Engineering',
    location: 'Hyderabad, India',
    employmentType: 'full-time',
    salaryRange: '30,000 – 45,000',
    salaryCurrency: 'USD',
    salaryPeriod: 'year',
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
    salaryRange: '45,000 – 60,000',
    salaryCurrency: 'USD',
    salaryPeriod: 'year',
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
    salaryRange: '4,000 – 6,000',
    salaryCurrency: 'USD',
    salaryPeriod: 'month',
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
    salaryRange: '300',
    salaryCurrency: 'USD',
    salaryPeriod: 'month',
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
]
