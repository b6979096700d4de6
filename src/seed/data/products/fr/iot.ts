import type { FrenchSeed, ProductSeed } from '../../../types'
import { companyName } from '@/lib/site/company'

export const iotFr: FrenchSeed<ProductSeed> = {
  title: 'IoT et domotique',
  tagline: 'La maison connectée, pilotée depuis le téléphone',
  summary:
    'Une solution domotique pour l’éclairage, les appareils, la sécurité et l’énergie, pilotée depuis une seule application mobile et proposée par les opérateurs.',
  description: `${companyName} relie les foyers au réseau mobile grâce à une domotique pratique et abordable. Les habitants pilotent éclairage, appareils, serrures et caméras depuis une seule application, programment des plages horaires pour économiser l’énergie et reçoivent des alertes lorsqu’un point demande leur attention. Les opérateurs proposent le service en offre groupée avec la connectivité, ce qui crée une nouvelle source de revenus récurrents.`,
  features: [
    {
      title: 'Application unique',
      description:
        'Pilotez tous vos appareils connectés depuis une seule application mobile, chez vous ou à distance.',
    },
    {
      title: 'Sécurité du domicile',
      description: 'Serrures connectées, capteurs et caméras avec alertes instantanées.',
    },
    {
      title: 'Gestion de l’énergie',
      description:
        'Programmation et suivi de la consommation pour alléger la facture d’électricité.',
    },
    {
      title: 'Règles d’automatisation',
      description:
        'Des scénarios qui s’exécutent automatiquement, par exemple au coucher du soleil ou lorsque vous partez.',
    },
  ],
  benefits: [
    { text: 'Confort, sécurité et praticité pour les foyers' },
    { text: 'Une consommation d’énergie réduite' },
    { text: 'De nouvelles offres de connectivité et des revenus récurrents pour les opérateurs' },
    { text: 'Installation et support assurés par des partenaires formés' },
  ],
  sections: [
    {
      heading: 'Domotique',
      items: [
        {
          title: 'Éclairage intelligent',
          description: 'Allumez, variez et programmez l’éclairage à distance.',
        },
        {
          title: 'Contrôle des appareils',
          description:
            'Prises et interrupteurs connectés pour ventilateurs, climatiseurs, chauffe-eau et pompes.',
        },
        {
          title: 'Sécurité et surveillance',
          description:
            'Détecteurs d’ouverture, serrures connectées et caméras consultables depuis le téléphone.',
        },
        {
          title: 'Suivi de l’énergie',
          description:
            'Suivez la consommation et recevez des alertes en cas de consommation inhabituelle ou de coupure de courant.',
        },
      ],
    },
  ],
  meta: {
    title: `IoT et domotique | ${companyName}`,
    description:
      'Domotique pour l’éclairage, les appareils, la sécurité et l’énergie, pilotée depuis une seule application et proposée par les opérateurs mobiles.',
    keywords: 'IoT, domotique, maison connectée Afrique, objets connectés, sécurité connectée',
  },
}
