import { cardListField } from '@/fields/cards'

import { rowsOf, section } from '../section'

export const iconCardsBlock = section(
  'iconCards',
  { singular: 'Icon cards', plural: 'Icon cards' },
  [
    {
      ...cardListField({ name: 'cards', maxRows: 12 }),
      required: true,
      validate: rowsOf('card', 'cards', 12),
    },
  ],
)
