import type { FrenchSeed, TimelineEntrySeed } from '../../types'
import { companyName } from '@/lib/site/company'

/** About's "Notre parcours" in French, keyed by each entry's `year`. */
export const timelineFr: Record<string, FrenchSeed<TimelineEntrySeed>> = {
  '2015': {
    title: 'Entrée sur le marché africain',
    description: `${companyName} fait son entrée sur le marché africain : lancement de ses premiers services à valeur ajoutée avec un opérateur mobile de premier plan et constitution d’une équipe qui connaît les abonnés locaux.`,
  },
  '2016-2018': {
    title: 'Expansion régionale',
    description:
      'Nous nous développons en Afrique de l’Ouest et de l’Est, avec de nouveaux partenaires opérateurs et un portefeuille de services CRBT, jeux, quiz, musique et santé.',
  },
  '2019-2021': {
    title: 'Croissance fintech et entreprises',
    description:
      'Nous lançons nos passerelles de paiement et de règlement des factures ainsi que nos services cloud pour les entreprises, et nous étendons notre présence à l’Afrique centrale.',
  },
  '2022-2024': {
    title: 'IA et plateformes numériques',
    description:
      'Chatbots IA, CPaaS et applications de place de marché rejoignent notre portefeuille, et nous dépassons les 250 millions d’abonnés touchés dans plus de 8 pays africains.',
  },
  '2025-2030': {
    title: 'Vision 2030',
    description:
      'Notre objectif : atteindre 500 millions d’abonnés d’ici 2030 et nous imposer comme leader de l’infodivertissement 5G, des plateformes d’IA, de l’IoT et des services numériques en Afrique.',
  },
}
