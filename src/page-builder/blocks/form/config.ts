import { submissionTypes } from '@/submissions'

import { section } from '../section'

/** The public forms, as editors name them. */
export const formOptions = submissionTypes.map(({ form, labels }) => ({
  value: form,
  label: labels.singular,
}))

export const formBlock = section('form', { singular: 'Form', plural: 'Forms' }, [
  {
    type: 'row',
    fields: [
      {
        name: 'form',
        type: 'select',
        required: true,
        options: formOptions,
        admin: { width: '50%', description: 'Its submissions record this page.' },
      },
      {
        name: 'region',
        type: 'relationship',
        relationTo: 'regions',
        admin: {
          width: '50%',
          description: 'The region whose report is sent.',
          condition: (_data, siblingData) => siblingData?.form === 'market-report',
        },
        validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
          siblingData.form !== 'market-report' || value
            ? true
            : 'Choose the region whose report is sent.',
      },
    ],
  },
])
