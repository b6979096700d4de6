import { africanCountryOptions } from '@/lib/content/country-names'

import { section } from '../section'

export const regionsBlock = section(
  'regions',
  { singular: 'Regions or countries', plural: 'Regions or countries' },
  [
    {
      name: 'regions',
      type: 'relationship',
      relationTo: 'regions',
      hasMany: true,
      admin: { description: 'Each region as a card leading to its page.' },
    },
    {
      name: 'countries',
      type: 'select',
      hasMany: true,
      options: africanCountryOptions,
      admin: { description: 'Countries shown with their flags, e.g. where the campaign runs.' },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        (Array.isArray(value) && value.length > 0) ||
        (Array.isArray(siblingData.regions) && siblingData.regions.length > 0)
          ? true
          : 'Choose at least one region or one country.',
    },
  ],
)
