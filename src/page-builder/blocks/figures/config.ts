import { statListField } from '@/fields/cards'

import { rowsOf, section } from '../section'

export const figuresBlock = section('figures', { singular: 'Figures', plural: 'Figures' }, [
  {
    ...statListField('figures'),
    required: true,
    maxRows: 8,
    validate: rowsOf('figure', 'figures', 8),
  },
])
