import type { SelectField } from 'payload'

import { iconNames } from '@/lib/content/icon-names'

export const iconField = (name = 'icon'): SelectField => ({
  name,
  type: 'select',
  options: iconNames.map((icon) => ({ value: icon, label: icon })),
  admin: { width: '33%' },
})
